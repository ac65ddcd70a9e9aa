import type { QueryClient } from '@tanstack/react-query';
import type { NotebookAnswer } from '../../contracts';
import { entriesForReview, type Notebook, type NotebookSettings } from '../../engine';
import { notebookQuery } from '../queries/notebook';

/** The server's answer in the engine's terms (times as epoch milliseconds). */
export function fromAnswer(answer: NotebookAnswer): { notebook: Notebook; settings: NotebookSettings } {
  return {
    notebook: answer.entries.map((entry) => ({
      ...entry,
      addedAt: Date.parse(entry.addedAt),
      lastSeenAt: Date.parse(entry.lastSeenAt),
      dueAt: Date.parse(entry.dueAt),
    })),
    settings: answer.settings,
  };
}

/**
 * The character's notebook on the server merged into `fallback` (which holds the device's own); the fallback as
 * it is when the server cannot answer.
 */
export function withServerNotebook<T extends { notebook: Notebook; settings: NotebookSettings }>(
  queryClient: QueryClient,
  characterId: number,
  fallback: T,
): Promise<T> {
  return queryClient.fetchQuery(notebookQuery(characterId)).then(
    (answer) => ({ ...fallback, ...fromAnswer(answer) }),
    () => fallback,
  );
}

/** Words in one review session. */
export const REVIEW_WORDS = 10;

/**
 * The entries of one review session: the most urgent single words (of `mode` when given), topped up with words
 * not yet due; phrases with spaces are not reviewed on their own.
 */
export function reviewEntries(notebook: Notebook, now: number, mode?: string): Notebook {
  return entriesForReview(
    notebook.filter((entry) => !/\s/u.test(entry.token)),
    now,
    { limit: REVIEW_WORDS, fillWithNotDue: true, ...(mode ? { mode } : {}) },
  );
}
