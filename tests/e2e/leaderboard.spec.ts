import { expect, test, type Browser, type Page } from '@playwright/test';
import { guestByApi } from './member';
import { closeSwitcher, takeLesson } from './take-lesson';

/**
 * Two learners practise on their own devices; both appear on the 7-day total board in the right order (the one
 * who typed more first), and each sees their own row highlighted. The board is reached from the game center.
 */
test.describe.configure({ timeout: 240_000 });

async function learner(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A guest as the free trial makes one (through the API: the button is not what this test checks).
  await guestByApi(page);
  return page;
}

/** Opens the board from the game center's link and answers the learner's own row. */
async function openBoard(page: Page) {
  await page.goto('/game-center');
  await closeSwitcher(page);
  await page.getByTestId('leaderboard-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Total' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('leaderboard-window-7')).toHaveAttribute('aria-pressed', 'true');
  const own = page.locator('[data-testid="leaderboard-row"][data-own="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toHaveAttribute('aria-current', 'true');
  await expect(own).toContainText('(you)');
  return own;
}

/** The board's rows as character ids, best first. */
const order = (page: Page) =>
  page
    .getByTestId('leaderboard-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-character')));

test('two learners practise and see themselves in the right order on the 7-day board', async ({
  browser,
}) => {
  const first = await learner(browser);
  const second = await learner(browser);
  // A key every 100 ms makes the first lesson (57 characters) long enough to rank; the first learner types it
  // twice, so has more characters typed.
  await takeLesson(first, 'home-keys-f-and-j', 100);
  await takeLesson(second, 'home-keys-f-and-j', 100);
  await takeLesson(first, 'home-keys-f-and-j', 100);

  const firstOwn = await openBoard(first);
  const secondOwn = await openBoard(second);
  const firstId = await firstOwn.getAttribute('data-character');
  const secondId = await secondOwn.getAttribute('data-character');
  for (const page of [first, second]) {
    const ids = await order(page);
    expect(ids).toContain(firstId);
    expect(ids).toContain(secondId);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
  }
  // Each learner's row is their own: the other's row is not highlighted for them.
  await expect(first.locator(`[data-character="${secondId}"]`)).toHaveAttribute('data-own', 'false');
  await expect(second.locator(`[data-character="${firstId}"]`)).toHaveAttribute('data-own', 'false');

  // The keyboard moves between the boards as tabs do.
  await first.getByRole('tab', { name: 'Total' }).focus();
  await first.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'Fast progress' })).toBeFocused();
  await expect(first.getByRole('tabpanel')).toContainText('How much faster you got');
});
