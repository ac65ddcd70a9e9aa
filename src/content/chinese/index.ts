/**
 * The Chinese typing course (Chinese text typed through the learner's input method), in simplified and in
 * traditional characters, and the lookup of every pinyin and Chinese lesson. Pure and deterministic; it carries
 * the Chinese texts (about 50 KB gzip): import it lazily from Chinese pages. Figures: `analyzeChineseAttempt`;
 * input: `attachChineseInput` (src/input). Readings of custom text: ./readings.ts (lazily, it loads pinyin-pro).
 */
import type { LocaleCode } from '../../contracts/locales';
import { PINYIN_COURSE, PINYIN_COURSE_TRADITIONAL } from '../pinyin';
import type { Chapter, ChineseScript, Course, Lesson } from '../types';
import { CHINESE_DESCRIPTION, CHINESE_TITLE } from './meta';
import { isChineseLessonSlug } from './slugs';
import { courseSlug, PLAN } from './plan';
import { textChapters } from './text-chapters';
import { chineseScriptFor } from './texts';

function buildChineseCourse(script: ChineseScript): Course {
  const slug = courseSlug('chinese', script);
  const chapters = textChapters({
    family: 'chinese',
    script,
    prefix: slug,
    wordLevels: PLAN.wordLessons.length,
    numberBefore: 0,
  });
  return { slug, family: 'chinese', title: CHINESE_TITLE, description: CHINESE_DESCRIPTION, chapters };
}

/** The Chinese typing course in simplified characters. */
export const CHINESE_COURSE: Course = buildChineseCourse('simplified');
/** The Chinese typing course in traditional characters (the CHT locale). */
export const CHINESE_COURSE_TRADITIONAL: Course = buildChineseCourse('traditional');

/** The Chinese typing course a locale shows: traditional characters for CHT, simplified otherwise. */
export function chineseCourseFor(locale: LocaleCode): Course {
  return chineseScriptFor(locale) === 'traditional' ? CHINESE_COURSE_TRADITIONAL : CHINESE_COURSE;
}

/** Every pinyin and Chinese course, both scripts. */
export const CHINESE_COURSES: readonly Course[] = [
  PINYIN_COURSE,
  PINYIN_COURSE_TRADITIONAL,
  CHINESE_COURSE,
  CHINESE_COURSE_TRADITIONAL,
];

/** A pinyin or Chinese lesson by slug, with its course and chapter (e.g. for the server to check an attempt). */
export function findChineseLesson(
  slug: string,
): { course: Course; chapter: Chapter; lesson: Lesson } | undefined {
  if (!isChineseLessonSlug(slug)) return undefined;
  for (const course of CHINESE_COURSES) {
    for (const chapter of course.chapters) {
      const lesson = chapter.lessons.find((candidate) => candidate.slug === slug);
      if (lesson) return { course, chapter, lesson };
    }
  }
  return undefined;
}

export { isChineseLessonSlug };
export { chineseMeta, CHINESE_TITLE, CHINESE_DESCRIPTION } from './meta';
export { CHINESE_PASS_RULES } from './lesson';
export { CHINESE_TEXTS, chineseScriptFor } from './texts';
export type { BeginnerCharacter, ChineseTexts, Poem, ScriptText, TitledText } from './texts';
export {
  PINYIN_COURSE,
  PINYIN_COURSE_TRADITIONAL,
  pinyinCourseFor,
  pinyinMeta,
  pinyinTargetForLesson,
} from '../pinyin';
