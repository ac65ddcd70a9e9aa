import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExperimentArm } from '../../contracts';
import { callApi } from '../api/client';

/**
 * A class's study (docs/EVIDENCE.md, "The experiment"): its teacher and the school's administrator read the arm;
 * the administrator sets it, with the school's consent.
 */
export const classExperimentQuery = (characterId: number, groupId: number) =>
  queryOptions({
    queryKey: ['class-experiment', characterId, groupId],
    queryFn: () => callApi('classExperiment', { characterId, groupId }),
  });

/** Puts a class of the school in an arm (consent ticked), or ends its study (no arm). */
export function useSetClassExperiment(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { groupId: number; arm: ExperimentArm | null; consent: boolean }) =>
      callApi('setClassExperiment', {
        characterId,
        groupId: change.groupId,
        ...(change.arm ? { arm: change.arm, consent: change.consent } : {}),
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(classExperimentQuery(characterId, answer.groupId).queryKey, answer),
  });
}
