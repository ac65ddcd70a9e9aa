import { queryOptions } from '@tanstack/react-query';
import type { NotebookAnswer } from '../../contracts';
import type { Notebook, NotebookSettings } from '../../engine';
import { api, queryKeys } from '../api';

/** The character's notebook on the server; always read afresh (finished attempts keep arriving). */
export const notebookQuery = (characterId: number) =>
  queryOptions({
    queryKey: [...queryKeys.character(characterId), 'notebook'] as const,
    queryFn: () => api.notebook({ characterId }),
    staleTime: 0,
  });

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
