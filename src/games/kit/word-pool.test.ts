import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engine';
import { byLength, wordPool } from './word-pool';

describe('wordPool', () => {
  it('keeps real words when there are enough, without repeats or blanks', () => {
    const words = ['sad', 'lad', 'fad', 'dad', 'ask', 'add', 'all', 'fall', 'sad', ' '];
    expect(wordPool(words, [], seededRandom(1))).toEqual([
      'sad',
      'lad',
      'fad',
      'dad',
      'ask',
      'add',
      'all',
      'fall',
    ]);
  });

  it('makes letter groups from the unlocked keys when too few real words exist', () => {
    const pool = wordPool([], ['f', 'j'], seededRandom(2));
    expect(pool.length).toBeGreaterThanOrEqual(8);
    expect(pool.every((word) => /^[fj]{2,4}$/.test(word))).toBe(true);
  });
});

describe('byLength', () => {
  it('puts short words first', () => {
    expect(byLength(['salad', 'as', 'fad'])).toEqual(['as', 'fad', 'salad']);
  });
});
