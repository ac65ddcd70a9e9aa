import { describe, expect, it } from 'vitest';
import { keyPressFor } from '../../keyboard';
import { courseLessons } from '../course';
import { ENGLISH_WORDS } from '../words';
import {
  ENGLISH_COURSE,
  ENGLISH_GRADE_WORDS,
  ENGLISH_META,
  ENGLISH_PASSAGES,
  ENGLISH_SENTENCES,
  wordsOfBand,
  wordsOfGrade,
} from '.';

const lessons = courseLessons(ENGLISH_COURSE);

describe('the English typing course', () => {
  it('has the chapters and lesson counts of its catalogue entry', () => {
    expect(ENGLISH_COURSE.chapters.map((chapter) => [chapter.slug, chapter.lessons.length])).toEqual(
      ENGLISH_META.chapters.map((chapter) => [chapter.slug, chapter.lessonCount]),
    );
  });

  it('grades 1-6 split the whole word list, each grade most common first', () => {
    expect(ENGLISH_GRADE_WORDS).toHaveLength(6);
    expect(ENGLISH_GRADE_WORDS.flat().sort()).toEqual([...ENGLISH_WORDS].sort());
    for (const grade of ENGLISH_GRADE_WORDS) {
      const ranks = grade.map((word) => ENGLISH_WORDS.indexOf(word));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    expect(wordsOfGrade(1).slice(0, 3)).toEqual(['you', 'the', 'to']);
    expect(() => wordsOfGrade(7)).toThrow();
  });

  it('a grade lesson uses words of its grade only; a band lesson words of its band only', () => {
    const gradeTwo = lessons.find((lesson) => lesson.slug === 'english-grade-2-1')!;
    for (const word of gradeTwo.text.split(' ')) expect(wordsOfGrade(2)).toContain(word);
    const band = lessons.find((lesson) => lesson.slug === 'english-words-101-250-2')!;
    for (const word of band.text.split(' ')) expect(wordsOfBand(101, 250)).toContain(word);
  });

  it('the two lessons of a band share no word', () => {
    const [first, second] = ['english-words-1-100-1', 'english-words-1-100-2'].map(
      (slug) => new Set(lessons.find((lesson) => lesson.slug === slug)!.text.split(' ')),
    );
    expect([...first!].filter((word) => second!.has(word))).toEqual([]);
  });

  it('uses every written sentence and passage once', () => {
    const sentences = lessons.filter((lesson) => lesson.slug.startsWith('english-sentences-'));
    expect(sentences.flatMap((lesson) => lesson.drills.map((drill) => drill.text))).toEqual(
      ENGLISH_SENTENCES,
    );
    expect(lessons.filter((lesson) => lesson.drills[0]?.kind === 'passage')).toHaveLength(
      ENGLISH_PASSAGES.length,
    );
  });

  it('every lesson can be typed on a US keyboard, with single spaces and no space at either end', () => {
    for (const lesson of lessons) {
      for (const char of lesson.text) expect(keyPressFor(char), `${lesson.slug}: ${char}`).toBeDefined();
      expect(lesson.text).toBe(lesson.text.trim());
      expect(lesson.text).not.toMatch(/ {2}/);
    }
  });

  it('passages are typing-sized and slugs are unique', () => {
    for (const passage of ENGLISH_PASSAGES) {
      expect(passage.text.length).toBeGreaterThanOrEqual(250);
      expect(passage.text.length).toBeLessThanOrEqual(450);
    }
    expect(new Set(lessons.map((lesson) => lesson.slug)).size).toBe(lessons.length);
  });
});
