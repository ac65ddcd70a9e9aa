import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { uniqueName } from './unique';

/**
 * Accounts for the end-to-end tests that need a formal account or a member (docs/MEMBERSHIP.md): later
 * chapters of the practice courses and the race game are for members.
 */

/**
 * A new account as the sign-up form makes it, made through the API where the sign-up is not what the test checks
 * (tests/README.md; accounts.spec and membership.spec fill the form): an account (a unique name) with a student
 * role, as the form's sign-up leaves it (there the role's nickname is random), and the page's local storage given
 * the device, the user and the role before its first load (as `apiSession` does), so that the first page the test
 * opens is signed in. Opens no page. Returns the username and a call as the app makes it (form-encoded, the device
 * added, the answer checked for success).
 */
export async function accountByApi(page: Page, prefix = 'buyer') {
  const username = uniqueName(prefix);
  const { call } = await signedInByApi(page, '/api/user/auth/register', {
    username,
    password: 'abc123',
    confirmPassword: 'abc123',
    agreeTerms: 'true',
  });
  return { username, call };
}

/**
 * A new guest with a student role, as the home page's "free trial" button leaves one (a visitor session and a
 * STUDENT character made current), made through the API where the button is not what the test checks (saves
 * loading the home page and the game center first; accounts.spec, economy.spec, offline.spec and security.spec
 * still press it). Opens no page. Returns the role's id and a call as `accountByApi`'s.
 */
export function guestByApi(page: Page) {
  return signedInByApi(page, '/api/user/auth/visitor', {});
}

/** A sign-in through `route` with a new device, a STUDENT role made, and the page's storage set before its loads. */
async function signedInByApi(page: Page, route: string, fields: Record<string, string>) {
  const deviceId = `e2e-${randomUUID()}`;
  // The web app's refresh cookie lands in the page's own cookie jar (its `request` shares the browser's cookies).
  const login = await page.request.post(route, {
    form: { deviceId, clientType: 'web', ...fields },
    headers: { 'x-keyquest-session': 'cookie' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: unknown };
  const call = async <T>(path: string, payload: Record<string, string> = {}): Promise<T> => {
    const response = await page.request.post(`/api${path}`, {
      form: { deviceId, ...payload },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { characterId } = await call<{ characterId: number }>('/character/create', {
    avatar: 'avatar-student-1',
    nickname: 'Member',
    type: 'STUDENT',
  });
  await page.addInitScript(
    ({ deviceId, user, characterId }) => {
      if (localStorage.getItem('deviceId')) return;
      localStorage.setItem('deviceId', deviceId);
      localStorage.setItem('user', user);
      localStorage.setItem('characterId', String(characterId));
    },
    { deviceId, user: JSON.stringify(user), characterId },
  );
  return { characterId, call };
}

/**
 * A member (PREMIUM for a week), made through the API where the sign-up and the membership page are not what the
 * test checks (membership.spec starts the trial on the page): `accountByApi`'s account with the 7-day trial.
 * Returns the username.
 */
export async function trialMemberByApi(page: Page): Promise<string> {
  const { username, call } = await accountByApi(page, 'member');
  expect(await call<{ state: string }>('/membership/trial')).toMatchObject({ state: 'TRIAL' });
  return username;
}
