import { describe, expect, it } from 'vitest';
import { planAdaptiveSession, practiceText } from '../../engine';
import { safeWord } from '../safety';
import { keyPressFor } from '../../keyboard';
import { courseLessons } from '../course';
import {
  ADAPTIVE_COURSE,
  ADAPTIVE_KEY_ORDER,
  ADAPTIVE_META,
  ADAPTIVE_WORDS,
  contentPassageWriter,
  THEMES,
  writeThemedPassage,
} from '.';

describe('adaptive practice with the real word list', () => {
  it('every word contains the focus, for every key at every stage of unlocking', () => {
    let pseudo = 0;
    for (let count = 7; count <= ADAPTIVE_KEY_ORDER.length; count++) {
      const unlocked = ADAPTIVE_KEY_ORDER.slice(0, count);
      for (const focus of unlocked) {
        const result = practiceText({
          safe: safeWord,
          words: ADAPTIVE_WORDS,
          unlocked,
          focus,
          seed: count,
          length: 80,
        });
        for (const word of result.words) {
          expect(word).toContain(focus);
          expect([...word].every((char) => unlocked.includes(char))).toBe(true);
        }
        pseudo += result.pseudoWords.length;
      }
    }
    // Pseudo-words are a fallback: most sessions are real words only.
    expect(pseudo).toBeLessThan(400);
  });

  it('a new learner starts on the home row with real words', () => {
    const lesson = courseLessons(ADAPTIVE_COURSE)[0]!;
    const plan = planAdaptiveSession({ unlocked: [], history: {} });
    for (const word of lesson.text.split(' ')) {
      expect(word).toContain(plan.focus);
      expect([...word].every((char) => 'fjdksla'.includes(char))).toBe(true);
    }
  });
});

describe('themes', () => {
  it('have their own words, lower case and unique', () => {
    for (const theme of THEMES) {
      expect(theme.words.length, theme.slug).toBeGreaterThanOrEqual(10);
      expect(new Set(theme.words).size).toBe(theme.words.length);
      for (const word of theme.words) expect(word).toMatch(/^[a-z]+$/);
    }
  });

  it('a themed session keeps to the learner’s keys and writes sentences on the theme', () => {
    const unlocked = ADAPTIVE_KEY_ORDER.slice(0, 20); // f j d k s l a g h r u e i w o q y t p v
    const pets = writeThemedPassage({ theme: 'pets', unlocked, focus: 'o', seed: 1 });
    expect(pets.made).toBe('sentences');
    expect(pets.sentences).toBeGreaterThanOrEqual(4);
    expect([...pets.text].every((char) => char === ' ' || unlocked.includes(char))).toBe(true);
    expect(pets.words.some((word) => ['dog', 'dogs', 'puppy', 'parrot', 'parrots'].includes(word))).toBe(
      true,
    );
  });

  it('the offline writer answers for every theme with unlocked keys only', async () => {
    const writer = contentPassageWriter(5);
    const unlocked = ADAPTIVE_KEY_ORDER.slice(0, 12);
    for (const theme of THEMES) {
      const passage = await writer.generateThemedPassage(theme.slug, unlocked, 'e');
      expect([...passage].every((char) => char === ' ' || unlocked.includes(char))).toBe(true);
    }
  });

  it('the course has one lesson per theme and lessons typeable on a US keyboard', () => {
    expect(ADAPTIVE_COURSE.chapters.map((chapter) => chapter.lessons.length)).toEqual(
      ADAPTIVE_META.chapters.map((chapter) => chapter.lessonCount),
    );
    for (const lesson of courseLessons(ADAPTIVE_COURSE)) {
      expect(lesson.practice?.kind).toBe('adaptive');
      for (const char of lesson.text) expect(keyPressFor(char)).toBeDefined();
    }
  });
});
