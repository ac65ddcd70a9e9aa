import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { useSessionStore } from '../api/session-store';

/**
 * The root of every query about one character: each resource's keys start with `characterKeys.one(id)`, so a new
 * attempt or a switch of character refreshes all of them with one invalidation.
 */
export const characterKeys = {
  all: ['character'] as const,
  list: () => ['character', 'list'] as const,
  one: (characterId: number) => ['character', characterId] as const,
};

/** GET /character/list, only when signed in. */
export const charactersQuery = () =>
  queryOptions({
    queryKey: characterKeys.list(),
    queryFn: () => api.characterList(),
    enabled: useSessionStore.getState().signedIn,
  });
