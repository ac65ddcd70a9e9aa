import { FINGER_COURSE } from './finger-course';
import type { Chapter, Course, Lesson } from './types';

/** Every course of the catalogue, in the order the course map shows them. */
export const COURSES: readonly Course[] = [FINGER_COURSE];

/** A course's lessons in order, across its chapters. */
export function courseLessons(course: Course): Lesson[] {
  return course.chapters.flatMap((chapter) => chapter.lessons);
}

/** The lesson with this slug, with its course and chapter; undefined for an unknown slug. */
export function findLesson(slug: string): { course: Course; chapter: Chapter; lesson: Lesson } | undefined {
  for (const course of COURSES) {
    for (const chapter of course.chapters) {
      const lesson = chapter.lessons.find((candidate) => candidate.slug === slug);
      if (lesson) return { course, chapter, lesson };
    }
  }
  return undefined;
}

/** The lesson after this one in its course (the one passing unlocks); undefined after the last lesson. */
export function nextLesson(slug: string): Lesson | undefined {
  const found = findLesson(slug);
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
