import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiRouteName } from '../../contracts';
import type { CallPayload } from '../api/client';

/**
 * A call's payload without the fields a mutation hook already knows (the acting character, the group): what a
 * page passes to `mutate`.
 */
export type PayloadWithout<Name extends ApiRouteName, Known extends keyof CallPayload<Name>> = Omit<
  CallPayload<Name>,
  Known
>;

/**
 * A change after which the reads under `queryKey` are fetched again (a resource's list, a teacher's groups).
 * `handlesError`: the page shows the error itself (else it is a toast).
 */
export function useRefetchingChange<Variables, Answer>(
  queryKey: QueryKey,
  call: (variables: Variables) => Promise<Answer>,
  handlesError = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError },
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
