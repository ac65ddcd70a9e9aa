import { useApplication, useTick } from '@pixi/react';
import { GraphicsPath, type Graphics, type Ticker } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { AvatarKey } from '../../../contracts';
import {
  AVATAR_UNITS,
  avatarParts,
  type AvatarPart,
  type AvatarPartName,
  type AvatarShape,
} from '../account/avatar-look';
import { PixiStage, useScenePlaying, useStageSize } from './PixiStage';

export interface CharacterStageProps {
  avatar: AvatarKey;
  /** Whether it moves: only while watched (the page says when); else it stands on one frame. */
  playing: boolean;
  /**
   * The avatar's SVG: drawn under the scene (the stage's first frame covers it exactly, so nothing jumps), and
   * drawn alone if the scene's chunk cannot load (./lazy.ts).
   */
  fallback: ReactNode;
  /** The scene's host: it lies over the fallback, filling the box both stand in. */
  className?: string;
}

/** A breath in and out; the blink, once in so long; the school's flag, one flutter. */
const BREATH_MS = 3400;
const BLINK_EVERY_MS = 4200;
const BLINK_MS = 160;
const FLUTTER_MS = 1300;
/** A gentle idle motion needs few frames: fewer drawn, less work on a child's laptop. */
const FRAMES_A_SECOND = 24;

/** The podium's top, its front and the avatar's shadow on it (the colours of a wooden stage). */
const PODIUM_TOP = 0xf1e2c6;
const PODIUM_FRONT = 0xd3b689;
const SHADOW = 0x1f2433;

/**
 * Where each moving part is scaled from, in avatar units: the body from its bottom, the head from its middle,
 * the eyes from their line, the flag from its pole. The backdrop and a building stand still.
 */
const ORIGINS = {
  body: { x: 48, y: 96 },
  head: { x: 48, y: 46 },
  eyes: { x: 48, y: 48 },
  flag: { x: 49.5, y: 18 },
} as const;
const originOf = (name: AvatarPartName): { x: number; y: number } | undefined =>
  (ORIGINS as Partial<Record<AvatarPartName, { x: number; y: number }>>)[name];

type MovingParts = Partial<Record<AvatarPartName, Graphics | null>>;

/**
 * The idle motion at `ms` into it, each from 0 (at rest, the still frame) to 1: how far the breath is in, how
 * shut the eyes are, how far the flag is furled.
 */
function idlePose(ms: number): { breath: number; blink: number; flutter: number } {
  const intoBlink = (ms % BLINK_EVERY_MS) - (BLINK_EVERY_MS - BLINK_MS);
  return {
    breath: (1 - Math.cos((2 * Math.PI * ms) / BREATH_MS)) / 2,
    blink: intoBlink > 0 ? Math.sin((Math.PI * intoBlink) / BLINK_MS) : 0,
    flutter: (1 - Math.cos((2 * Math.PI * ms) / FLUTTER_MS)) / 2,
  };
}

/** Moves the parts to the idle pose at `ms`: the chest rises, the head with it, the eyes shut, the flag furls. */
function pose(parts: MovingParts, ms: number) {
  const { breath, blink, flutter } = idlePose(ms);
  const lift = breath * 1.2;
  parts.body?.scale.set(1 + breath * 0.012, 1 + breath * 0.03);
  if (parts.head) parts.head.y = ORIGINS.head.y - lift;
  if (parts.eyes) {
    parts.eyes.y = ORIGINS.eyes.y - lift;
    parts.eyes.scale.y = 1 - blink * 0.9;
  }
  parts.flag?.scale.set(1 - flutter * 0.18, 1);
}

/** Draws shapes of the avatar's data with Pixi Graphics, as AvatarArt draws them in SVG. */
function drawShapes(g: Graphics, shapes: readonly AvatarShape[]) {
  g.clear();
  for (const shape of shapes) {
    if (shape.kind === 'circle') g.circle(shape.cx, shape.cy, shape.r);
    else if (shape.kind === 'ellipse') g.ellipse(shape.cx, shape.cy, shape.rx, shape.ry);
    else if (shape.kind === 'rect') g.roundRect(shape.x, shape.y, shape.width, shape.height, shape.radius);
    else g.path(new GraphicsPath(shape.d));
    const alpha = shape.opacity ?? 1;
    if (shape.stroke) {
      const { colour, width, roundCaps } = shape.stroke;
      g.stroke({ color: colour, width, alpha, cap: roundCaps ? 'round' : 'butt' });
    } else if (shape.fill) g.fill({ color: shape.fill, alpha });
  }
}

/** The podium the avatar stands on, below and behind its round backdrop, with the avatar's shadow. */
function drawPodium(g: Graphics) {
  g.clear()
    .ellipse(48, 104, 44, 8)
    .fill(PODIUM_FRONT)
    .ellipse(48, 100, 44, 8)
    .fill(PODIUM_TOP)
    .ellipse(48, 97, 30, 3.5)
    .fill({ color: SHADOW, alpha: 0.14 });
}

/**
 * The character stage (@pixi/react): the learner's current avatar, drawn with Pixi Graphics from the same data
 * as its SVG (components/account/avatar-look), standing on a small podium, breathing and blinking (a school's
 * flag flutters) while `playing`; one still frame otherwise (reduced motion, the lite app: useScenePlaying).
 */
export default function CharacterStage({ avatar, playing, fallback, className }: CharacterStageProps) {
  return (
    <>
      {fallback}
      <PixiStage className={className} maxFps={FRAMES_A_SECOND}>
        <Stage avatar={avatar} playing={playing} />
      </PixiStage>
    </>
  );
}

function Stage({ avatar, playing }: { avatar: AvatarKey; playing: boolean }) {
  useScenePlaying(true, playing);
  const { width } = useStageSize();
  // A stage not laid out yet has nothing to draw on.
  return width > 0 ? <Figure avatar={avatar} scale={width / AVATAR_UNITS} /> : null;
}

function Figure({ avatar, scale }: { avatar: AvatarKey; scale: number }) {
  const { app } = useApplication();
  const parts = useMemo(() => avatarParts(avatar), [avatar]);
  const moving = useRef<MovingParts>({});
  // Each part's Graphics kept by name for the ticker's pose (one stable callback a part).
  const partRefs = useMemo(
    () =>
      new Map(
        parts.map((part) => [
          part.name,
          (g: Graphics | null) => {
            moving.current[part.name] = g;
          },
        ]),
      ),
    [parts],
  );
  // Milliseconds of idle motion played: it stands still, its clock too, while the ticker is stopped.
  const clock = useRef(0);
  useTick(
    useCallback((ticker: Ticker) => {
      clock.current += ticker.deltaMS;
      pose(moving.current, clock.current);
    }, []),
  );
  // The pose of now as soon as the parts are there, drawn at once if the ticker stands (the still frame).
  useEffect(() => {
    pose(moving.current, clock.current);
    if (!app.ticker.started) app.render();
  }, [app, parts, scale]);
  return (
    <pixiContainer scale={scale}>
      <pixiGraphics draw={drawPodium} />
      {parts.map((part) => (
        <Part key={part.name} part={part} onPart={partRefs.get(part.name)!} />
      ))}
    </pixiContainer>
  );
}

/** One part of the avatar, placed at its origin so that it scales from there. */
function Part({ part, onPart }: { part: AvatarPart; onPart: (g: Graphics | null) => void }) {
  const draw = useCallback((g: Graphics) => drawShapes(g, part.shapes), [part]);
  const origin = originOf(part.name);
  return origin ? (
    <pixiGraphics ref={onPart} draw={draw} pivot={origin} position={origin} />
  ) : (
    <pixiGraphics draw={draw} />
  );
}
