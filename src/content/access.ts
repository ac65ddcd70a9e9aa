import type { Chapter, Course, CourseFamily } from './types';

/**
 * What a free learner may take (spec 6: "non-members have a limited number of unlockable courses; members get
 * all courses and games"). Learning to type stays free: the whole finger-placement course, and in every other
 * course its first chapter (the basics of that kind of typing: the learner's own keys in AI practice, the most
 * common English words, the keypad's keys, the first code language, the first fables and vocabulary words, the
 * first Chinese characters) and in pinyin its whole sound system (finals, initials, whole syllables). Later
 * chapters are for members. Shared by the course map (the locks) and the server (which refuses the attempts).
 * docs/MEMBERSHIP.md says why.
 */
export const FREE_CHAPTERS: Record<CourseFamily, number> = {
  finger: Infinity,
  adaptive: 1,
  english: 1,
  vocabulary: 1,
  literature: 1,
  code: 1,
  numpad: 1,
  pinyin: 5,
  chinese: 1,
};

/** Whether the chapter at this position (0-based) of a course of this family is for members only. */
export function isMemberChapter(family: CourseFamily | undefined, chapterIndex: number): boolean {
  return chapterIndex >= FREE_CHAPTERS[family ?? 'finger'];
}

/** Whether a lesson, found in its course and chapter, is for members only. */
export function isMemberLesson(course: Course, chapter: Chapter): boolean {
  const index = course.chapters.findIndex((candidate) => candidate.slug === chapter.slug);
  return index >= 0 && isMemberChapter(course.family, index);
}
