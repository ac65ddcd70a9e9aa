import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayoutId } from '../contracts/constants';
import { FINGER_COURSE, fingerCourseFor } from './finger-course';
import type { Chapter, Course, Lesson } from './types';

/** Every course of the catalogue, in the order the course map shows them. */
export const COURSES: readonly Course[] = [FINGER_COURSE];

/** The courses on a keyboard layout (the finger course follows it). */
function coursesOn(layout: KeyboardLayoutId): readonly Course[] {
  return layout === DEFAULT_KEYBOARD_LAYOUT ? COURSES : [fingerCourseFor(layout)];
}

/** A course's lessons in order, across its chapters. */
export function courseLessons(course: Course): Lesson[] {
  return course.chapters.flatMap((chapter) => chapter.lessons);
}

/**
 * The lesson with this slug, with its course and chapter, as it is on a keyboard layout (US when none is named);
 * undefined for an unknown slug.
 */
export function findLesson(
  slug: string,
  layout: KeyboardLayoutId = DEFAULT_KEYBOARD_LAYOUT,
): { course: Course; chapter: Chapter; lesson: Lesson } | undefined {
  for (const course of coursesOn(layout)) {
    for (const chapter of course.chapters) {
      const lesson = chapter.lessons.find((candidate) => candidate.slug === slug);
      if (lesson) return { course, chapter, lesson };
    }
  }
  return undefined;
}

/** The lesson after this one in its course (the one passing unlocks); undefined after the last lesson. */
export function nextLesson(
  slug: string,
  layout: KeyboardLayoutId = DEFAULT_KEYBOARD_LAYOUT,
): Lesson | undefined {
  const found = findLesson(slug, layout);
  if (!found) return undefined;
  const lessons = courseLessons(found.course);
  return lessons[lessons.indexOf(found.lesson) + 1];
}

/** The lesson before this one in its course; undefined for the first. */
export function previousLesson(slug: string): Lesson | undefined {
  const found = findLesson(slug);
  if (!found) return undefined;
  const lessons = courseLessons(found.course);
  return lessons[lessons.indexOf(found.lesson) - 1];
}
