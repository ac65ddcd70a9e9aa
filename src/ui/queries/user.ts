import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../contracts';
import { api } from '../api/endpoints';
import { useSessionStore } from '../api/session-store';

/** The signed-in account's own keys (not a character's). */
export const userKeys = {
  all: ['user'] as const,
  self: () => ['user', 'self'] as const,
  subscription: () => ['user', 'subscription'] as const,
};

const signedIn = () => useSessionStore.getState().signedIn;

/** GET /user/info/self, only when signed in. Pages keep the session store's user in step with it. */
export const selfQuery = () =>
  queryOptions({ queryKey: userKeys.self(), queryFn: () => api.self(), enabled: signedIn() });

/** GET /user/subscription, only when signed in. */
export const subscriptionQuery = () =>
  queryOptions({ queryKey: userKeys.subscription(), queryFn: () => api.subscription(), enabled: signedIn() });

/**
 * The account itself changed (a guest bound a username, a password was set): the stored user and every cached
 * view of the account (self-info, subscription, membership, orders: all under `userKeys.all`) follow at once, so
 * no page goes on saying "create an account first" until a reload. A sign-in or sign-up starts the cache afresh
 * instead (`completeLogin`).
 */
export async function accountChanged(queryClient: QueryClient, user: User): Promise<void> {
  useSessionStore.getState().setUser(user);
  queryClient.setQueryData(userKeys.self(), user);
  await queryClient.invalidateQueries({
    queryKey: userKeys.all,
    predicate: (query) => query.queryKey[1] !== 'self',
  });
}

/**
 * A password set for the account (a teacher's role needs one); an account without a username chooses one too and
 * becomes a formal account (`bindAccount`). Every view of the account follows (`accountChanged`).
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (form: { username?: string; password: string; confirmPassword: string }) =>
      form.username === undefined
        ? api.setPassword(form)
        : api.bindAccount({ ...form, username: form.username }),
    onSuccess: (user) => accountChanged(queryClient, user),
  });
}
