import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without type declarations
import { durationOf, withDuration } from './webm-duration.mjs';

const HERO_VIDEOS = ['star-trek', 'balloon-pop'].map((name) =>
  readFileSync(new URL(`../../assets/public/landing/${name}.webm`, import.meta.url)),
);

describe('the hero videos carry their duration', () => {
  it('every committed hero WebM says how long it is (a recorder leaves it out)', () => {
    for (const video of HERO_VIDEOS) {
      const ms = durationOf(video) as number | null;
      expect(ms).not.toBeNull();
      expect(ms).toBeGreaterThan(4000);
      expect(ms).toBeLessThan(12_000);
    }
  });

  it('writing the duration again changes nothing', () => {
    for (const video of HERO_VIDEOS) expect(Buffer.compare(withDuration(video), video)).toBe(0);
  });
});
