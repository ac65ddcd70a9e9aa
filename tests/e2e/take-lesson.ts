import { expect, type Page } from '@playwright/test';

const keyFor = (char: string) => (char === ' ' ? 'Space' : char);

/**
 * Takes a lesson with real key events, a key every `gapMs` (quickly by default) and without a slip: three stars.
 * Answers the saved reward.
 */
export async function takeLesson(page: Page, slug: string, gapMs = 45) {
  await page.goto(`/lesson/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The intro's own keyboard start is lesson.spec's; here the Start button, once it has the focus.
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeFocused();
  await start.click();
  await expect(page.getByTestId('typing-field')).toBeFocused();
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(10);
  for (const char of text) {
    await page.keyboard.press(keyFor(char));
    await page.waitForTimeout(gapMs);
  }
  const status = page.getByTestId('attempt-save-status');
  await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  return status.getByTestId('attempt-reward');
}

/** The switcher opens on arrival at the game center; Escape closes it. */
export async function closeSwitcher(page: Page) {
  const switcher = page.getByTestId('game-switcher');
  await expect(switcher).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(switcher).toBeHidden();
}
