import { describe, expect, it } from 'vitest';
import { hashString, pickOne, seededRandom } from './random';

describe('hashString', () => {
  it('is 32-bit FNV-1a (the published test vectors)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});

describe('seededRandom', () => {
  it('repeats the same numbers for the same seed, within [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 100 }, a);

    expect(first).toEqual(Array.from({ length: 100 }, b));
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(95);
  });

  it('picks an item of the list, and refuses an empty one', () => {
    const random = seededRandom(1);
    expect(['a', 'b', 'c']).toContain(pickOne(random, ['a', 'b', 'c']));
    expect(() => pickOne(random, [])).toThrow();
  });
});
