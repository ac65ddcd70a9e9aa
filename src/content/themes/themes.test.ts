import { describe, expect, it } from 'vitest';
import { checkPassage, themedText, usesOnly } from '../../engine';
import { ADAPTIVE_KEY_ORDER, ADAPTIVE_WORDS, contentPassageWriter } from '../adaptive';
import { isEnglishWord } from '../words';
import { THEMES, themeFor, wordsForTheme } from '.';

describe('themed practice without a language model', () => {
  it('offers at least 10 themes', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(10);
  });

  it('contains real theme words whenever the unlocked keys can spell one, at every stage of unlocking', () => {
    let checked = 0;
    for (const theme of THEMES) {
      for (let count = 7; count <= ADAPTIVE_KEY_ORDER.length; count++) {
        const unlocked = ADAPTIVE_KEY_ORDER.slice(0, count);
        const allowed = new Set(unlocked);
        const spellable = theme.words.filter((word) => usesOnly(word, allowed));
        for (const focus of [unlocked[0]!, unlocked[count - 1]!, 'e'].filter((key) => allowed.has(key))) {
          const result = themedText({
            themeWords: theme.words,
            unlocked,
            focus,
            seed: count * 31 + focus.charCodeAt(0),
            fallbackWords: ADAPTIVE_WORDS,
          });
          for (const word of result.words) expect(usesOnly(word, allowed)).toBe(true);
          const themeWords = result.words.filter((word) => theme.words.includes(word));
          if (spellable.length > 0) {
            checked++;
            expect(themeWords.length, `${theme.slug} with ${count} keys, focus ${focus}`).toBeGreaterThan(0);
            // Every spellable theme word up to a dozen comes at least once: the theme leads, common words fill in.
            expect(new Set(themeWords).size).toBeGreaterThanOrEqual(Math.min(spellable.length, 12));
          }
          expect(result.kinds.theme).toBe(themeWords.length);
          // Made-up words only when too few real words fit.
          if (result.kinds.pseudo > 0) {
            const real = ADAPTIVE_WORDS.filter((word) => word.length > 1 && usesOnly(word, allowed));
            expect(new Set([...spellable, ...real]).size).toBeLessThan(12);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('fills in with common English words, not made-up ones, while the theme has few words for the keys', () => {
    const dinosaurs = wordsForTheme('dinosaurs')!;
    const result = themedText({
      themeWords: dinosaurs,
      unlocked: [...'fjdkslagh'],
      focus: 'a',
      seed: 7,
      fallbackWords: ADAPTIVE_WORDS,
    });
    expect(result.usedFallback).toBe(true);
    expect(result.kinds).toEqual({ theme: 0, common: result.words.length, pseudo: 0 });
    for (const word of result.words) expect(isEnglishWord(word)).toBe(true);
    // With the seven home keys alone fewer than a dozen real words exist: the made-up ones are counted as such.
    const homeRow = themedText({
      themeWords: dinosaurs,
      unlocked: [...'fjdksla'],
      focus: 'a',
      seed: 7,
      fallbackWords: ADAPTIVE_WORDS,
    });
    expect(homeRow.kinds.pseudo).toBeGreaterThan(0);
    expect(homeRow.kinds.common).toBeGreaterThan(homeRow.kinds.pseudo);
    const pseudo = homeRow.words.filter((word) => !isEnglishWord(word));
    expect(pseudo.length).toBe(homeRow.kinds.pseudo);
  });

  it('writes real dinosaur words once the keys allow them (the issue’s example)', async () => {
    const unlocked = ADAPTIVE_KEY_ORDER.slice(0, 15); // f j d k s l a g h r u e i w o
    const passage = await contentPassageWriter(3).generateThemedPassage('dinosaurs', unlocked, 'e');
    expect(checkPassage(passage, [...unlocked, ' ']).ok).toBe(true);
    const words = passage.split(' ');
    for (const word of ['egg', 'huge', 'herd', 'roar', 'dig']) expect(words).toContain(word);
    for (const word of words) expect(isEnglishWord(word) || dinosaurs().includes(word)).toBe(true);
  });

  it('matches a teacher’s free text to the nearest theme, in any of the five languages', () => {
    expect(themeFor('dinosaurs')?.slug).toBe('dinosaurs');
    expect(themeFor('T. rex and other dinosaurs')?.slug).toBe('dinosaurs');
    expect(themeFor('the sea')?.slug).toBe('ocean');
    expect(themeFor('Football')?.slug).toBe('sports');
    expect(themeFor('my pets')?.slug).toBe('animals');
    expect(themeFor('rainy days')?.slug).toBe('weather');
    expect(themeFor('恐龙')?.slug).toBe('dinosaurs');
    expect(themeFor('我喜欢太空')?.slug).toBe('space');
    expect(themeFor('Haiwan')?.slug).toBe('animals');
    expect(themeFor('乗り物')?.slug).toBe('transport');
    expect(themeFor('quantum chromodynamics')).toBeUndefined();
    expect(themeFor('  ')).toBeUndefined();
    expect(wordsForTheme('the sea')).toBe(wordsForTheme('ocean'));
  });
});

function dinosaurs(): readonly string[] {
  return wordsForTheme('dinosaurs')!;
}
