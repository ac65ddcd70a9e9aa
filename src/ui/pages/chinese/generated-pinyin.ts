import type { QueryClient } from '@tanstack/react-query';
import {
  recordReviews,
  reviewOutcomes,
  reviewText,
  type AttemptAnalysis,
  type Notebook,
  type NotebookSettings,
  type TypingMode,
} from '../../../engine';
import { useSessionStore } from '../../api/session-store';
import { serverPracticeSources } from '../../practice/custom-course-source';
import { reviewEntries, withServerNotebook } from '../../practice/notebook-source';
import { learnerKey, notebookOf, settingsOf, usePracticeStore } from '../../practice/practice-store';

/** Chinese text to drill as pinyin, its readings made on this device when the drill opens. */
export interface GeneratedPinyinText {
  text: string;
  /** The title shown; undefined for the page's own (translated) title. */
  title?: string;
  mode: TypingMode;
}

/** The slug of a saved custom course of Chinese text (/chapter/pinyin/custom-<id>). */
export const CUSTOM_SLUG_PREFIX = 'custom-';
/** The slug of a review of the notebook's Chinese words of one mode (/chapter/pinyin/notebook-review-<mode>). */
export const REVIEW_SLUG_PREFIX = 'notebook-review-';

/** A custom course of the current character's, by its slug; undefined if there is none (or nobody signed in). */
export async function customCourseText(
  queryClient: QueryClient,
  slug: string,
): Promise<GeneratedPinyinText | undefined> {
  const id = Number(slug.slice(CUSTOM_SLUG_PREFIX.length));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const course = await serverPracticeSources(queryClient).customCourse?.(id);
  return course && { text: course.text, title: course.title, mode: course.mode };
}

/** The learner's notebook: the character's on the server when signed in (the device's if it cannot answer). */
async function learnerNotebook(
  queryClient: QueryClient,
): Promise<{ notebook: Notebook; settings: NotebookSettings }> {
  const { signedIn, characterId } = useSessionStore.getState();
  const store = usePracticeStore.getState();
  const learner = learnerKey(characterId);
  const local = { notebook: notebookOf(store, learner), settings: settingsOf(store, learner) };
  return signedIn && characterId !== null ? withServerNotebook(queryClient, characterId, local) : local;
}

/**
 * A review of the notebook's Chinese words of one mode (pinyin or chinese), most urgent first, each typed
 * `wordLoopCount` times as pinyin; undefined when there is nothing to review.
 */
export async function reviewWordsText(
  queryClient: QueryClient,
  slug: string,
  now: number,
): Promise<GeneratedPinyinText | undefined> {
  const mode = slug.slice(REVIEW_SLUG_PREFIX.length);
  const { notebook, settings } = await learnerNotebook(queryClient);
  const entries = reviewEntries(notebook, now, mode);
  if (entries.length === 0) return undefined;
  return { text: reviewText(entries, settings.wordLoopCount), mode: 'stop' };
}

/** Records a finished review's answers in the device's notebook (signed in, the server does so from the attempt). */
export function recordPinyinReview(slug: string, text: string, analysis: AttemptAnalysis, now: number): void {
  const mode = slug.slice(REVIEW_SLUG_PREFIX.length);
  const learner = learnerKey(useSessionStore.getState().characterId);
  const store = usePracticeStore.getState();
  const notebook = notebookOf(store, learner);
  const outcomes = reviewOutcomes(notebook, mode, text, analysis);
  if (outcomes.length > 0)
    store.setNotebook(learner, recordReviews(notebook, outcomes, now, settingsOf(store, learner)));
}
