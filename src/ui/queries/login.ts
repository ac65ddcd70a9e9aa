import { queryOptions } from '@tanstack/react-query';
import { SESSION_KEY_POLL_MS } from '../../contracts';
import { api } from '../api/endpoints';

/** The QR login's session keys (no character yet): never cached beyond the screen that asked. */
export const loginKeys = {
  sessionKey: (round: number) => ['login', 'sessionKey', round] as const,
  sessionKeyCode: (sessionKey: string | null) => ['login', 'sessionKeyCode', sessionKey] as const,
  callback: (sessionKey: string) => ['login', 'callback', sessionKey] as const,
};

/** A new session key for a QR code (`round` asks for a fresh one). */
export const sessionKeyQuery = (round: number) =>
  queryOptions({
    queryKey: loginKeys.sessionKey(round),
    queryFn: () => api.generateSessionKey(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Asks every 2 s whether a phone approved the session key, until a login code comes back. */
const pollCode = (sessionKey: string) => ({
  queryFn: () => api.sessionKeyCode({ sessionKey }),
  refetchInterval: (query: { state: { data?: { code?: string | null } | undefined } }) =>
    query.state.data?.code ? false : SESSION_KEY_POLL_MS,
  gcTime: 0,
  retry: false,
});

/** The QR code shown on this screen: its approval. */
export const sessionKeyCodeQuery = (sessionKey: string | null) =>
  queryOptions({ queryKey: loginKeys.sessionKeyCode(sessionKey), ...pollCode(sessionKey ?? '') });

/** The login link opened on another device (/login/callback): its approval. */
export const loginCallbackQuery = (sessionKey: string) =>
  queryOptions({ queryKey: loginKeys.callback(sessionKey), ...pollCode(sessionKey) });
