import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '../api';

/** The character's unlocked adaptive keys on the server (any device's sessions); read afresh each session. */
export const adaptiveKeysQuery = (characterId: number) =>
  queryOptions({
    queryKey: [...queryKeys.character(characterId), 'adaptive-keys'] as const,
    queryFn: () => api.adaptiveKeys({ characterId }),
    staleTime: 0,
  });

export { mergeUnlocked } from '../../engine';
