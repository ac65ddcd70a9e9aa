/**
 * What an attempt was, in words a learner reads: the lesson's title from its course (any family, loaded with
 * the family's chunk), the game's name, a custom course's own title, or the kind of practice (a review, a word
 * list, a theme typed by a teacher or parent).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineMessages, type IntlShape } from 'react-intl';
import type { AttemptSummary } from '../../../contracts';
import { typingCheckOf } from '../../../contracts/typing-checks';
import type { LocaleCode } from '../../../contracts/locales';
import { localize } from '../../../content/localize';
import type { LocalizedText } from '../../../content/types';
import { gameNames } from '../../components/game-names/game-strings';
import { PASTED_WORDS_SLUG, THEMED_SLUG } from '../../practice/learner-context';
import { REVIEW_PRACTICE_ID } from '../../reports/plan';
import { customCoursesQuery } from '../../queries/custom-course';
import { lessonTitlesQuery } from '../../queries/course';

export const attemptNames = defineMessages({
  lesson: { id: 'reports.what.lesson', defaultMessage: 'Lesson' },
  game: { id: 'reports.what.game', defaultMessage: 'Game' },
  practice: { id: 'reports.what.practice', defaultMessage: 'Practice' },
  review: { id: 'reports.what.review', defaultMessage: 'Review of missed words' },
  custom: { id: 'reports.what.custom', defaultMessage: 'My custom course' },
  wordList: { id: 'reports.what.wordList', defaultMessage: 'Word list' },
  theme: { id: 'reports.what.theme', defaultMessage: 'Themed practice' },
});

/** The typing checks' names (the report's attempts and its typing-checks section). */
export const typingCheckNames = defineMessages({
  typing: { id: 'reports.check.typing', defaultMessage: 'Typing check' },
  covered: { id: 'reports.check.covered', defaultMessage: 'Typing check, keyboard covered' },
  retention: { id: 'reports.check.retention', defaultMessage: 'Typing check after a week away' },
});

type NamedAttempt = Pick<AttemptSummary, 'kind' | 'lessonSlug' | 'gameId' | 'practiceId'>;

/** The titles of the lessons among these attempts (an empty map while their courses load). */
export function useLessonTitles(
  attempts: readonly NamedAttempt[] | undefined,
): ReadonlyMap<string, LocalizedText | undefined> {
  const slugs = [
    ...new Set((attempts ?? []).flatMap((attempt) => (attempt.lessonSlug ? [attempt.lessonSlug] : []))),
  ].sort();
  const titles = useQuery({ ...lessonTitlesQuery(slugs), enabled: slugs.length > 0 });
  return titles.data ?? new Map();
}

const CUSTOM_PREFIX = 'custom-';

/**
 * The titles of the character's custom courses by course id, when some of these attempts are custom-course
 * practice (an empty map before the list arrives, or for a course deleted since). The same query as the custom
 * courses page, so an edited title shows here too.
 */
export function useCustomCourseTitles(
  characterId: number | undefined,
  attempts: readonly NamedAttempt[] | undefined,
): ReadonlyMap<number, string> {
  const wanted =
    characterId !== undefined &&
    (attempts ?? []).some((attempt) => attempt.practiceId?.startsWith(CUSTOM_PREFIX));
  const courses = useQuery({ ...customCoursesQuery(characterId ?? 0), enabled: wanted });
  return useMemo(
    () => new Map((courses.data?.courses ?? []).map((course) => [course.courseId, course.title])),
    [courses.data],
  );
}

/**
 * The name of what an attempt was, translated; never a raw slug or id. A custom course is named by its own
 * title (`customTitles`), or generically when that is unknown.
 */
export function attemptName(
  attempt: NamedAttempt,
  titles: ReadonlyMap<string, LocalizedText | undefined>,
  intl: IntlShape,
  locale: LocaleCode,
  customTitles: ReadonlyMap<number, string> = new Map(),
): string {
  if (attempt.kind === 'lesson') {
    const title = attempt.lessonSlug ? titles.get(attempt.lessonSlug) : undefined;
    return title ? localize(title, locale) : intl.formatMessage(attemptNames.lesson);
  }
  if (attempt.kind === 'game') {
    const game = attempt.gameId !== null && Object.hasOwn(gameNames, attempt.gameId) ? attempt.gameId : null;
    return intl.formatMessage(game ? gameNames[game as keyof typeof gameNames] : attemptNames.game);
  }
  const id = attempt.practiceId ?? '';
  if (id === REVIEW_PRACTICE_ID || id.startsWith(`${REVIEW_PRACTICE_ID}-`))
    return intl.formatMessage(attemptNames.review);
  if (id.startsWith(CUSTOM_PREFIX)) {
    const title = customTitles.get(Number(id.slice(CUSTOM_PREFIX.length)));
    return title || intl.formatMessage(attemptNames.custom);
  }
  if (id === PASTED_WORDS_SLUG) return intl.formatMessage(attemptNames.wordList);
  const check = typingCheckOf(id);
  if (check) return intl.formatMessage(typingCheckNames[check]);
  if (id === THEMED_SLUG) return intl.formatMessage(attemptNames.theme);
  return intl.formatMessage(attemptNames.practice);
}
