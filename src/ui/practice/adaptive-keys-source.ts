import { queryOptions } from '@tanstack/react-query';
import { FINGER_COURSE_LETTER_ORDER } from '../../engine';
import { api, queryKeys } from '../api';

/** The character's unlocked adaptive keys on the server (any device's sessions); read afresh each session. */
export const adaptiveKeysQuery = (characterId: number) =>
  queryOptions({
    queryKey: [...queryKeys.character(characterId), 'adaptive-keys'] as const,
    queryFn: () => api.adaptiveKeys({ characterId }),
    staleTime: 0,
  });

/**
 * The union of the keys this device unlocked and those the server knows: a key unlocked anywhere stays unlocked
 * (never re-locked). Kept in unlocking order, keys outside the order last as they came.
 */
export function mergeUnlocked(
  local: readonly string[],
  server: readonly string[],
  order: readonly string[] = FINGER_COURSE_LETTER_ORDER,
): string[] {
  const union = [...new Set([...local, ...server])];
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  return union
    .map((key, arrival) => ({ key, arrival }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.arrival - b.arrival)
    .map(({ key }) => key);
}
