import type { ChapterMeta } from '../catalogue-types';
import type { ChineseScript, LocalizedText } from '../types';
import { CHAPTER_TITLES } from './phrases';

/**
 * How the texts are cut into lessons, shared by the course metas (no data) and the builders (with data), so
 * the course map's counts and the built courses agree (a test checks them against the data).
 */
export const PLAN = {
  charactersPerLesson: 50,
  characterLessonsPerChapter: 10,
  characterChapters: 7,
  wordsPerLesson: 25,
  /** Lessons per HSK level (1-4): the level's words / 25, rounded. */
  wordLessons: [6, 6, 12, 24],
  /** HSK levels in the pinyin course (children); the Chinese course has all four. */
  pinyinWordLevels: 3,
  sentencesPerLesson: 5,
  sentenceLessons: 12,
  passageLessons: 10,
  poemLessons: 35,
} as const;

/** Course slugs: the traditional course's lessons have their own slugs, so both can be findable at once. */
export function courseSlug(family: 'pinyin' | 'chinese', script: ChineseScript): string {
  return script === 'traditional' ? `${family}-hant` : family;
}

/** The chapters every text course ends with: characters, words by level, sentences, passages, poems. */
export function textChapterMetas(prefix: string, wordLevels: number): ChapterMeta[] {
  const chapters: ChapterMeta[] = [];
  const per = PLAN.charactersPerLesson * PLAN.characterLessonsPerChapter;
  for (let chapter = 0; chapter < PLAN.characterChapters; chapter++) {
    chapters.push({
      slug: `${prefix}-characters-${chapter + 1}`,
      title: CHAPTER_TITLES.characters(chapter * per + 1, (chapter + 1) * per),
      lessonCount: PLAN.characterLessonsPerChapter,
    });
  }
  for (let level = 1; level <= wordLevels; level++) {
    chapters.push({
      slug: `${prefix}-words-hsk-${level}`,
      title: CHAPTER_TITLES.words(level),
      lessonCount: PLAN.wordLessons[level - 1] ?? 0,
    });
  }
  const tail: [string, LocalizedText, number][] = [
    ['sentences', CHAPTER_TITLES.sentences, PLAN.sentenceLessons],
    ['passages', CHAPTER_TITLES.passages, PLAN.passageLessons],
    ['poems', CHAPTER_TITLES.poems, PLAN.poemLessons],
  ];
  for (const [slug, title, lessonCount] of tail)
    chapters.push({ slug: `${prefix}-${slug}`, title, lessonCount });
  return chapters;
}
