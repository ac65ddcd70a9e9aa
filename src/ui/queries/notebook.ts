import { queryOptions } from '@tanstack/react-query';
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
