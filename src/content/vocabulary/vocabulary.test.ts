import { describe, expect, it } from 'vitest';
import { keyPressFor } from '../../keyboard';
import { courseLessons } from '../course';
import {
  findVocabularyWord,
  VOCABULARY_CHAPTERS,
  VOCABULARY_COURSE,
  VOCABULARY_META,
  vocabularyDrillText,
  vocabularyOfLesson,
} from '.';

const words = VOCABULARY_CHAPTERS.flatMap((chapter) => chapter.words);

describe('the vocabulary builder', () => {
  it('has 18 chapters of 20 words, two lessons each, as its catalogue entry says', () => {
    expect(words).toHaveLength(360);
    expect(VOCABULARY_CHAPTERS.every((chapter) => chapter.words.length === 20)).toBe(true);
    expect(VOCABULARY_COURSE.chapters.map((chapter) => [chapter.slug, chapter.lessons.length])).toEqual(
      VOCABULARY_META.chapters.map((chapter) => [chapter.slug, chapter.lessonCount]),
    );
  });

  it('teaches each word once', () => {
    expect(new Set(words.map((entry) => entry.word)).size).toBe(words.length);
  });

  it('every word has its IPA and a meaning in English, Simplified and Traditional Chinese', () => {
    for (const entry of words) {
      expect(entry.ipa, entry.word).toMatch(/^\/[^/\s]+\/$/);
      expect(entry.meaning.ENG.length).toBeGreaterThan(2);
      expect(entry.meaning.CHS).toMatch(/\p{Script=Han}/u);
      expect(entry.meaning.CHT).toMatch(/\p{Script=Han}/u);
    }
    expect(findVocabularyWord('rabbit')).toMatchObject({
      ipa: '/ˈræbət/',
      meaning: { CHS: '兔子', CHT: '兔子' },
    });
    expect(findVocabularyWord('colour')?.meaning).toMatchObject({ CHS: '颜色', CHT: '顏色' });
    expect(findVocabularyWord('zebra')).toBeUndefined();
  });

  it('a lesson types its ten words twice each, and gives them back for dictation', () => {
    const lesson = courseLessons(VOCABULARY_COURSE)[0]!;
    const lessonWords = vocabularyOfLesson(lesson.slug)!;
    expect(lessonWords.map((entry) => entry.word)).toEqual([
      'cat',
      'dog',
      'horse',
      'rabbit',
      'mouse',
      'bird',
      'fish',
      'duck',
      'sheep',
      'cow',
    ]);
    expect(lesson.text.startsWith('cat cat dog dog horse horse')).toBe(true);
    expect(lesson.text).toBe(vocabularyDrillText(lessonWords));
    expect(lesson.practice).toEqual({ kind: 'vocabulary' });
    expect(vocabularyDrillText(lessonWords.slice(0, 2), 3)).toBe('cat cat cat dog dog dog');
  });

  it('every lesson can be typed on a US keyboard', () => {
    for (const lesson of courseLessons(VOCABULARY_COURSE)) {
      for (const char of lesson.text) expect(keyPressFor(char), lesson.slug).toBeDefined();
    }
  });
});
