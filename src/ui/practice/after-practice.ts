import { familyOfLesson } from '../../content/catalogue';
import type { Lesson } from '../../content';
import { addAttemptMisses, type AttemptAnalysis, type WordStat } from '../../engine';
import { useSessionStore } from '../api/session-store';
import { typingCheckOf } from '../../contracts/typing-checks';
import { CUSTOM_PREFIX, PASTED_WORDS_SLUG, REVIEW_SLUG } from './load-practice';
import { notebookAfter, type Practice } from './practice';
import { learnerKey, notebookOf, settingsOf, usePracticeStore } from './practice-store';

/** Whether /lesson/:slug is a practice of another kind than the finger course. */
export function isPracticeSlug(slug: string): boolean {
  if (slug.startsWith(REVIEW_SLUG) || slug.startsWith(CUSTOM_PREFIX) || slug === PASTED_WORDS_SLUG)
    return true;
  if (typingCheckOf(slug)) return true;
  const family = familyOfLesson(slug);
  return family !== 'finger' && family !== 'pinyin' && family !== 'chinese';
}

/** The lesson after `slug` in its course, if any. */
export function nextIn(lessons: readonly Lesson[], slug: string): Lesson | undefined {
  const index = lessons.findIndex((lesson) => lesson.slug === slug);
  return index >= 0 ? lessons[index + 1] : undefined;
}

/** How POST /attempt/submit names the attempt: a lesson by its slug, or a practice by its id. */
export function submitFields(
  practice: Practice | undefined,
  slug: string,
): { kind: 'lesson'; lessonSlug: string } | { kind: 'practice'; practiceId: string } {
  if (practice?.submit.kind === 'practice')
    return { kind: 'practice', practiceId: practice.submit.practiceId };
  return { kind: 'lesson', lessonSlug: slug };
}

/**
 * What a finished practice changes on the device for the current learner: missed words go into the notebook
 * (a review records its answers instead), and the adaptive practice keeps the keys its plan unlocked.
 */
export function afterPractice(practice: Practice, analysis: AttemptAnalysis, now: number): Promise<void> {
  const learner = learnerKey(useSessionStore.getState().characterId);
  if (practice.adaptive && analysis.finished)
    usePracticeStore.getState().keepUnlocked(learner, practice.adaptive.unlocked);
  if (!analysis.finished) return Promise.resolve();
  // The word lists that tell real words load with the first finished practice, not with the lesson screen.
  return import('../../content/notebook-words').then(({ notebookMisses }) => {
    const store = usePracticeStore.getState();
    const notebook = notebookOf(store, learner);
    const next = notebookAfter(notebook, practice, analysis, now, settingsOf(store, learner), notebookMisses);
    if (next !== notebook) store.setNotebook(learner, next);
  });
}

/**
 * What a finished pinyin or Chinese typing lesson files in the device's notebook for the current learner:
 * pinyin, the Chinese words whose letters were missed; Chinese, the characters committed wrongly (`missedChars`).
 * Signed in, the server files the same from the stored attempt.
 */
export function afterChineseLesson(
  family: 'pinyin' | 'chinese',
  analysis: AttemptAnalysis & { missedChars?: readonly WordStat[] },
  now: number,
): void {
  if (!analysis.finished) return;
  const missedWords =
    family === 'chinese'
      ? (analysis.missedChars ?? []).filter(({ word }) => /^[\p{L}\p{N}]+$/u.test(word))
      : analysis.missedWords;
  if (missedWords.length === 0) return;
  const learner = learnerKey(useSessionStore.getState().characterId);
  const store = usePracticeStore.getState();
  store.setNotebook(learner, addAttemptMisses(notebookOf(store, learner), family, { missedWords }, now));
}
