import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  chooseGameWithKeyboard,
  firstTarget,
  mirror,
  screenOf,
  typeKeys,
  waitUntilTyped,
  type GameId,
} from './games-helpers';
import { trialMemberByApi } from './member';
import { pageAccessToken } from './page-session';

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
    await waitUntilTyped(page, target);
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
  // A school laptop's screen: the result's buttons must be in view without scrolling.
  await page.setViewportSize({ width: 1024, height: 768 });
  await play(page, 'BALLOON_POP', 5);

  await expect(page.getByTestId('performance-report')).toBeVisible();
  await expect(page.getByTestId('report-retry')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('report-next')).toBeInViewport({ ratio: 1 });
  expect(Number(await page.getByTestId('game-score').getAttribute('data-score'))).toBeGreaterThan(0);
});

test('TYPING_RACE: type the whole passage, win the race and reach the report', async ({ page }) => {
  // The race is a members' game (docs/MEMBERSHIP.md): a member on the 7-day trial plays it.
  await trialMemberByApi(page);
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

  // The device remembers the channel it was opened with: a later visit without one stays lite.
  await page.goto('/game-center?play=BALLOON_POP');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-max-fps', '30');

  // Opened through the plain web channel, the same device plays at full rate again.
  await page.goto('/game-center?channel=web&play=BALLOON_POP');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-lite', 'false');
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-max-fps', '0');
});

test("a finished round is saved like any other result and shows in today's report under the game's name", async ({
  page,
}) => {
  // A member (the race is a members' game) with a profile on the server to save the round to.
  await trialMemberByApi(page);
  await play(page, 'TYPING_RACE', 1000);
  await expect(page.getByText('Saved to your profile.')).toBeVisible();
  const shown = async (testId: string) =>
    Number((await page.getByTestId(testId).first().textContent())?.replace(/,/g, ''));
  const shownWpm = await shown('report-wpm');
  const shownScore = await shown('report-score');

  // The server has the round as a game attempt of today, with the figures the result screen showed.
  const token = await pageAccessToken(page);
  const today = await page.evaluate(async (token) => {
    const query = new URLSearchParams({
      deviceId: localStorage.getItem('deviceId') ?? '',
      characterId: localStorage.getItem('characterId') ?? '',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const response = await fetch(`/api/report/today?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as {
      totals: { gameRounds: number };
      attempts: {
        kind: string;
        gameId: string | null;
        metrics: { wpm: number; accuracy: number; score: number };
      }[];
    };
  }, token);
  expect(today.totals.gameRounds).toBe(1);
  const attempt = today.attempts.find((each) => each.kind === 'game');
  expect(attempt?.gameId).toBe('TYPING_RACE');
  // The result screen rounds the big WPM figure to a whole number.
  expect(Math.abs(attempt!.metrics.wpm - shownWpm)).toBeLessThanOrEqual(0.5);
  // The Score tile is the game's own points, the same figure as the round's heading.
  expect(shownScore).toBe(Number(await page.getByTestId('game-score').getAttribute('data-score')));
  expect(attempt!.metrics.score).toBeGreaterThan(0);
  expect(attempt!.metrics.accuracy).toBe(1);

  await page.goto('/report?period=day');
  const row = page.getByTestId('today-attempts').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(1)).toHaveText('Rocket Race');
  await expect(row.locator('td').nth(3)).toHaveText('100%');
});

test('the switcher\'s "Words from" course and chapter give the games that chapter\'s words, kept on reload', async ({
  page,
}) => {
  // Grade 3 words of the children's list, as src/content/english/grades.ts makes them: the Revised Spache words
  // in frequency order, split in thirds for grades 1 to 3. (Read here: the content's JSON imports need a bundler.)
  const data = (name: string) =>
    JSON.parse(readFileSync(`src/content/data/${name}.json`, 'utf8')) as string[];
  const spache = new Set(data('english-spache'));
  const primary = data('english-words').filter((word) => spache.has(word));
  const third = Math.ceil(primary.length / 3);
  const gradeThree = new Set(primary.slice(2 * third));
  expect(gradeThree.size).toBeGreaterThan(100);
  /** Starts Star Patrol and answers the words on the first ships. */
  const shipWords = async () => {
    await page.locator('[data-game-choice="STAR_TREK"]').click();
    await expect(page.getByTestId('game-stage')).toBeFocused();
    await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
    await page.keyboard.press('Enter');
    const items = mirror(page).locator('[data-mirror="targets"] li');
    await expect(items).not.toHaveCount(0);
    return items.evaluateAll((list) => list.map((item) => (item as HTMLElement).dataset.text ?? ''));
  };

  await page.goto('/game-center');
  await expect(page.getByTestId('game-switcher')).toBeVisible();
  await page.getByTestId('game-course').selectOption('english-typing');
  await page.getByTestId('game-chapter').selectOption('english-grade-3');
  const words = await shipWords();
  expect(words.length).toBeGreaterThan(0);
  for (const word of words) expect(gradeThree, word).toContain(word);

  await page.reload();
  await expect(page.getByTestId('game-switcher')).toBeVisible();
  await expect(page.getByTestId('game-course')).toHaveValue('english-typing');
  await expect(page.getByTestId('game-chapter')).toHaveValue('english-grade-3');
  for (const word of await shipWords()) expect(gradeThree, word).toContain(word);
});
