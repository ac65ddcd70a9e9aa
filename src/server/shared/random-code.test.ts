import { describe, expect, it } from 'vitest';
import { CARD_CODE_ALPHABET, randomCode } from './random-code';

describe('randomCode', () => {
  it('has the asked length and only characters of the alphabet', () => {
    for (const [alphabet, length] of [
      [CARD_CODE_ALPHABET, 16],
      ['0123456789', 10],
      ['ab', 1],
    ] as const) {
      const code = randomCode(alphabet, length);
      expect(code).toHaveLength(length);
      expect([...code].every((c) => alphabet.includes(c))).toBe(true);
    }
    expect(randomCode('xyz', 0)).toBe('');
  });

  it('draws every character of the alphabet', () => {
    const seen = new Set(randomCode('abcd', 400));
    expect([...seen].sort().join('')).toBe('abcd');
  });

  it('card codes leave out the characters a child confuses', () => {
    expect(CARD_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });
});
