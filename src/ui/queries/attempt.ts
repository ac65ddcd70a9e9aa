import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { characterKeys } from './character';

export const attemptKeys = {
  list: (characterId: number) => [...characterKeys.one(characterId), 'attempts'] as const,
};

/** GET /attempt/list, the newest page. */
export const attemptsQuery = (characterId: number, limit = 20) =>
  queryOptions({
    queryKey: attemptKeys.list(characterId),
    queryFn: () => api.attemptList({ characterId, limit }),
  });
