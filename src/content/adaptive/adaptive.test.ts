import { describe, expect, it } from 'vitest';
import { planAdaptiveSession, practiceText, themedText } from '../../engine';
import { keyPressFor } from '../../keyboard';
import { courseLessons } from '../course';
import {
  ADAPTIVE_COURSE,
  ADAPTIVE_KEY_ORDER,
  ADAPTIVE_META,
  ADAPTIVE_WORDS,
  contentPassageWriter,
  THEMES,
} from '.';

describe('adaptive practice with the real word list', () => {
  it('every word contains the focus, for every key at every stage of unlocking', () => {
    let pseudo = 0;
    for (let count = 7; count <= ADAPTIVE_KEY_ORDER.length; count++) {
      const unlocked = ADAPTIVE_KEY_ORDER.slice(0, count);
      for (const focus of unlocked) {
        const result = practiceText({ words: ADAPTIVE_WORDS, unlocked, focus, seed: count, length: 80 });
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
  it('are lower-case words, unique within a theme', () => {
    for (const theme of THEMES) {
      expect(theme.words.length).toBeGreaterThanOrEqual(40);
      expect(new Set(theme.words).size).toBe(theme.words.length);
      for (const word of theme.words) expect(word).toMatch(/^[a-z]+$/);
    }
  });

  it('a themed session keeps to the learner’s keys', () => {
    const unlocked = ADAPTIVE_KEY_ORDER.slice(0, 15); // f j d k s l a g h r u e i w o
    const animals = THEMES.find((theme) => theme.slug === 'animals')!;
    const result = themedText({
      themeWords: animals.words,
      unlocked,
      focus: 'o',
      seed: 1,
      fallbackWords: ADAPTIVE_WORDS,
    });
    expect(result.usedFallback).toBe(false);
    expect(result.playable).toEqual(expect.arrayContaining(['dog', 'horse', 'wolf', 'goose']));
    for (const word of result.words) expect(animals.words).toContain(word);
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
