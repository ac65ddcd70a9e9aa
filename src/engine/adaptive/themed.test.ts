import { describe, expect, it } from 'vitest';
import {
  checkPassage,
  offlinePassageWriter,
  parseWordList,
  themedPassage,
  themedText,
  tidyPassage,
  type PassageJudge,
  type PassageWriter,
  type WordFilter,
} from './index';

/** The engine's tests take every word; the content's filter has its own tests (src/content/safety). */
const safe: WordFilter = () => true;
const judge: PassageJudge = () => null;

const UNLOCKED = [...'fjdkslaghrueiwo'];
const ANIMALS = [
  'cat',
  'dog',
  'horse',
  'seal',
  'duck',
  'frog',
  'goose',
  'whale',
  'wolf',
  'hare',
  'gull',
  'owl',
];
const FALLBACK = ['as', 'sad', 'dad', 'ask', 'all', 'fall', 'lad', 'salad', 'add', 'flask', 'had', 'glad'];

describe('themed sessions', () => {
  it('keeps only theme words typed with unlocked keys and lists the others as skipped', () => {
    const result = themedText({
      safe,
      themeWords: ANIMALS,
      unlocked: UNLOCKED,
      focus: 'o',
      seed: 1,
      fallbackWords: FALLBACK,
    });
    expect(result.playable.sort()).toEqual([
      'dog',
      'frog',
      'goose',
      'gull',
      'hare',
      'horse',
      'owl',
      'seal',
      'whale',
      'wolf',
    ]);
    expect(result.skipped.sort()).toEqual(['cat', 'duck']);
    expect(result.usedFallback).toBe(false);
    // Ten theme words are fewer than a session's dozen: common words fill in, and are counted as such.
    for (const word of result.playable) expect(result.words).toContain(word);
    for (const word of result.words) expect([...result.playable, ...FALLBACK]).toContain(word);
    expect(result.kinds.theme + result.kinds.common).toBe(result.words.length);
    expect(result.kinds.theme).toBeGreaterThan(result.kinds.common);
  });

  it('uses only theme words when the keys spell a dozen of them', () => {
    const result = themedText({
      safe,
      themeWords: ANIMALS,
      unlocked: UNLOCKED,
      focus: 'o',
      seed: 1,
      fallbackWords: FALLBACK,
      minPool: 10,
    });
    expect(result.kinds).toEqual({ theme: result.words.length, common: 0, pseudo: 0 });
  });

  it('still prefers the focus key: every other word contains it', () => {
    const result = themedText({
      safe,
      themeWords: ANIMALS,
      unlocked: UNLOCKED,
      focus: 'o',
      seed: 4,
      length: 200,
      fallbackWords: FALLBACK,
    });
    expect(result.text.length).toBeGreaterThanOrEqual(200);
    result.words.forEach((word, i) => {
      if (i % 2 === 0) expect(word).toContain('o');
    });
    const withFocus = result.words.filter((word) => word.includes('o')).length;
    expect(withFocus / result.words.length).toBeGreaterThanOrEqual(0.5);
  });

  it('uses the plain practice text when no theme word can be typed yet', () => {
    const result = themedText({
      safe,
      themeWords: ['cat', 'dog'],
      unlocked: [...'fjdksla'],
      focus: 'a',
      seed: 1,
      fallbackWords: FALLBACK,
    });
    expect(result.usedFallback).toBe(true);
    expect(result.playable).toEqual([]);
    for (const word of result.words) expect(word).toContain('a');
  });

  it('reads a pasted list: commas, lines, capitals and repeats', () => {
    expect(parseWordList('Lion, Tiger;\n  lion  "Zebra"\r\nowl.  ,,')).toEqual([
      'lion',
      'tiger',
      'zebra',
      'owl',
    ]);
    expect(parseWordList('狮子，老虎、熊猫')).toEqual(['狮子', '老虎', '熊猫']);
    expect(parseWordList('   ')).toEqual([]);
  });
});

describe('language-model passages', () => {
  it('accepts a passage of unlocked characters and spaces', () => {
    expect(checkPassage('a sad lad had a salad', UNLOCKED)).toEqual({
      ok: true,
      passage: 'a sad lad had a salad',
    });
  });

  it('refuses locked characters and names them', () => {
    expect(checkPassage('the cat sat', UNLOCKED)).toEqual({
      ok: false,
      problem: 'locked-chars',
      lockedChars: ['c', 't'],
    });
    expect(checkPassage('a\tlad', UNLOCKED)).toMatchObject({ ok: false, lockedChars: ['\t'] });
  });

  it('refuses an empty or over-long passage', () => {
    expect(checkPassage('   ', UNLOCKED)).toMatchObject({ ok: false, problem: 'empty' });
    expect(checkPassage('a '.repeat(400), UNLOCKED)).toMatchObject({ ok: false, problem: 'too-long' });
  });

  it('tidies case, spacing and punctuation the learner has not unlocked, never letters', () => {
    expect(tidyPassage('  A  sad lad.\nHe had a “salad”!  ', UNLOCKED)).toBe('a sad lad he had a salad');
    expect(tidyPassage('Dad, go!', [...UNLOCKED, ','])).toBe('dad, go');
    expect(tidyPassage('The cat.', UNLOCKED)).toBe('the cat');
  });

  const offline = offlinePassageWriter({
    safe,
    wordsForTheme: (theme) => (theme === 'animals' ? ANIMALS : undefined),
    fallbackWords: FALLBACK,
    seed: 3,
  });

  it('uses the writer when its passage passes the check', async () => {
    const writer: PassageWriter = {
      generateThemedPassage: () => Promise.resolve('A seal, a wolf and a frog.'),
    };
    const result = await themedPassage(writer, offline, 'animals', [...UNLOCKED, 'n'], 'o', judge);
    expect(result).toEqual({ passage: 'a seal a wolf and a frog', source: 'writer' });
  });

  it('falls back offline, with the reason, when the judge refuses the writer’s answer as written', async () => {
    const writer: PassageWriter = { generateThemedPassage: () => Promise.resolve('A seal met Rex.') };
    const seen: string[] = [];
    const refusing: PassageJudge = (raw, theme) => {
      seen.push(`${theme}: ${raw}`);
      return 'name';
    };
    const result = await themedPassage(
      writer,
      offline,
      'animals',
      [...UNLOCKED, 'n', 'm', 't', 'x'],
      'o',
      refusing,
    );
    expect(result).toMatchObject({ source: 'offline', refused: 'name' });
    expect(seen).toEqual(['animals: A seal met Rex.']);
  });

  it('falls back offline when the writer uses locked keys, fails, or is not configured', async () => {
    const cheeky: PassageWriter = { generateThemedPassage: () => Promise.resolve('The cat and the dog.') };
    const broken: PassageWriter = { generateThemedPassage: () => Promise.reject(new Error('timeout')) };
    const refused = await themedPassage(cheeky, offline, 'animals', UNLOCKED, 'o', judge);
    expect(refused).toMatchObject({ source: 'offline', refused: 'locked-chars' });
    expect(checkPassage(refused.passage, UNLOCKED).ok).toBe(true);
    expect(await themedPassage(broken, offline, 'animals', UNLOCKED, 'o', judge)).toMatchObject({
      refused: 'failed',
    });
    const none = await themedPassage(undefined, offline, 'animals', UNLOCKED, 'o', judge);
    expect(none.source).toBe('offline');
    expect(none.refused).toBeUndefined();
  });

  it('the offline writer works for an unknown theme, from the fallback words, the focus every other word', async () => {
    const passage = await offline.generateThemedPassage('dinosaurs', [...'fjdksla'], 'd');
    expect(checkPassage(passage, [...'fjdksla']).ok).toBe(true);
    passage.split(' ').forEach((word, i) => {
      if (i % 2 === 0) expect(word).toContain('d');
    });
  });
});
