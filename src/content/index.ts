/**
 * The course catalogue as data: the finger-placement course and English word lists. Pure and deterministic:
 * the same lessons in the browser and on the server. Import it lazily from pages (it carries the word list).
 */
export type { Chapter, Course, CourseFamily, Drill, Lesson, LessonPractice, LocalizedText } from './types';
export {
  FINGER_COURSE,
  courseLetterOrder,
  fingerCourseFor,
  lettersTaughtBy,
  passRuleFor,
} from './finger-course';
export { COURSES, courseLessons, findLesson, nextLesson, previousLesson } from './course';
export { localize } from './localize';
export { isLessonUnlocked } from './unlock';
export { ENGLISH_WORDS, isEnglishWord, wordsFromKeys } from './words';
export type { CharacterHint, ChinesePractice, ChineseScript, PinyinPractice } from './types';
// Data-free: tells which slugs belong to the pinyin and Chinese courses (loaded lazily with ./chinese).
export { isChineseLessonSlug } from './chinese/slugs';
