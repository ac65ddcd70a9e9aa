import { expect, test, type Page } from '@playwright/test';
import { mirror } from './games-helpers';
import { closeSwitcher, takeLesson } from './take-lesson';

/**
 * The economy as a new learner meets it: the free trial's welcome points, points and crystals earned by lessons,
 * 50 points paid when a game round starts (with a toolbox item that works in the game), a refusal when the points
 * run short, and a lottery draw with the crystals, its odds on the screen. Keyboard only where a child plays.
 */
test.describe.configure({ timeout: 240_000 });

const shownValue = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).first().getAttribute('data-value'));

/** Chooses a game in the switcher with the keyboard: the round is paid as it starts. */
async function startGame(page: Page) {
  await page.getByRole('button', { name: 'Choose a game' }).first().click();
  const switcher = page.getByTestId('game-switcher');
  await expect(switcher).toBeVisible();
  await expect(page.locator('[data-game-choice="STAR_TREK"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(switcher).toBeHidden();
}

test('a new learner earns points and crystals, pays for game rounds, uses an item and draws the lottery', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/\/game-center$/);
  await closeSwitcher(page);
  // The welcome: one round's points, no crystals.
  await expect(page.getByTestId('wallet-points')).toHaveAttribute('data-value', '50');
  await expect(page.getByTestId('wallet-crystals')).toHaveAttribute('data-value', '0');

  // The finger tutorial earns nothing; lessons after it earn points (10 a new star, 2 for the pass) and a
  // crystal per new star.
  const tutorial = await takeLesson(page, 'home-keys-f-and-j');
  await expect(tutorial).toHaveAttribute('data-points', '0');
  const first = await takeLesson(page, 'home-keys-d-and-k');
  await expect(first).toHaveAttribute('data-points', '32');
  await expect(first).toContainText('You earned 32 points and 3 energy crystals.');
  const second = await takeLesson(page, 'space-s-and-l');
  await expect(second).toHaveAttribute('data-points', '32');

  // The course map shows the balances.
  await page.goto('/chapter/');
  await expect(page.getByTestId('wallet-points')).toHaveAttribute('data-value', '114');
  await expect(page.getByTestId('wallet-crystals')).toHaveAttribute('data-value', '6');

  // A round of Star Patrol with the extra life: 50 points, and four hearts instead of three.
  await page.goto('/game-center');
  await closeSwitcher(page);
  const extraLife = page.locator('[data-testid="round-items"] input[data-item="extra-life"]');
  await extraLife.focus();
  await page.keyboard.press('Space');
  await expect(extraLife).toBeChecked();
  await startGame(page);
  await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
  await expect(page.getByTestId('wallet-points')).toHaveAttribute('data-value', '64');
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');
  await expect(mirror(page).locator('[data-mirror="lives"]')).toHaveText('4');
  // The item is spent: none left to choose.
  await expect(page.locator('[data-testid="round-items"] input[data-item="extra-life"]')).toHaveCount(0);

  // Another round, begun with Enter so it is kept (a round chosen and never begun is given back): 14 points
  // left; then one more is refused.
  await startGame(page);
  await expect(page.getByTestId('wallet-points')).toHaveAttribute('data-value', '14');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');
  await startGame(page);
  const refused = page.getByTestId('round-refused');
  await expect(refused).toContainText('Your learning points are insufficient');
  await expect(page.getByTestId('game-stage')).toHaveCount(0);
  expect(await shownValue(page, 'wallet-points')).toBe(14);

  // The points history lists what happened, newest first.
  await page.getByTestId('wallet-points').click();
  await expect(page).toHaveURL(/\/points$/);
  const rows = page.getByTestId('ledger').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toHaveAttribute('data-reason', 'game-round');
  await expect(rows.last()).toHaveAttribute('data-reason', 'welcome');

  // The lottery: every prize's chance on screen; a draw takes 5 of the 6 crystals.
  await page.goto('/lottery');
  await expect(page.getByTestId('lottery-odds').locator('tbody tr')).toHaveCount(7);
  await expect(page.getByTestId('lottery-odds')).toContainText('30%');
  const draw = page.getByTestId('lottery-draw');
  await draw.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lottery-result').locator('[data-prize]')).toBeVisible();
  await expect(page.getByTestId('wallet-crystals')).toHaveAttribute('data-value', '1');
  // One crystal is not a draw: the button is off and says why; the prize stays on screen.
  await expect(draw).toBeDisabled();
  await expect(page.getByTestId('lottery-short')).toContainText('You have 1 crystal: a draw needs 5.');
  await expect(page.getByTestId('lottery-result').locator('[data-prize]')).toBeVisible();

  // The toolbox shows the extra life used and the others ready.
  await page.goto('/toolbox');
  await expect(page.getByTestId('toolbox-slow-down')).toHaveAttribute('data-count', /[12]/);
  await expect(page.getByTestId('toolbox-extra-life')).toHaveAttribute('data-count', /[01]/);
});
