import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_KEY_POLL_MS } from '../../contracts';
import type { CallPayload } from '../api/client';
import { api } from '../api/endpoints';
import { loginContext } from '../api/login';
import { finishLogin } from './after-login';
import { accountChanged } from './user';

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

/** What the username-and-password form sends: a sign-in, a new account, or a guest's binding of a username. */
export type AccountForm =
  | { mode: 'signin'; username: string; password: string }
  | { mode: 'signup'; username: string; password: string; confirmPassword: string; agreeTerms: boolean }
  | { mode: 'bind'; username: string; password: string; confirmPassword: string };

/**
 * The username-and-password form: a sign-in or a new account ends as every login does (`finishLogin`); a guest
 * binding a username stays the same account, its roles and results kept, and every view of the account follows.
 */
export function useAccountLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async (form: AccountForm) => {
      if (form.mode === 'bind') {
        const { mode: _bind, ...binding } = form;
        return accountChanged(queryClient, await api.bindAccount(binding));
      }
      if (form.mode === 'signin') {
        const { mode: _signin, ...signin } = form;
        return finishLogin(queryClient, await api.passwordLogin({ ...signin, ...loginContext() }));
      }
      const { mode: _signup, ...signup } = form;
      await finishLogin(queryClient, await api.register({ ...signup, ...loginContext() }));
    },
  });
}

/** A login code that came back from an approved session key (the QR code, the social-messaging link). */
export function useQrLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async (code: string) =>
      finishLogin(queryClient, await api.qrLogin({ code, ...loginContext() })),
  });
}

/** POST /auth/code/send: a sign-in code by e-mail or SMS (nothing cached changes). */
export const useSendCode = () =>
  useMutation({
    meta: { handlesError: true },
    mutationFn: (to: Omit<CallPayload<'sendCode'>, 'purpose'>) => api.sendCode({ ...to, purpose: 'login' }),
  });

/** The sign-in with the code that was sent. */
export function useCodeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async (form: Omit<CallPayload<'codeLogin'>, keyof CallPayload<'visitorLogin'>>) =>
      finishLogin(queryClient, await api.codeLogin({ ...form, ...loginContext() })),
  });
}

/** A signed-in phone approves another screen's session key (its QR code or link). */
export const useApproveSessionKey = (sessionKey: string) =>
  useMutation({ meta: { handlesError: true }, mutationFn: () => api.approveSessionKey({ sessionKey }) });
