import type { Graphics } from 'pixi.js';

/**
 * What the games look like where more than one place draws it: a game and the game switcher's live preview of
 * it (src/ui/components/scenes) draw the same sky and the same balloons.
 */

/** The balloons' tints, one after another by each balloon's colour number. */
export const BALLOON_COLOURS = [0xff5d73, 0x4cc9f0, 0xffd166, 0x8ac926, 0xb388ff, 0xff9f1c] as const;

/** A sky that brightens towards the horizon, in bands (no gradient texture to manage), over a strip of grass. */
export function drawSky(sky: Graphics, width: number, height: number) {
  const g = sky.clear();
  const bands = 8;
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    g.rect(0, (height * i) / bands, width, height / bands + 1).fill(mix(0x8fd3ff, 0xe9f7ff, t));
  }
  g.rect(0, height - 26, width, 26).fill(0x7bcf6a);
}

function mix(a: number, b: number, t: number): number {
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t) << shift;
  return channel(16) | channel(8) | channel(0);
}
