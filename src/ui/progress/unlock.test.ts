import { describe, expect, it } from 'vitest';
import type { LessonRecord } from './progress-types';
import { nextLessonToTake } from './unlock';

const lessons = [{ slug: 'posture' }, { slug: 'f-and-j' }, { slug: 'd-and-k' }, { slug: 's-and-l' }];
const passed = (...slugs: string[]) =>
  Object.fromEntries(
    slugs.map((slug) => [
      slug,
      {
        bestStars: 1,
        bestWpm: 0,
        bestAccuracy: 1,
        bestScore: 0,
        attempts: 1,
        lastAttemptAt: 0,
      } as LessonRecord,
    ]),
  );

describe('the lesson to take next', () => {
  it('is the first lesson for a new learner', () => {
    expect(nextLessonToTake(lessons, {})?.slug).toBe('posture');
  });

  it('follows the furthest lesson passed, even when an earlier one was skipped', () => {
    expect(nextLessonToTake(lessons, passed('f-and-j'))?.slug).toBe('d-and-k');
  });

  it('goes back to a lesson left behind once the end is reached, and is none when all are passed', () => {
    expect(nextLessonToTake(lessons, passed('f-and-j', 'd-and-k', 's-and-l'))?.slug).toBe('posture');
    expect(nextLessonToTake(lessons, passed('posture', 'f-and-j', 'd-and-k', 's-and-l'))).toBeUndefined();
  });
});
