import { expect, test, type Page } from '@playwright/test';

/**
 * Membership end to end (docs/MEMBERSHIP.md): a free learner meets the upgrade prompt on a pro avatar, buys a
 * monthly card in the sandbox with a discount card, gets the pro avatar and sees the expiry; a second purchase
 * stacks on that expiry; a cancelled payment leaves the account FREE.
 */
test.describe.configure({ timeout: 120_000 });

const DAY = 86_400_000;

/** A new account made on the sign-up form, landing on the account screen (/character). */
async function signUp(page: Page): Promise<string> {
  const username = `buyer_${Date.now().toString(36)}`;
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

/** Chooses a card on /membership and pays (or not) on the sandbox provider's page. */
async function buy(page: Page, card: string, sandbox: 'Pay' | 'Cancel the payment', discount?: string) {
  await page.goto('/membership');
  await page.getByTestId(`plan-${card}`).click();
  if (discount) await page.getByLabel('Discount card').selectOption({ label: discount });
  await page.getByRole('button', { name: 'Buy and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  const amount = await page.getByTestId('sandbox-amount').textContent();
  await page.getByRole('button', { name: sandbox, exact: true }).click();
  await expect(page).toHaveURL(/\/membership\/order\/KQ\d{18}$/);
  return amount;
}

const expiry = async (page: Page) => {
  await page.goto('/character');
  const shown = page.getByTestId('membership-expiry');
  await expect(shown).toBeVisible();
  return new Date((await shown.getAttribute('data-expires'))!).getTime();
};

test('a free learner upgrades with a discount card, gets the pro avatar, and a second card stacks', async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByTestId('membership-status')).toHaveAttribute('data-state', 'NONE');

  // The pro avatar opens the upgrade prompt, which leads to the membership page.
  await page.getByTestId('edit-character').first().click();
  await page.getByTestId('avatar-avatar-student-6').click();
  await page.getByTestId('editor-submit').click();
  await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
  await page.getByTestId('upgrade-link').click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByTestId('comparison-table')).toBeVisible();

  // A discount code handed to the learner joins the toolbox, then pays for the order (76 %).
  const { code } = (await (await page.request.post('/api/dev/discount-code')).json()) as { code: string };
  await page.goto('/toolbox');
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Add to my toolbox' }).click();
  await expect(page.getByTestId('discount-card')).toHaveCount(1);
  const before = Date.now();
  const paid = await buy(page, 'month', 'Pay', `Pay 76% (${code})`);
  expect(paid).toBe('$5.31');
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-state', 'PAID');
  await expect(page.getByTestId('order-status')).toContainText('Paid. Thank you!');

  // Premium now: the expiry on the account screen, about 30 days ahead; the pro avatar is saved.
  const first = await expiry(page);
  expect(first - before).toBeGreaterThan(29.9 * DAY);
  expect(first - before).toBeLessThan(30.1 * DAY);
  await expect(page.getByTestId('membership-status')).toHaveAttribute('data-state', 'ACTIVE');
  await page.getByTestId('edit-character').first().click();
  await page.getByTestId('avatar-avatar-student-6').click();
  await page.getByTestId('editor-submit').click();
  await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);
  await expect(page.getByTestId('character-list').locator('img, svg').first()).toBeVisible();

  // The card was spent: a second order has none to offer. A week card stacks on the expiry.
  await page.goto('/membership');
  await expect(page.getByLabel('Discount card')).toHaveCount(0);
  expect(await buy(page, 'week', 'Pay')).toBe('$2.99');
  expect(await expiry(page)).toBe(first + 7 * DAY);
});

test('a cancelled payment leaves the learner FREE, with the catalogue message', async ({ page }) => {
  await signUp(page);
  await buy(page, 'year', 'Cancel the payment');
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-state', 'CANCELLED');
  await expect(page.getByTestId('order-status')).toContainText('Payment Cancelled');
  const orderNo = (await page.getByTestId('order-no').textContent())!;
  // Looked up by its merchant order number.
  await page.goto('/membership');
  await page.getByLabel('Merchant order number').fill(orderNo);
  await page.getByRole('button', { name: 'Look up the order' }).click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-state', 'CANCELLED');
  await page.goto('/character');
  await expect(page.getByTestId('membership-status')).toHaveAttribute('data-state', 'NONE');
  await expect(page.getByTestId('membership-expiry')).toHaveCount(0);
});
