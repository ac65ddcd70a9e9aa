import { expect, type Page } from '@playwright/test';

export type GameId = 'STAR_TREK' | 'BALLOON_POP' | 'TYPING_RACE';

/** The game's accessible mirror (visually hidden, read by screen readers and by these tests). */
export const mirror = (page: Page) => page.locator('[data-game-mirror]');

export async function screenOf(page: Page): Promise<string | null> {
  return mirror(page)
    .getAttribute('data-screen', { timeout: 1000 })
    .catch(() => null);
}

/** The most urgent target in the mirror: its id, its text and how much of it is typed. */
export async function firstTarget(page: Page): Promise<{ id: string; text: string; typed: number } | null> {
  return page.evaluate(() => {
    const item = document.querySelector<HTMLElement>('[data-game-mirror] [data-mirror="targets"] li');
    return item
      ? {
          id: item.dataset.targetId ?? '',
          text: item.dataset.text ?? '',
          typed: Number(item.dataset.typed ?? 0),
        }
      : null;
  });
}

/**
 * Waits until the mirror shows a target typed to its end (or gone). The game writes its mirror on its next frame,
 * which comes late on a busy machine: read again at once, the mirror would still offer the same target with its
 * old progress, and its end would be typed twice (as slips).
 */
export async function waitUntilTyped(page: Page, target: { id: string; text: string }) {
  await expect
    .poll(() =>
      page.evaluate(
        ({ id, length }) => {
          const mirrorOf = document.querySelector<HTMLElement>('[data-game-mirror]');
          if (mirrorOf?.dataset.screen !== 'play') return true;
          const item = mirrorOf.querySelector<HTMLElement>(
            `[data-mirror="targets"] li[data-target-id="${id}"]`,
          );
          return !item || Number(item.dataset.typed ?? 0) >= length;
        },
        { id: target.id, length: target.text.length },
      ),
    )
    .toBe(true);
}

/** Presses keys one by one, as a child would (real key events through the browser's input pipeline). */
export async function typeKeys(page: Page, text: string, gapMs = 70) {
  for (const char of text) {
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    await page.waitForTimeout(gapMs);
  }
}

/**
 * Arrives at /game-center, where the switcher opens with focus on the current game (STAR_TREK on a fresh
 * start), moves to `game` with Tab and chooses it with Enter: keyboard only.
 */
export async function chooseGameWithKeyboard(page: Page, game: GameId) {
  await page.goto('/game-center');
  const switcher = page.getByTestId('game-switcher');
  await expect(switcher).toBeVisible();
  await expect(page.locator('[data-game-choice="STAR_TREK"]')).toBeFocused();
  const order: GameId[] = ['STAR_TREK', 'BALLOON_POP', 'TYPING_RACE'];
  for (let i = 0; i < order.indexOf(game); i++) await page.keyboard.press('Tab');
  await expect(page.locator(`[data-game-choice="${game}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(switcher).toBeHidden();
  await expect(page.getByTestId('game-stage')).toBeFocused();
  await expect(mirror(page)).toHaveAttribute('data-screen', 'title');
}
