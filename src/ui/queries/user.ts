import { queryOptions } from '@tanstack/react-query';
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
