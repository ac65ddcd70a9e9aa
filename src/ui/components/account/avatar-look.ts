import type { AvatarKey } from '../../../contracts';

/** The side of the square an avatar is drawn in, in its own units (the SVG's viewBox, the stage's scale). */
export const AVATAR_UNITS = 96;

/** Colours of each avatar (background, skin, hair, shirt) and its style: hair, glasses or a building. */
interface AvatarLook {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  /** 0 short hair, 1 long, 2 curls, 3 ponytail, 4 short with glasses, 5 bun with glasses, 6 office, 7 school. */
  style: number;
}

const LOOKS: Record<AvatarKey, AvatarLook> = {
  'avatar-student-1': { bg: '#cfe3ff', skin: '#f6d2b8', hair: '#4a2f1d', shirt: '#2b59c3', style: 0 },
  'avatar-student-2': { bg: '#ffe0ec', skin: '#f1c6a4', hair: '#1f1a17', shirt: '#e2609b', style: 1 },
  'avatar-student-3': { bg: '#dff5e6', skin: '#d9a47f', hair: '#2b1a10', shirt: '#35b37e', style: 2 },
  'avatar-student-4': { bg: '#fff1cc', skin: '#f6d2b8', hair: '#c9822b', shirt: '#f0a431', style: 3 },
  'avatar-student-5': { bg: '#ebe2ff', skin: '#b97d57', hair: '#1b1b1b', shirt: '#9a6ee5', style: 1 },
  'avatar-student-6': { bg: '#d9f3f6', skin: '#f3cfb3', hair: '#7a3f1b', shirt: '#1e9bb0', style: 0 },
  'avatar-student-7': { bg: '#ffe4d6', skin: '#8d5a3b', hair: '#111111', shirt: '#e4572e', style: 2 },
  'avatar-student-8': { bg: '#e8f0d8', skin: '#f6d2b8', hair: '#e7c16b', shirt: '#6b8f2a', style: 3 },
  'avatar-teacher-1': { bg: '#dde7f7', skin: '#f1c6a4', hair: '#3b2a20', shirt: '#1d3f8f', style: 4 },
  'avatar-teacher-2': { bg: '#f7e3dd', skin: '#d9a47f', hair: '#5a5a5a', shirt: '#8f1d4a', style: 5 },
  'avatar-inst': { bg: '#e6ecf5', skin: '#000', hair: '#000', shirt: '#2b59c3', style: 6 },
  'avatar-school': { bg: '#e9f5e6', skin: '#000', hair: '#000', shirt: '#1f8a4c', style: 7 },
};

/** Eyes, mouth and glasses. */
const INK = '#1f2433';
const BLUSH = '#f28b82';
const WINDOW = '#ffffff';
const FLAG = '#f5a623';

/** How a shape is painted: filled, or outlined when it has a `stroke`. */
export interface ShapePaint {
  fill?: string;
  stroke?: { colour: string; width: number; roundCaps: boolean };
  opacity?: number;
}

/** One shape of an avatar in its 96-unit square. */
export type AvatarShape = (
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number }
  | { kind: 'path'; d: string }
) &
  ShapePaint;

/**
 * The parts of an avatar, each moved as one on the character stage (components/scenes/CharacterStage): the body
 * breathes, the head bobs with it, the eyes blink, the school's flag flutters; the backdrop and a building stand.
 */
export type AvatarPartName = 'backdrop' | 'building' | 'flag' | 'body' | 'head' | 'eyes';

export interface AvatarPart {
  name: AvatarPartName;
  shapes: AvatarShape[];
}

const filled = (fill: string, opacity?: number): ShapePaint =>
  opacity === undefined ? { fill } : { fill, opacity };
const inked = (width: number, roundCaps = false): ShapePaint => ({
  stroke: { colour: INK, width, roundCaps },
});
const circle = (cx: number, cy: number, r: number, paint: ShapePaint): AvatarShape => ({
  kind: 'circle',
  cx,
  cy,
  r,
  ...paint,
});
const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
): AvatarShape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  radius,
  fill,
});
const path = (d: string, paint: ShapePaint): AvatarShape => ({ kind: 'path', d, ...paint });

function hair(style: number, colour: string): AvatarShape[] {
  switch (style) {
    case 1: // long hair
      return [path('M22 46c0-18 10-28 26-28s26 10 26 28v26h-8V46H30v26h-8z', filled(colour))];
    case 2: // curls
      return [28, 36, 44, 52, 60, 68].map((x) => circle(x, x % 16 === 0 ? 30 : 27, 8, filled(colour)));
    case 3: // ponytail
      return [
        path('M26 44c0-15 9-24 22-24s22 9 22 24c-7-6-18-9-30-8z', filled(colour)),
        { kind: 'ellipse', cx: 75, cy: 46, rx: 7, ry: 13, fill: colour },
      ];
    case 5: // bun
      return [
        circle(48, 17, 8, filled(colour)),
        path('M26 44c0-15 9-24 22-24s22 9 22 24c-6-8-16-11-22-11s-16 3-22 11z', filled(colour)),
      ];
    default: // short hair
      return [path('M25 44c0-16 10-25 23-25s23 9 23 25c-4-7-12-11-23-11s-19 4-23 11z', filled(colour))];
  }
}

/** A person: shirt and neck, then the head (face, hair, cheeks, mouth, glasses), then the eyes. */
function person(look: AvatarLook): AvatarPart[] {
  const glasses = look.style === 4 || look.style === 5;
  return [
    {
      name: 'body',
      shapes: [
        path('M18 96c2-18 14-26 30-26s28 8 30 26z', filled(look.shirt)),
        rect(42, 60, 12, 12, 4, look.skin),
      ],
    },
    {
      name: 'head',
      shapes: [
        circle(48, 46, 21, filled(look.skin)),
        ...hair(look.style, look.hair),
        circle(35, 55, 3, filled(BLUSH, 0.45)),
        circle(61, 55, 3, filled(BLUSH, 0.45)),
        path('M41 57q7 6 14 0', inked(2.2, true)),
        ...(glasses
          ? [circle(40, 48, 6, inked(1.8)), circle(56, 48, 6, inked(1.8)), path('M46 48h4', inked(1.8))]
          : []),
      ],
    },
    { name: 'eyes', shapes: [circle(40, 48, 2.6, filled(INK)), circle(56, 48, 2.6, filled(INK))] },
  ];
}

/** An organisation's office: a house with a pediment, three windows and a door. */
function office(look: AvatarLook): AvatarPart[] {
  return [
    {
      name: 'building',
      shapes: [
        rect(24, 34, 48, 40, 3, look.shirt),
        path('M20 36 48 18l28 18z', filled(look.shirt)),
        ...[30, 44, 58].map((x) => rect(x, 44, 8, 10, 1, WINDOW)),
        rect(42, 60, 12, 14, 1, WINDOW),
      ],
    },
  ];
}

/** A school: a house with a gable, a round window, two windows, a door, and its flag on a pole. */
function school(look: AvatarLook): AvatarPart[] {
  return [
    {
      name: 'building',
      shapes: [
        rect(22, 42, 52, 32, 3, look.shirt),
        path('M34 42 48 28l14 14z', filled(look.shirt)),
        rect(47, 14, 2.5, 16, 0, look.shirt),
        circle(48, 38, 4, filled(WINDOW)),
        rect(30, 50, 8, 8, 1, WINDOW),
        rect(58, 50, 8, 8, 1, WINDOW),
        rect(43, 58, 10, 16, 1, WINDOW),
      ],
    },
    { name: 'flag', shapes: [path('M49.5 14h12l-3 4 3 4h-12z', filled(FLAG))] },
  ];
}

/**
 * An avatar's picture as its parts in drawing order, on its round backdrop: the one definition of every avatar,
 * drawn as SVG (AvatarArt) and with Pixi Graphics (the character stage).
 */
export function avatarParts(avatar: AvatarKey): AvatarPart[] {
  const look = LOOKS[avatar];
  const backdrop: AvatarPart = { name: 'backdrop', shapes: [circle(48, 48, 48, filled(look.bg))] };
  const figure = look.style === 6 ? office(look) : look.style === 7 ? school(look) : person(look);
  return [backdrop, ...figure];
}
