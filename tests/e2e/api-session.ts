import { randomUUID } from 'node:crypto';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { uniqueName } from './unique';

/**
 * Signed-in browser contexts made through the API instead of the sign-in forms (tests/README.md: API-made
 * accounts where the sign-up is not what is tested). The login call asks for the web app's refresh cookie, which
 * lands in the context's own cookie jar (its `request` shares the browser's cookies); the page's local storage
 * gets the device, the user and the current role before the first load, as the app itself leaves them after a
 * sign-in. The first page load then refreshes through that cookie like any returning visitor.
 */
export interface ApiSession {
  context: BrowserContext;
  page: Page;
  /** An access token of this session, for calls the test makes itself. */
  token: string;
  deviceId: string;
  characterId: number;
  /** A call as the app makes it (form-encoded, the device id added), its answer checked for success. */
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    payload?: Record<string, string | number | boolean>,
  ): Promise<T>;
}

interface LoginAnswer {
  accessToken: string;
  user: unknown;
}

/**
 * A new context signed in as a guest with a student role (`kind: 'student'`) or as a registered account with a
 * teacher role (`kind: 'teacher'`; a teacher needs a username and password). `options` are the context's own
 * (`bypassCSP` for a spec that injects axe-core).
 */
export async function apiSession(
  browser: Browser,
  baseURL: string,
  kind: 'student' | 'teacher',
  nickname: string,
  options: BrowserContextOptions = {},
): Promise<ApiSession> {
  const context = await browser.newContext({ ...options, baseURL });
  const deviceId = `e2e-${randomUUID()}`;
  const headers = { 'x-keyquest-session': 'cookie' };
  const login =
    kind === 'student'
      ? await context.request.post('/api/user/auth/visitor', {
          form: { deviceId, clientType: 'web' },
          headers,
        })
      : await context.request.post('/api/user/auth/register', {
          form: {
            deviceId,
            clientType: 'web',
            username: uniqueName('t'),
            password: 'abc123',
            confirmPassword: 'abc123',
            agreeTerms: 'true',
          },
          headers,
        });
  expect(login.status(), await login.text()).toBe(200);
  const answer = (await login.json()) as LoginAnswer;
  const token = answer.accessToken;
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, string | number | boolean> = {},
  ): Promise<T> => {
    const fields: Record<string, string> = { deviceId };
    for (const [name, value] of Object.entries(payload)) fields[name] = String(value);
    const response =
      method === 'GET'
        ? await context.request.get(`/api${path}`, {
            params: fields,
            headers: { authorization: `Bearer ${token}` },
          })
        : await context.request.post(`/api${path}`, {
            form: fields,
            headers: { authorization: `Bearer ${token}` },
          });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const character = await call<{ characterId: number }>('POST', '/character/create', {
    avatar: kind === 'teacher' ? 'avatar-teacher-1' : 'avatar-student-1',
    nickname,
    type: kind === 'teacher' ? 'TEACHER' : 'STUDENT',
  });
  await context.addInitScript(
    ({ deviceId, user, characterId }) => {
      if (localStorage.getItem('deviceId')) return;
      localStorage.setItem('deviceId', deviceId);
      localStorage.setItem('user', user);
      localStorage.setItem('characterId', String(characterId));
    },
    { deviceId, user: JSON.stringify(answer.user), characterId: character.characterId },
  );
  const page = await context.newPage();
  return { context, page, token, deviceId, characterId: character.characterId, call };
}
