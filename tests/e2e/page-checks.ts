import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's browser build, injected into each page (one frame: faster than a recursive run over frames). */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Every public page (layout.spec, accessibility-modes.spec). */
export const PUBLIC_PAGES = [
  '/',
  '/landing',
  '/product/finger-placement',
  '/product/typing-game',
  '/fingering-chart',
  '/product/video-course',
  '/product/video-course/lower-row-keys-v-and-m',
  '/blog',
  '/blog/kids-typing',
  '/faq',
  '/contact',
  '/legal/tos',
  '/legal/private',
  '/nonexistent',
  '/login',
  '/login/callback',
];
/** Every page of the app for a signed-in learner. */
export const APP_PAGES = [
  '/game-center',
  '/chapter',
  '/lesson/home-keys-f-and-j',
  '/chapter/pinyin',
  '/chapter/chinese',
  '/notebook',
  '/custom-courses',
  '/report',
  '/plan',
  '/character',
  '/leaderboard',
  '/points',
  '/toolbox',
  '/lottery',
  '/membership',
  '/membership/order/KQ202601010000000000',
  '/pay/sandbox/00000000-0000-4000-8000-000000000000',
];

/** Opens a page and waits until its heading is drawn and the web fonts are in. */
export async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The widths where layouts change. */
const WIDTHS = [375, 820, 821, 1024, 1280, 1440];

/**
 * The widths at which the page is wider than the window (it scrolls sideways), or an open dialog is wider than
 * itself (the game switcher on a first visit), with how far.
 */
export async function sidewaysAt(page: Page, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // After two frames (the new width laid out and drawn); a page the browser stops drawing for a while (it
    // happened once on a busy machine, and the run waited for the test's time limit) is measured after 1 s anyway:
    // reading the sizes lays the page out at its new width either way.
    const overflow = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const measure = () =>
            resolve(
              Math.max(
                document.documentElement.scrollWidth - document.documentElement.clientWidth,
                ...[...document.querySelectorAll('dialog[open]')].map(
                  (dialog) => dialog.scrollWidth - dialog.clientWidth,
                ),
              ),
            );
          requestAnimationFrame(() => requestAnimationFrame(measure));
          setTimeout(measure, 1000);
        }),
    );
    if (overflow > 0) found.push(`${width}px (+${overflow})`);
  }
  return found;
}

/** axe-core's critical and serious findings on the page as it is now, at `width`, as lines to report. */
export async function axeFailures(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof AxeCore }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    }),
  );
  const failures: string[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    const failure = `${path} @${width}: ${violation.id} (${violation.impact}) ${where}`;
    console.log(failure);
    failures.push(failure);
  }
  return failures;
}
