import { describe, expect, it } from 'vitest';
import { starsFor, type PassRule } from './stars';

const rule: PassRule = { accuracy: [0.8, 0.9, 0.95], wpm: [0, 10, 20] };

describe('starsFor', () => {
  it('gives the first star for accuracy alone', () => {
    expect(starsFor({ finished: true, accuracy: 0.8, wpm: 1 }, rule)).toBe(1);
  });

  it('needs both accuracy and speed for the second and third stars', () => {
    expect(starsFor({ finished: true, accuracy: 0.92, wpm: 25 }, rule)).toBe(2);
    expect(starsFor({ finished: true, accuracy: 0.99, wpm: 9 }, rule)).toBe(1);
    expect(starsFor({ finished: true, accuracy: 0.96, wpm: 20 }, rule)).toBe(3);
  });

  it('gives nothing below the accuracy threshold, however fast', () => {
    expect(starsFor({ finished: true, accuracy: 0.79, wpm: 90 }, rule)).toBe(0);
  });

  it('gives nothing for an unfinished attempt', () => {
    expect(starsFor({ finished: false, accuracy: 1, wpm: 90 }, rule)).toBe(0);
  });
});
