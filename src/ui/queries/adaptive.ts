import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { characterKeys } from './character';

export const adaptiveKeys = {
  unlocked: (characterId: number) => [...characterKeys.one(characterId), 'adaptive-keys'] as const,
};

/** The character's unlocked adaptive keys on the server (any device's sessions); read afresh each session. */
export const adaptiveKeysQuery = (characterId: number) =>
  queryOptions({
    queryKey: adaptiveKeys.unlocked(characterId),
    queryFn: () => api.adaptiveKeys({ characterId }),
    staleTime: 0,
  });
