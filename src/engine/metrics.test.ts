import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  charMsOfWpm,
  charsPerMinuteOfWpm,
  countOfRate,
  keyAccuracyOf,
  perMinute,
  wpmFromChars,
  wpmOfCharMs,
} from './metrics';

describe('typing figures', () => {
  it('counts a minute of typing as it is, and half a minute twice', () => {
    expect(perMinute(120, 60_000)).toBe(120);
    expect(perMinute(120, 30_000)).toBe(240);
  });

  it('gives no rate before any time has passed', () => {
    expect(perMinute(10, 0)).toBe(0);
    expect(wpmFromChars(10, 0)).toBe(0);
  });

  it('makes one word of every five characters', () => {
    expect(wpmFromChars(250, 60_000)).toBe(50);
    expect(charsPerMinuteOfWpm(50)).toBe(250);
  });

  it('turns a rate over a duration back into its count', () => {
    expect(countOfRate(perMinute(37, 45_000), 45_000)).toBeCloseTo(37);
  });

  it('takes accuracy over every character put in, 0 when nothing was typed', () => {
    expect(accuracyOf(9, 10)).toBe(0.9);
    expect(accuracyOf(0, 0)).toBe(0);
  });

  it('turns a time per character into a speed and back (240 ms a character is 50 WPM)', () => {
    expect(wpmOfCharMs(240)).toBe(50);
    expect(charMsOfWpm(50)).toBe(240);
    expect(wpmOfCharMs(charMsOfWpm(37))).toBeCloseTo(37);
  });

  it("takes a key's accuracy over its presses, 0 for a key never pressed", () => {
    expect(keyAccuracyOf(3, 1)).toBe(0.75);
    expect(keyAccuracyOf(0, 0)).toBe(0);
  });
});
