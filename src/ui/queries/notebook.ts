import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotebookAnswer, NotebookMode, NotebookOwnWordMode } from '../../contracts';
import type { NotebookSettings } from '../../engine';
import { api } from '../api/endpoints';
import { characterKeys } from './character';

export const notebookKeys = {
  one: (characterId: number) => [...characterKeys.one(characterId), 'notebook'] as const,
};

/** The character's notebook on the server; always read afresh (finished attempts keep arriving). */
export const notebookQuery = (characterId: number) =>
  queryOptions({
    queryKey: notebookKeys.one(characterId),
    queryFn: () => api.notebook({ characterId }),
    staleTime: 0,
  });

/** A word of the notebook on the server. */
type ServerEntry = { mode: NotebookMode; token: string };

/**
 * The changes to a character's notebook on the server: take a word out, start it again, add a word of one's
 * own, save the settings. Each answers with the whole notebook, which replaces the cached one.
 */
export function useNotebookChanges(characterId: number) {
  const queryClient = useQueryClient();
  const keep = (answer: NotebookAnswer) => queryClient.setQueryData(notebookKeys.one(characterId), answer);
  return {
    remove: useMutation({
      mutationFn: (entry: ServerEntry) => api.removeNotebookEntry({ characterId, ...entry }),
      onSuccess: keep,
    }),
    reset: useMutation({
      mutationFn: (entry: ServerEntry) => api.resetNotebookEntry({ characterId, ...entry }),
      onSuccess: keep,
    }),
    add: useMutation({
      mutationFn: (word: { mode: NotebookOwnWordMode; token: string }) =>
        api.addNotebookWord({ characterId, ...word }),
      meta: { handlesError: true },
      onSuccess: keep,
    }),
    save: useMutation({
      mutationFn: (settings: NotebookSettings) => api.notebookSettings({ characterId, ...settings }),
      meta: { handlesError: true },
      onSuccess: keep,
    }),
  };
}
