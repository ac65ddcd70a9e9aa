import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/endpoints';

export const raceKeys = {
  classRaces: (characterId: number) => ['character', characterId, 'class-races'] as const,
};

/** GET /race/class-races: the races open for the student's classes, asked again every few seconds. */
export const classRacesQuery = (characterId: number) =>
  queryOptions({
    queryKey: raceKeys.classRaces(characterId),
    queryFn: () => api.classRaces({ characterId }),
    refetchInterval: 4_000,
  });
