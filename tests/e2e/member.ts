import { expect, type Page } from '@playwright/test';

/**
 * Accounts for the end-to-end tests that need a formal account or a member (docs/MEMBERSHIP.md): later
 * chapters of the practice courses and the race game are for members.
 */

/** A new account made on the sign-up form, landing on the account screen (/character) with a student role. */
export async function signUp(page: Page, prefix = 'buyer'): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/login/?redirect=%2Fcharacter');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Password again').fill('abc123');
  await page.getByTestId('agree-terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/character$/);
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
