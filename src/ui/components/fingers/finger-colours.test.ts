import { readFileSync } from 'node:fs';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';

/**
 * The finger colours stay apart for colour-blind children (issue 34): each pair measured with CIEDE2000 after a
 * simulation of the three dichromacies (Machado, Oliveira and Fernandes 2009, severity 1, applied to linear RGB),
 * in both themes, as full colours (the lit key, the hands) and as the light tints of the keyboard's finger zones.
 * Finger numbers (the settings' "finger marks") are the other way to tell them; OnScreenKeyboard.test checks those.
 */

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];
const VISIONS: Record<string, Matrix | null> = {
  typical: null,
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** The colour as seen with a vision (its matrix on linear RGB, clipped to the gamut). */
function seen(colour: Color, matrix: Matrix | null): Color {
  if (!matrix) return colour;
  const [r, g, b] = colour.to('srgb-linear').coords.map(Number) as [number, number, number];
  const coords = matrix.map((row) => Math.min(1, Math.max(0, row[0]! * r + row[1]! * g + row[2]! * b)));
  return new Color('srgb-linear', coords as [number, number, number]);
}

/** `color-mix(in srgb, colour share%, white)` as the style sheets draw the finger zones. */
function tint(colour: Color, share: number): Color {
  const coords = colour.to('srgb').coords.map((value) => Number(value) * share + (1 - share));
  return new Color('srgb', coords as [number, number, number]);
}

const css = (path: string) => readFileSync(`${import.meta.dirname}/${path}`, 'utf8');
const global = css('../../styles/global.css');

/** The finger tokens of the block that starts at `selector` in global.css. */
function fingerTokens(selector: string): Record<string, Color> {
  const start = global.indexOf(`${selector} {`);
  const block = global.slice(start, global.indexOf('}', start));
  const tokens: Record<string, Color> = {};
  for (const [, name, value] of block.matchAll(/--finger-([a-z-]+):\s*(#[0-9a-f]{6})/g))
    tokens[name!] = new Color(value!);
  return tokens;
}

/** The share of the finger's colour in a key's zone tint (OnScreenKeyboard.module.css). */
const zoneShare =
  Number(
    /\.zone \.cap \{\s*fill: color-mix\(in srgb, var\(--key-colour\) (\d+)%, white\)/.exec(
      css('../keyboard/OnScreenKeyboard.module.css'),
    )?.[1],
  ) / 100;

/** The colours to tell apart: one per finger of a hand (mirrored), both index fingers, the thumbs' one. */
const FINGERS = ['left-pinky', 'left-ring', 'left-middle', 'left-index', 'right-index', 'thumb'];
/** Fingers whose zones touch on the keyboard (a row's neighbours, and the space bar under the index fingers). */
const NEIGHBOURS = [
  ['left-pinky', 'left-ring'],
  ['left-ring', 'left-middle'],
  ['left-middle', 'left-index'],
  ['left-index', 'right-index'],
  ['left-middle', 'thumb'],
  ['left-index', 'thumb'],
  ['right-index', 'thumb'],
];

/** The smallest CIEDE2000 distance among `pairs`, with the pair and the vision where it is. */
function closest(tokens: Record<string, Color>, pairs: string[][], share = 1) {
  let found = { distance: Infinity, where: '' };
  for (const [vision, matrix] of Object.entries(VISIONS))
    for (const [a, b] of pairs) {
      const distance = seen(tint(tokens[a!]!, share), matrix).deltaE(
        seen(tint(tokens[b!]!, share), matrix),
        '2000',
      );
      if (distance < found.distance) found = { distance, where: `${a}/${b} (${vision})` };
    }
  return found;
}

const everyPair = FINGERS.flatMap((a, index) => FINGERS.slice(index + 1).map((b) => [a, b]));

describe.each([':root', ":root[data-theme='contrast']"])('finger colours of %s', (selector) => {
  const tokens = fingerTokens(selector);

  it('names every finger', () => {
    expect(Object.keys(tokens)).toEqual(expect.arrayContaining([...FINGERS, 'right-pinky', 'right-ring']));
  });

  it('keeps every pair of fingers apart in full colour, with each colour blindness (ΔE2000 ≥ 12)', () => {
    const { distance, where } = closest(tokens, everyPair);
    expect(distance, where).toBeGreaterThanOrEqual(12);
  });

  it("keeps neighbouring fingers' keyboard zones apart in their light tints (ΔE2000 ≥ 4)", () => {
    expect(zoneShare).toBeGreaterThan(0);
    const { distance, where } = closest(tokens, NEIGHBOURS, zoneShare);
    expect(distance, where).toBeGreaterThanOrEqual(4);
  });
});
