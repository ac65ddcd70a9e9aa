import { expect, test, type Page } from '@playwright/test';
import {
  chooseGameWithKeyboard,
  firstTarget,
  mirror,
  screenOf,
  typeKeys,
  type GameId,
} from './games-helpers';

test.describe.configure({ timeout: 300_000 });

/**
 * Plays a round with real key events, reading the targets from the accessible mirror: destroys `targets`
 * targets, then (if the round is still on) stops typing and lets the game end by itself.
 */
async function play(page: Page, game: GameId, targets: number) {
  await chooseGameWithKeyboard(page, game);
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');

  let done = 0;
  const deadline = Date.now() + 150_000;
  while (done < targets && Date.now() < deadline && (await screenOf(page)) === 'play') {
    const target = await firstTarget(page);
    if (!target) {
      await page.waitForTimeout(200);
      continue;
    }
    await typeKeys(page, target.text.slice(target.typed));
    done++;
  }
  expect(Number(await mirror(page).locator('[data-mirror="score"]').textContent())).toBeGreaterThan(0);
  // The round ends: every target typed (race), or lives lost while the learner waits.
  await expect(mirror(page)).toHaveAttribute('data-screen', 'result', { timeout: 90_000 });
}

test('STAR_TREK: lock on, shoot words down, and reach the report with a score', async ({ page }) => {
  await play(page, 'STAR_TREK', 4);

  const report = page.getByTestId('performance-report');
  await expect(report).toBeVisible();
  await expect(report.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(report.getByRole('heading', { level: 2 })).toContainText('Star Patrol');
  expect(Number(await page.getByTestId('game-score').getAttribute('data-score'))).toBeGreaterThan(0);
  await expect(mirror(page)).toHaveAttribute('data-renderer', /webgl|canvas|webgpu/);
});

test('BALLOON_POP: pop letters and reach the report with a score', async ({ page }) => {
  await play(page, 'BALLOON_POP', 5);

  await expect(page.getByTestId('performance-report')).toBeVisible();
  expect(Number(await page.getByTestId('game-score').getAttribute('data-score'))).toBeGreaterThan(0);
});

test('TYPING_RACE: type the whole passage, win the race and reach the report', async ({ page }) => {
  await play(page, 'TYPING_RACE', 1000);

  const report = page.getByTestId('performance-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('game-score')).toContainText('You finished the round!');
  expect(Number(await page.getByTestId('game-score').getAttribute('data-score'))).toBeGreaterThan(0);
  // Every key was right: the engine's report says 100% accuracy.
  await expect(report).toContainText('100%');
});

test('Escape pauses a round and Enter plays on', async ({ page }) => {
  await chooseGameWithKeyboard(page, 'STAR_TREK');
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');

  await page.keyboard.press('Escape');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'pause');
  await expect(mirror(page).locator('[data-mirror="message"]')).toContainText('Paused');
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');
});

test('the switcher pauses the game; closing it returns to the paused game', async ({ page }) => {
  await chooseGameWithKeyboard(page, 'BALLOON_POP');
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');

  await page.getByRole('button', { name: 'Choose a game' }).first().click();
  await expect(page.getByTestId('game-switcher')).toBeVisible();
  await expect(mirror(page)).toHaveAttribute('data-screen', 'pause');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-switcher')).toBeHidden();
  await expect(page.getByTestId('game-stage')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');
});

test('a low-power channel plays in lite mode', async ({ page }) => {
  await page.goto('/game-center?channel=edu-tablet&play=BALLOON_POP');
  const stage = page.getByTestId('game-stage');
  await expect(stage).toHaveAttribute('data-lite', 'true');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
  // Lite: a 30 fps cap and a canvas below the device's resolution.
  await expect(stage).toHaveAttribute('data-max-fps', '30');
  expect(Number(await stage.getAttribute('data-resolution'))).toBeLessThan(1);

  await page.goto('/game-center?play=BALLOON_POP');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-max-fps', '0');
});
