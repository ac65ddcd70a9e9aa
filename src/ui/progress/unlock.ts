import { isLessonUnlocked } from '../../content';
import type { Lesson } from '../../content';
import type { LessonRecord } from './progress-types';

interface HasSlug {
  slug: string;
}

/** A lesson is passed with at least one star. */
export function isPassed(record: LessonRecord | undefined): boolean {
  return (record?.bestStars ?? 0) >= 1;
}

/**
 * Lessons open one after another (see `isLessonUnlocked` in src/content: the first is open, passing a lesson
 * opens the next, and an introduction such as posture does not hold the next one back).
 * `lessons` is the course's lessons in order.
 */
export function isUnlocked(
  lessons: readonly Pick<Lesson, 'slug' | 'gatesNext'>[],
  records: Readonly<Record<string, LessonRecord>>,
  slug: string,
): boolean {
  return isLessonUnlocked(lessons, (candidate) => isPassed(records[candidate]), slug);
}

/**
 * The lesson to take next: the first lesson not passed after the furthest one passed (a learner who skipped the
 * posture introduction and passed F and J goes on to D and K), else the first lesson not passed, else undefined
 * when every lesson is passed.
 */
export function nextLessonToTake<T extends HasSlug>(
  lessons: readonly T[],
  records: Readonly<Record<string, LessonRecord>>,
): T | undefined {
  let furthest = -1;
  lessons.forEach((lesson, index) => {
    if (isPassed(records[lesson.slug])) furthest = index;
  });
  const notPassed = (lesson: T) => !isPassed(records[lesson.slug]);
  return lessons.slice(furthest + 1).find(notPassed) ?? lessons.find(notPassed);
}
