import type { Lesson } from './types';

/**
 * Whether a lesson is open, given which lessons are passed. Lessons open one after another: the first is always
 * open, and a lesson opens when the one before it is passed, or when the one before it does not gate (an
 * introduction such as posture). A lesson once open stays open: passing is never taken back.
 * Shared by the course map and the server so both agree on what a learner may take.
 */
export function isLessonUnlocked(
  lessons: readonly Pick<Lesson, 'slug' | 'gatesNext'>[],
  isPassed: (slug: string) => boolean,
  slug: string,
): boolean {
  const index = lessons.findIndex((lesson) => lesson.slug === slug);
  if (index <= 0) return index === 0;
  const previous = lessons[index - 1];
  if (previous === undefined) return false;
  if (isPassed(previous.slug)) return true;
  return !previous.gatesNext && isLessonUnlocked(lessons, isPassed, previous.slug);
}
