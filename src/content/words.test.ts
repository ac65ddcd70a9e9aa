import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, isEnglishWord, wordsFromKeys } from './words';
import { hashString, seededRandom, randomFor, shuffled } from '../engine';
import blocklist from './safety/children-words.json';
import { isSafeWord } from './safety/filter';

describe('the English word list', () => {
  it('holds a few thousand distinct lower-case words, most common first', () => {
    expect(ENGLISH_WORDS.length).toBeGreaterThan(2000);
    expect(ENGLISH_WORDS.length).toBeLessThan(5000);
    expect(new Set(ENGLISH_WORDS).size).toBe(ENGLISH_WORDS.length);
    for (const word of ENGLISH_WORDS) expect(word).toMatch(/^[a-z]+$/);
    expect(ENGLISH_WORDS.slice(0, 10)).toEqual(expect.arrayContaining(['you', 'the', 'to', 'a']));
    expect(ENGLISH_WORDS.indexOf('the')).toBeLessThan(ENGLISH_WORDS.indexOf('kite'));
  });

  it('contains no word of the blocklist', () => {
    const blocked = Object.entries(blocklist)
      .filter(([reason]) => reason !== '//')
      .flatMap(([, words]) => words as string[]);
    expect(blocked.length).toBeGreaterThan(100);
    expect(ENGLISH_WORDS.filter((word) => blocked.includes(word))).toEqual([]);
  });

  it('holds only words the safety filter lets through (the list is not filtered at run time)', () => {
    expect(ENGLISH_WORDS.filter((word) => !isSafeWord(word))).toEqual([]);
  });

  it('leaves out words a child should not be asked to type', () => {
    for (const word of ['kill', 'gun', 'beer', 'hell', 'stupid', 'drunk', 'dead', 'murder']) {
      expect(isEnglishWord(word), word).toBe(false);
    }
  });

  it('knows familiar words whatever their case', () => {
    expect(isEnglishWord('salad')).toBe(true);
    expect(isEnglishWord('Salad')).toBe(true);
    expect(isEnglishWord('fjfj')).toBe(false);
  });
});

describe('wordsFromKeys', () => {
  it('finds real words typed with the middle-row keys only, most common first', () => {
    const words = wordsFromKeys('asdfjkl');
    expect(words).toEqual(expect.arrayContaining(['a', 'all', 'as', 'dad', 'ask', 'fall', 'sad', 'salad']));
    for (const word of words) expect(word).toMatch(/^[asdfjkl]+$/);
    expect(words.indexOf('all')).toBeLessThan(words.indexOf('salad'));
  });

  it('finds nothing when no word can be typed', () => {
    expect(wordsFromKeys(['f', 'j'])).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(wordsFromKeys('abcdefghijklmnopqrstuvwxyz', 5)).toEqual(ENGLISH_WORDS.slice(0, 5));
  });
});

describe('the seeded random generator', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });

  it('gives known values, so every machine generates the same lessons', () => {
    expect(hashString('home-keys-d-and-k')).toMatchInlineSnapshot(`4008800892`);
    expect(Array.from({ length: 3 }, seededRandom(1))).toMatchInlineSnapshot(`
      [
        0.6270739405881613,
        0.002735721180215478,
        0.5274470399599522,
      ]
    `);
    expect(shuffled(randomFor('x'), [1, 2, 3, 4, 5])).toMatchInlineSnapshot(`
      [
        2,
        4,
        5,
        1,
        3,
      ]
    `);
  });
});
