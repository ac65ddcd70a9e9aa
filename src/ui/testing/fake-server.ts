import { vi } from 'vitest';
import type { Character, LoginResult } from '../../contracts';
import { configureApiClient } from '../api/client';
import { GUEST_USER } from './guest-user';

/** A login result as the web app gets it: the refresh token is in the HttpOnly cookie, not here. */
export const loginResult = (accessTokenValue: string): LoginResult => ({
  accessToken: accessTokenValue,
  expireTime: Date.now() + 15 * 60 * 1000,
  refreshExpireTime: Date.now() + 180 * 24 * 3600 * 1000,
  user: GUEST_USER,
  isNewUser: true,
});
export const character: Character = {
  characterId: 3,
  avatar: 'avatar-student-1',
  nickname: 'Oliver',
  type: 'STUDENT',
  timeZone: null,
  keyboardLayout: 'us',
  createdAt: '2026-01-15T09:30:00.000Z',
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Sent {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: URLSearchParams;
}

/** A fake server: answers by path, records what was sent. */
export function fakeServer(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    };
    sent.push(request);
    return answer(request);
  });
  const navigate = vi.fn();
  configureApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    navigate,
    currentPath: () => '/chapter/?tab=2',
  });
  return { sent, fetch, navigate };
}
