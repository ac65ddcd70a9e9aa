import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { uniqueName } from './unique';

/**
 * Accounts for the end-to-end tests that need a formal account or a member (docs/MEMBERSHIP.md): later
 * chapters of the practice courses and the race game are for members.
 */

/**
 * A new account made on the sign-up form (a unique name), landing where `redirect` says: the account screen
 * (/character, with a student role) unless told otherwise.
 */
export async function signUp(page: Page, prefix = 'buyer', redirect = '/character'): Promise<string> {
  const username = uniqueName(prefix);
  await page.goto(`/login/?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Password again').fill('abc123');
  await page.getByTestId('agree-terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/\//g, '\\/')}$`));
  return username;
}

/** A new account that takes the 7-day free trial on /membership: a member (PREMIUM) for a week. */
export async function trialMember(page: Page): Promise<string> {
  const username = await signUp(page, 'member');
  await page.goto('/membership');
  await page.getByTestId('start-trial').click();
  await expect(page.getByTestId('membership-status')).toHaveAttribute('data-state', 'TRIAL');
  return username;
}

/**
 * The same member as `trialMember`, made through the API where the sign-up and the membership page are not what
 * the test checks (tests/README.md): an account, its student role and the 7-day trial, and the page's local storage
 * given the device, the user and the role before its first load (as `apiSession` does), so that the first page
 * opened is signed in. Returns the username.
 */
export async function trialMemberByApi(page: Page): Promise<string> {
  const username = uniqueName('member');
  const deviceId = `e2e-${randomUUID()}`;
  // The web app's refresh cookie lands in the page's own cookie jar (its `request` shares the browser's cookies).
  const login = await page.request.post('/api/user/auth/register', {
    form: {
      deviceId,
      clientType: 'web',
      username,
      password: 'abc123',
      confirmPassword: 'abc123',
      agreeTerms: 'true',
    },
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
  expect(await call<{ state: string }>('/membership/trial')).toMatchObject({ state: 'TRIAL' });
  await page.addInitScript(
    ({ deviceId, user, characterId }) => {
      if (localStorage.getItem('deviceId')) return;
      localStorage.setItem('deviceId', deviceId);
      localStorage.setItem('user', user);
      localStorage.setItem('characterId', String(characterId));
    },
    { deviceId, user: JSON.stringify(user), characterId },
  );
  return username;
}
