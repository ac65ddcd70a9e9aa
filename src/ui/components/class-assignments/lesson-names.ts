import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { courseLessons, FINGER_COURSE, localize } from '../../../content';
import type { Assignment, LocaleCode } from '../../../contracts';
import { lessonPath } from '../../../contracts/app-pages';
import type { LocalizedText } from '../../../content/types';
import { useLocaleStore } from '../../i18n/locale-store';
import { lessonTitlesQuery } from '../../queries/course';
import { isGameId } from '../../stores/game-switcher-store';
import { gameNames } from '../game-names/game-strings';

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

/**
 * An assignment's title in the reader's language, never an id: a lesson by its title (its number in the finger
 * course), a game by the game center's name for it, a chapter or a custom course by the title the server kept.
 */
export function useAssignmentTitles(
  assignments: readonly Pick<Assignment, 'kind' | 'target' | 'title'>[],
): (assignment: Pick<Assignment, 'kind' | 'target' | 'title'>) => string {
  const intl = useIntl();
  const lessonName = useLessonNames(
    assignments.flatMap((assignment) => (assignment.kind === 'lesson' ? [assignment.target] : [])),
  );
  return (assignment) => {
    if (assignment.kind === 'lesson') return lessonName(assignment.target);
    if (assignment.kind === 'game' && isGameId(assignment.target))
      return intl.formatMessage(gameNames[assignment.target]);
    return assignment.title;
  };
}

/** Where a student practises an assignment: a game opens ready to play, not the list of games. */
export function assignmentPath(assignment: {
  kind: string;
  target: string;
  lessonSlugs: readonly string[];
}): string {
  switch (assignment.kind) {
    case 'custom':
      return lessonPath(`custom-${assignment.target}`);
    case 'game':
      return `/game-center?game=${assignment.target}`;
    default: {
      return lessonPath(assignment.lessonSlugs[0] ?? assignment.target);
    }
  }
}
