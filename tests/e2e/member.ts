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
