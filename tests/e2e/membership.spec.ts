import { expect, test, type Page } from '@playwright/test';
import { accountByApi, trialMemberByApi } from './member';
import { uniqueName } from './unique';

/**
 * Membership end to end (docs/MEMBERSHIP.md): a free learner meets the upgrade prompt on a pro avatar, buys a
 * monthly card in the sandbox with a discount card, gets the pro avatar and sees the expiry; a second purchase
 * stacks on that expiry; a cancelled payment leaves the account FREE. A free learner meets a members' course and
 * game locked, with the prompt; as a member (the 7-day trial) both open.
 */
test.describe.configure({ timeout: 120_000 });

const DAY = 86_400_000;

/** Chooses a card on /membership and pays (or not) on the sandbox provider's page. */
async function buy(page: Page, card: string, sandbox: 'Pay' | 'Cancel the payment', discount?: string) {
  await page.goto('/membership');
  await page.getByTestId(`plan-${card}`).click();
  // The sandbox takes this server's payments: the checkout and the pay page say plainly that they are tests.
  await expect(page.getByTestId('test-payment-notice')).toContainText('No money is taken');
  if (discount) await page.getByLabel('Discount card').selectOption({ label: discount });
  await page.getByRole('button', { name: 'Buy and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await expect(page.getByTestId('test-payment-notice')).toBeVisible();
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
  await accountByApi(page);
  await page.goto('/character');
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
  await accountByApi(page);
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

test("a free learner meets a members' course and game locked with the prompt; a member opens both", async ({
  page,
}) => {
  await accountByApi(page);

  // The course map: the first code language is free, the next ones are for members.
  await page.goto('/chapter/');
  const toggle = page.getByTestId('course-toggle-code-typing');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('lesson-card-code-js-hello')).toHaveAttribute(
    'href',
    '/lesson/code-js-hello',
  );
  await expect(page.getByTestId('members-chapter-code-typescript')).toHaveText('For members');
  const locked = page.getByTestId('lesson-card-code-ts-shapes');
  await expect(locked).toHaveAttribute('data-state', 'members');
  await locked.click();
  const prompt = page.getByTestId('upgrade-prompt');
  await expect(prompt).toContainText('Membership not opened or expired');
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);

  // A link straight to the lesson says the same, and starts nothing.
  await page.goto('/lesson/code-ts-shapes');
  await expect(page.getByTestId('members-only')).toContainText('Membership not opened or expired');
  await expect(page.getByTestId('lesson-start')).toHaveCount(0);

  // The game center: the race is locked; choosing it opens the prompt, which leads to /membership.
  await page.goto('/game-center');
  const race = page.locator('[data-game-choice="TYPING_RACE"]');
  await expect(race).toContainText('For members');
  await race.click();
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('game-stage')).toHaveCount(0);
  await page.getByTestId('upgrade-link').click();
  await expect(page).toHaveURL(/\/membership$/);

  // The 7-day trial makes the learner a member: the chapter and the game open.
  await page.getByTestId('start-trial').click();
  await expect(page.getByTestId('membership-status')).toHaveAttribute('data-state', 'TRIAL');
  await page.goto('/chapter/');
  await expect(page.getByTestId('members-chapter-code-typescript')).toHaveCount(0);
  await page.getByTestId('lesson-card-code-ts-shapes').click();
  await expect(page).toHaveURL(/\/lesson\/code-ts-shapes$/);
  await expect(page.getByTestId('lesson-start')).toBeVisible();
  await page.goto('/game-center');
  await expect(race).not.toContainText('For members');
  await race.click();
  await expect(page.getByTestId('game-stage')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('a guest who signs up can buy at once: the account screen and /membership follow the sign-up', async ({
  page,
}) => {
  // A guest on the free trial opens My roles (its plan is read) and the membership page: buying needs an account.
  await page.goto('/');
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/\/game-center$/, { timeout: 30_000 });
  await page.goto('/character');
  await expect(page.getByTestId('membership-status')).toHaveAttribute('data-state', 'NONE');
  await page.getByRole('link', { name: 'Membership: plans, orders and codes' }).click();
  await expect(page.getByText('Please create an account (bind a sign-in method) first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy and pay' })).toBeDisabled();
  await expect(page.getByTestId('start-trial')).toHaveCount(0);

  // My roles -> Sign up: the guest becomes an account (no reload from here on, only the app's own links).
  await page.getByRole('link', { name: 'My roles' }).first().click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Username', { exact: true }).fill(uniqueName('bound'));
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Password again').fill('abc123');
  await page.getByTestId('agree-terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/character$/);
  await expect(page.getByText('You are trying KeyQuest as a guest')).toHaveCount(0);
  await page.getByRole('link', { name: 'Membership: plans, orders and codes' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByTestId('start-trial')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy and pay' })).toBeEnabled();
  await expect(page.getByText('Please create an account (bind a sign-in method) first')).toHaveCount(0);
});

test("a member's gift order says it is a gift, not the buyer's membership", async ({ page }) => {
  await trialMemberByApi(page);
  await page.goto('/membership');
  await page.getByTestId('plan-day').click();
  await page.getByLabel('Buy as a gift').check();
  await page.getByRole('button', { name: 'Buy and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-state', 'PAID');
  await expect(page.getByTestId('order-gift')).toContainText('An activation code for someone else');
  await expect(page.getByTestId('order-status')).not.toContainText('Lifetime member');
  await expect(page.getByTestId('order-until')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show the activation code' })).toBeVisible();
});

test('a discount card spent on an order is offered no more; a cancelled order says so and gives it back', async ({
  page,
}) => {
  await accountByApi(page);
  const { code } = (await (await page.request.post('/api/dev/discount-code')).json()) as { code: string };
  await page.goto('/toolbox');
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Add to my toolbox' }).click();
  await expect(page.getByTestId('discount-card')).toHaveCount(1);

  // An order with the card, left unpaid: back on /membership (the browser's back, no reload) it waits, without
  // the card.
  await page.goto('/membership');
  await page.getByTestId('plan-week').click();
  await page.getByLabel('Discount card').selectOption({ label: `Pay 76% (${code})` });
  await page.getByRole('button', { name: 'Buy and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByTestId('pending-order')).toBeVisible();
  await expect(page.getByLabel('Discount card')).toHaveCount(0);

  // Cancelled: the page says so, and the card is offered again.
  await page.getByTestId('cancel-order').click();
  await expect(page.getByTestId('order-cancelled')).toContainText('was cancelled');
  await expect(page.getByTestId('order-cancelled')).toContainText('discount card is back in your toolbox');
  await expect(page.getByTestId('pending-order')).toHaveCount(0);
  await expect(page.getByLabel('Discount card')).toBeVisible();

  // Paid with the card: back from the order page, checkout no longer offers it.
  await page.getByTestId('plan-week').click();
  await page.getByLabel('Discount card').selectOption({ label: `Pay 76% (${code})` });
  await page.getByRole('button', { name: 'Buy and pay' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-state', 'PAID');
  await page.getByRole('link', { name: 'Back to membership' }).click();
  await expect(page.getByTestId('checkout')).toBeVisible();
  await expect(page.getByLabel('Discount card')).toHaveCount(0);
});

test('an order number that is no order says so, with the way back', async ({ page }) => {
  await accountByApi(page);
  await page.goto('/membership/order/hello%3C%3E123');
  await expect(page.getByRole('alert')).toHaveText('No order with this number was found');
  await expect(page.getByTestId('order-error')).toContainText('Check the number');
  await page.getByRole('link', { name: 'Back to membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByTestId('checkout')).toBeVisible();
});

test("a parent enters a campaign's discount code at checkout and pays 76 %", async ({ page }) => {
  await accountByApi(page, 'parent');
  // What the operator's `npm run codes -- --discount 76` prints (docs/MEMBERSHIP.md), handed to the parent.
  const { code } = (await (await page.request.post('/api/dev/discount-code')).json()) as { code: string };
  await page.goto('/membership');
  await expect(page.getByText('KeyQuest hands out discount codes in campaigns')).toBeVisible();
  await page.getByTestId('plan-year').click();
  await page.getByLabel('Have a discount code?').fill(`${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase());
  await page.getByRole('button', { name: 'Add the card' }).click();
  await expect(page.getByTestId('discount-code-added')).toHaveText('Your 76% card is chosen for this order.');
  await expect(page.getByLabel('Discount card')).toHaveValue(code);
  await expect(page.getByTestId('checkout-total')).toHaveText('To pay: $22.79');
  await page.getByRole('button', { name: 'Buy and pay' }).click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$22.79');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-state', 'PAID');
  await expect(page.getByTestId('order-status')).toContainText('76% of $29.99 with a discount card');
  await expect(page.getByTestId('order-until')).toBeVisible();
});
