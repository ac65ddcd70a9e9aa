import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import chinese from '../../../../locales/CHS.json';
import english from '../../../../locales/ENG.json';
import type { Character, LoginResult, User } from '../../../contracts';
import { accessToken, clearTokens, useSessionStore } from '../../api';
import { configureApiClient } from '../../api/client';
import { createQueryClient } from '../../queries/query-client';
import '../../testing/render-with-providers'; // registers the clean-up after each test
import LoginCallbackPage from './LoginCallbackPage';
import { REDIRECT_STORAGE_KEY } from './login-hooks';

const SESSION_KEY = 'session-key-0123456789abcdef';
const CODE = 'approved-code-0123456789abcdef';

const user: User = {
  uid: 42,
  username: 'mia',
  email: null,
  phone: null,
  isGuest: false,
  hasPassword: false,
  loginMethods: [],
  lastLoginType: 'wechat',
  subscriptionType: 'FREE',
  region: 'US',
  createdAt: '2026-01-15T09:30:00.000Z',
};
const loginResult: LoginResult = {
  accessToken: 'access-token-from-callback',
  refreshToken: 'refresh-token-from-callback-0000',
  expireTime: Date.now() + 15 * 60 * 1000,
  refreshExpireTime: Date.now() + 180 * 24 * 3600 * 1000,
  user,
  isNewUser: false,
};
const character: Character = {
  characterId: 9,
  avatar: 'avatar-student-2',
  nickname: 'Mia',
  type: 'STUDENT',
  timeZone: null,
  keyboardLayout: 'us',
  createdAt: '2026-01-15T09:30:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: the approved code, the login and the account's characters; records the paths asked for. */
function fakeServer(codeAnswer: () => Response = () => json(200, { code: CODE })) {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    paths.push(path);
    if (path === '/api/user/auth/sessionKey/code') return codeAnswer();
    if (path === '/api/user/auth/wechat/web') return json(200, loginResult);
    if (path === '/api/character/list') return json(200, [character]);
    return json(404, { statusCode: 404, message: 'Not found', errorCode: 'NOT_FOUND' });
  });
  configureApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
  return { paths };
}

/** The callback page at `search`, in English or Chinese; other pages show their path. */
function openCallback(search: string, messages: Record<string, string> = english) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale={messages === english ? 'en' : 'zh-Hans'} messages={messages} defaultLocale="en">
        <MemoryRouter initialEntries={[`/login/callback${search}`]}>
          <Routes>
            <Route path="/login/callback" element={<LoginCallbackPage />} />
            <Route path="/chapter/" element={<p>course map</p>} />
            <Route path="/lesson/:slug" element={<p>a lesson</p>} />
            <Route path="/login/" element={<p>sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  sessionStorage.clear();
  clearTokens();
  useSessionStore.setState({ signedIn: false, user: null, characterId: null, isNewUser: false });
});
afterEach(() => {
  configureApiClient();
  vi.restoreAllMocks();
});

describe('the login callback page', () => {
  it('signs the learner in with the approved session key and goes to the course map', async () => {
    fakeServer();
    openCallback(`?authType=wechat&sessionKey=${SESSION_KEY}`);

    expect(await screen.findByText('course map')).toBeInTheDocument();
    expect(accessToken()).toBe('access-token-from-callback');
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, characterId: 9 });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ uid: 42 });
  });

  it('goes back to the page the sign-in was asked for in this tab', async () => {
    fakeServer();
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/lesson/middle-row-keys-f-and-j');
    openCallback(`?authType=wechat&sessionKey=${SESSION_KEY}`);

    expect(await screen.findByText('a lesson')).toBeInTheDocument();
  });

  it('waits for the approval while the session key has no code yet', async () => {
    fakeServer(() => json(200, { code: null }));
    openCallback(`?authType=wechat&sessionKey=${SESSION_KEY}`);

    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the approval…');
    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeInTheDocument();
    expect(useSessionStore.getState().signedIn).toBe(false);
  });

  it.each([
    ['no parameters', ''],
    ['no session key', '?authType=wechat'],
    ['no auth type', `?sessionKey=${SESSION_KEY}`],
    ['an unknown auth type', `?authType=carrier-pigeon&sessionKey=${SESSION_KEY}`],
    ['a malformed session key', '?authType=wechat&sessionKey=short'],
  ])('says the link is not valid, without asking the server, for %s', (_, search) => {
    const { paths } = fakeServer();
    openCallback(search);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in link is incomplete or no longer valid. Please sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login/');
    expect(paths).toEqual([]);
    expect(accessToken()).toBeNull();
  });

  it('says so in the learner’s language', () => {
    fakeServer();
    openCallback('?authType=wechat', chinese);

    expect(screen.getByRole('alert')).toHaveTextContent('此登录链接不完整或已失效，请重新登录。');
    expect(screen.getByRole('link', { name: '返回登录' })).toBeInTheDocument();
  });

  it('shows the server’s reason when the session key has expired', async () => {
    fakeServer(() => json(410, { statusCode: 410, message: 'gone', errorCode: 'SESSION_KEY_EXPIRED' }));
    openCallback(`?authType=wechat&sessionKey=${SESSION_KEY}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('The QR code has expired, please refresh it');
    expect(accessToken()).toBeNull();
  });
});
