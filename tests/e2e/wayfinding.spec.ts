import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import { expect, test } from '@playwright/test';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Finding one's way on the public site (issue 13): the compact menu where the top bar's links do not fit on one
 * row, the hero video's pause button and its duration, and the landing page's blog cards in the reader's language.
 */

test('between the phone layout and a wide window the links sit behind a menu button that works by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/faq');
  const header = page.getByTestId('site-header');
  const menuButton = page.getByTestId('hamburger');
  const menu = page.getByTestId('mobile-menu');
  await expect(menuButton).toBeVisible();
  await expect(header.getByRole('link', { name: 'Blog' })).toBeHidden();
  // The account button and the wordmark stay in the bar.
  await expect(page.getByTestId('login-link')).toBeInViewport({ ratio: 1 });
  await expect(header.getByText('KeyQuest')).toBeVisible();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();

  // Wide enough, the links are back in the bar and the menu button is gone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(header.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(menuButton).toBeHidden();
});

test('the hero video says how long it is and its pause button keeps it paused', async ({ page }) => {
  await page.goto('/landing');
  const video = page.getByTestId('hero-video');
  await expect(video).toHaveAttribute('src', '/landing/star-trek.webm');
  const duration = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (element.readyState >= 1) resolve(element.duration);
        else element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
      }),
  );
  expect(duration).toBeGreaterThan(4);
  expect(duration).toBeLessThan(12);

  await page.getByRole('button', { name: 'Pause the video' }).click();
  await expect(page.getByRole('button', { name: 'Play the video' })).toBeVisible();
  const pausedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForTimeout(600);
  // Still the same video, still paused at the same frame (pausing used to switch to the other game).
  await expect(video).toHaveAttribute('src', '/landing/star-trek.webm');
  expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([
    true,
    pausedAt,
  ]);
  // Another game picked while paused stays paused too.
  await page.getByTestId('hero-thumb-BALLOON_POP').click();
  await expect(video).toHaveAttribute('src', '/landing/balloon-pop.webm');
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play the video' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  // On a phone the pause button and both games stay on screen.
  await page.setViewportSize({ width: 375, height: 740 });
  for (const control of [
    page.getByTestId('hero-pause'),
    page.getByTestId('hero-thumb-STAR_TREK'),
    page.getByTestId('hero-thumb-BALLOON_POP'),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});

test('on a phone all content sits in landmarks (the bottom bar too), and the video lesson’s demo is 16:9', async ({
  browser,
}) => {
  // bypassCSP: the page's Content-Security-Policy would refuse the injected axe-core script.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, bypassCSP: true });
  const page = await context.newPage();
  for (const path of ['/faq', '/landing']) {
    await page.goto(path);
    await expect(page.getByTestId('bottom-button')).toBeVisible();
    await page.addScriptTag({ path: AXE_SOURCE });
    const outside = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['region'] } });
      return result.violations.flatMap((violation) => violation.nodes.map((node) => node.html));
    });
    expect(outside, path).toEqual([]);
  }
  await page.goto('/product/video-course/lower-row-keys-v-and-m');
  const demo = page.getByTestId('keyboard-demo').locator('[class*="demoScreen"]');
  const box = (await demo.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
  await context.close();
});

test('the home page leaves room between the institution paragraph and its buttons', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#subform-section');
  await section.scrollIntoViewIfNeeded();
  const text = (await section.locator('p').first().boundingBox())!;
  const button = (await section.getByRole('link', { name: 'Institution edition' }).boundingBox())!;
  expect(button.y - (text.y + text.height)).toBeGreaterThanOrEqual(16);
});

test('the landing page lists the blog in the reader’s language, on cards of the spec’s size', async ({
  page,
}) => {
  await page.goto('/landing');
  await page.getByTestId('language-picker').first().selectOption('JA');
  const section = page.getByTestId('landing-blog');
  await section.scrollIntoViewIfNeeded();
  const cards = section.getByRole('link', { name: /タイピング/ });
  await expect(cards.first()).toBeVisible();
  expect(await section.getByRole('listitem').count()).toBe(6);
  await expect(section.getByRole('link', { name: /タッチタイピングとは/ })).toHaveAttribute(
    'href',
    '/blog/touch-typing',
  );
  const size = async () => {
    const box = await cards.first().boundingBox();
    return [Math.round(box!.width), Math.round(box!.height)];
  };
  expect(await size()).toEqual([416, 264]);
  await page.setViewportSize({ width: 820, height: 900 });
  await expect.poll(size).toEqual([343, 200]);
});

test('the course map shows where a child is and what is next, with the other courses folded', async ({
  page,
}) => {
  await page.goto('/chapter/');
  await expect(page.getByRole('heading', { level: 1, name: 'Course map' })).toBeVisible();
  // The lesson to take next and the continue button are in view at once; the map is a few screens, not dozens.
  await expect(page.getByTestId('continue-lesson')).toBeInViewport();
  await expect(page.locator('[aria-current="step"]')).toBeInViewport();
  const [height, screen] = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
  expect(height).toBeLessThan(5 * screen);

  // A practice course unfolds from its heading's button, by keyboard, and stays unfolded after a lesson.
  const toggle = page.getByRole('button', { name: 'English typing' });
  const firstCard = page.getByTestId('lesson-card-english-words-1-100-1');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(firstCard).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(firstCard).toBeVisible();
  await firstCard.click();
  await expect(page).toHaveURL(/\/lesson\/english-words-1-100-1$/);
  await page.goBack();
  await expect(firstCard).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(firstCard).toBeHidden();
});
