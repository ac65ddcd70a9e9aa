import { describe, expect, it } from 'vitest';
import { courseLessons, FINGER_COURSE } from '../../../content';
import { loadFamily } from '../../../content/catalogue';
import { wordSourceFor } from './word-source';

describe('wordSourceFor', () => {
  it('gives a new learner words made only of the keys of the next lesson', () => {
    const { source, lesson } = wordSourceFor(FINGER_COURSE, {}, null);
    const first = courseLessons(FINGER_COURSE)[0]!;

    expect(lesson?.slug).toBe(first.slug);
    expect(source.words.length).toBeGreaterThan(0);
    for (const word of source.words) for (const char of word) expect(source.characters).toContain(char);
  });

  it('takes the keys up to the end of a chosen chapter', () => {
    const chapter = FINGER_COURSE.chapters.at(-1)!;
    const { source, lesson } = wordSourceFor(FINGER_COURSE, {}, chapter.slug);

    expect(lesson?.slug).toBe(chapter.lessons.at(-1)!.slug);
    expect(source.characters.length).toBeGreaterThan(8);
  });
});

describe('wordSourceFor a practice course', () => {
  it('gives a new learner the words of the first English lesson, not letter groups of F and J', async () => {
    const english = (await loadFamily('english'))!;
    const firstLesson = courseLessons(english)[0]!;

    const { source, lesson } = wordSourceFor(english, {}, null);

    expect(lesson?.slug).toBe(firstLesson.slug);
    expect(source.words).toContain('the');
    expect(source.words).toContain('something');
    for (const word of source.words) expect(firstLesson.text).toContain(word);
  });

  it('takes the words of a chosen chapter of the course', async () => {
    const english = (await loadFamily('english'))!;
    const chapter = english.chapters.at(-1)!;
    const chapterText = chapter.lessons.map((lesson) => lesson.text.toLowerCase()).join(' ');

    const { source } = wordSourceFor(english, {}, chapter.slug);

    expect(source.words.length).toBeGreaterThan(8);
    for (const word of source.words) expect(chapterText).toContain(word);
    expect(source.words).not.toEqual(wordSourceFor(english, {}, null).source.words);
  });

  it('gives code identifiers with their case, and no passage with code symbols', async () => {
    const code = (await loadFamily('code'))!;

    const { source } = wordSourceFor(code, {}, null);

    expect(source.words).toContain('console');
    expect(source.words).toContain('const');
    for (const word of source.words) expect(word).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(source.passage).toBeUndefined();
  });
});
