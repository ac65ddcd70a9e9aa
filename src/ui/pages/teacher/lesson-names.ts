import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courseLessons, FINGER_COURSE, localize } from '../../../content';
import type { LocaleCode } from '../../../contracts';
import type { LocalizedText } from '../../../content/types';
import { useLocaleStore } from '../../i18n/locale-store';
import { lessonTitlesQuery } from '../../queries/course';

/** The finger course's lessons by slug, read once (the course is in the entry's content). */
const FINGER_LESSONS = new Map(courseLessons(FINGER_COURSE).map((lesson) => [lesson.slug, lesson]));

/**
 * A lesson's title by slug: a finger-course lesson with its number at once; any other course's lesson by its
 * title once its course's chunk has loaded (its slug until then, or when no course has it).
 */
export function lessonName(
  slug: string,
  locale: LocaleCode,
  titles?: ReadonlyMap<string, LocalizedText | undefined>,
): string {
  const lesson = FINGER_LESSONS.get(slug);
  if (lesson) return `${lesson.number}. ${localize(lesson.title, locale)}`;
  const title = titles?.get(slug);
  return title ? localize(title, locale) : slug;
}

/** `lessonName` for these slugs, loading the titles of lessons outside the finger course. */
export function useLessonNames(slugs: readonly (string | null | undefined)[]): (slug: string) => string {
  const locale = useLocaleStore((state) => state.locale);
  const others = [
    ...new Set(slugs.filter((slug): slug is string => !!slug && !FINGER_LESSONS.has(slug))),
  ].sort();
  const titles = useQuery({ ...lessonTitlesQuery(others), enabled: others.length > 0 });
  return useCallback((slug: string) => lessonName(slug, locale, titles.data), [locale, titles.data]);
}

/** Where a student practises an assignment. */
export function assignmentPath(assignment: {
  kind: string;
  target: string;
  lessonSlugs: readonly string[];
}): string {
  switch (assignment.kind) {
    case 'custom':
      return `/lesson/custom-${assignment.target}`;
    case 'game':
      return '/game-center';
    default: {
      const slug = assignment.lessonSlugs[0] ?? assignment.target;
      if (slug.startsWith('pinyin-')) return `/chapter/pinyin/${slug}`;
      if (slug.startsWith('chinese-')) return `/chapter/chinese/${slug}`;
      return `/lesson/${slug}`;
    }
  }
}
