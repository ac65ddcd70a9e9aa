import { describe, expect, it } from 'vitest';
import { courseLessons, FINGER_COURSE } from '../../../content';
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
