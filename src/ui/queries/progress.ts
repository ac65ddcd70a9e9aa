import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { characterKeys } from './character';

/** A character's progress: best results per lesson and per-key statistics. */
export const progressKeys = {
  lessons: (characterId: number) => [...characterKeys.one(characterId), 'lessons'] as const,
  keys: (characterId: number) => [...characterKeys.one(characterId), 'keys'] as const,
};

/** GET /progress/lessons: best stars and results per lesson. */
export const lessonProgressQuery = (characterId: number) =>
  queryOptions({
    queryKey: progressKeys.lessons(characterId),
    queryFn: () => api.lessonProgress({ characterId }),
  });

/** GET /progress/keys: per-key hits, misses and mean times. */
export const keyStatsQuery = (characterId: number) =>
  queryOptions({ queryKey: progressKeys.keys(characterId), queryFn: () => api.keyStats({ characterId }) });
