import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './api-session';
import { freeTrial } from './seed';
import { axeFailures, sidewaysAt } from './page-checks';

// The page's Content-Security-Policy would refuse the injected axe-core script.
test.use({ bypassCSP: true });

/**
 * The design card's libraries (docs/ARCHITECTURE.md, "Motion and Pixi scenes"): framer-motion animates the
 * overlays, the game switcher and the result's celebration; @pixi/react draws the switcher's live preview, the
 * thunder loop of a won round and the character stage. Neither may cost a lesson anything before it ends, and
 * neither moves anything for a learner who asked for reduced motion.
 */

/** Code only framer-motion's files hold (names its `m` components and its animations keep in a build). */
const FRAMER_MOTION = /motionComponentSymbol|data-framer-appear-id/;
/** Code only @pixi/react's files hold (the property it keeps its state in on each Pixi object). */
const PIXI_REACT = /__pixireact/;

/** The text of every script the page fetched, and of every module it was told to preload, as loaded so far. */
function scriptsOf(page: Page) {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return async () => {
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href),
    );
    const preloaded = preloads.map((href) => page.request.get(href).then((answer) => answer.text()));
    return Promise.all([...texts, ...preloaded]);
  };
}

test("a lesson's first paint loads neither framer-motion nor @pixi/react; the game center loads both", async ({
  page,
}) => {
  const lessonScripts = scriptsOf(page);
  await page.goto('/lesson/home-keys-f-and-j');
  // Its introduction, then its typing screen: neither may have loaded them.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('lesson-text')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lesson = await lessonScripts();
  expect(lesson.length).toBeGreaterThan(3);
  expect(lesson.filter((text) => FRAMER_MOTION.test(text)).length, 'framer-motion on a lesson').toBe(0);
  expect(lesson.filter((text) => PIXI_REACT.test(text)).length, '@pixi/react on a lesson').toBe(0);

  // The same searches find each library where it is meant to be, so the empty answers above mean something:
  // framer-motion in the game center's scripts, @pixi/react in the built scene chunk (drawn after a won round).
  const gameCenterScripts = scriptsOf(page);
  await freeTrial(page);
  await expect(page.getByTestId('game-switcher')).toBeVisible();
  const gameCenter = await gameCenterScripts();
  expect(gameCenter.some((text) => FRAMER_MOTION.test(text))).toBe(true);
  const assets = join('dist', 'client', 'assets');
  const built = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(built.some((name) => PIXI_REACT.test(readFileSync(join(assets, name), 'utf8')))).toBe(true);
});

/** Counts what moves on the page from now on: Web Animations started, and styles framer-motion writes per frame. */
async function watchMotion(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { motion: number };
    state.motion = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args: Parameters<typeof animate>) {
      state.motion += 1;
      return animate.apply(this, args);
    };
    new MutationObserver((records) => {
      state.motion += records.filter((record) =>
        /opacity|transform/.test((record.target as HTMLElement).getAttribute('style') ?? ''),
      ).length;
    }).observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
}
const motionSeen = (page: Page) => page.evaluate(() => (window as unknown as { motion: number }).motion);

test('nothing moves under reduced motion: the switcher and the character overlay; they do move otherwise', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freeTrial(page);
  const switcher = page.getByTestId('game-switcher');
  await expect(switcher).toBeVisible();
  await page.getByRole('button', { name: /close/i }).first().click();
  await expect(switcher).toBeHidden();

  // Reduced motion: the switcher opens as it is, the overlay comes in as it is.
  await watchMotion(page);
  await page.getByRole('button', { name: 'Choose a game' }).first().click();
  await expect(switcher).toBeVisible();
  await page.waitForTimeout(400);
  expect(await motionSeen(page), 'motion under reduced motion').toBe(0);
  await expect(switcher).toHaveCSS('opacity', '1');
  // Keyboard only: Escape closes it, the focus comes back.
  await page.keyboard.press('Escape');
  await expect(switcher).toBeHidden();

  // The character overlay, opened with the keyboard.
  await page.goto('/character');
  await watchMotion(page);
  await page.getByTestId('new-character').focus();
  await page.keyboard.press('Enter');
  const overlay = page.getByTestId('character-editor');
  await expect(overlay).toBeVisible();
  await page.waitForTimeout(400);
  expect(await motionSeen(page), 'motion under reduced motion').toBe(0);
  for (const width of [360, 2560]) expect(await sidewaysAt(page, [width])).toEqual([]);
  // Every role's name is whole at the narrowest width (the global edition's four roles wrap to two rows).
  await page.setViewportSize({ width: 360, height: 800 });
  const clipped = await page.locator('[role="radio"][data-testid^="role-"]').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return button.scrollWidth > button.clientWidth || box.left < 0 || box.right > window.innerWidth;
      })
      .map((button) => button.textContent),
  );
  expect(clipped, 'role names cut off at 360 px').toEqual([]);
  expect(await axeFailures(page, '/character (overlay)', 375)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // Without the wish, the same overlay rises in: the counter above can see motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByTestId('new-character').click();
  await expect(overlay).toBeVisible();
  await expect.poll(() => motionSeen(page)).toBeGreaterThan(0);
});

test('the switcher: no sideways scroll from 360 to 2560 px, nothing for axe', async ({ page }) => {
  await freeTrial(page);
  await expect(page.getByTestId('game-switcher')).toBeVisible();
  expect(await sidewaysAt(page, [360, 1280, 2560])).toEqual([]);
  expect(await axeFailures(page, '/game-center (switcher)', 375)).toEqual([]);
  // Keyboard only: the focus stays inside the open switcher.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('game-switcher').locator(':focus')).toHaveCount(1);
});

test("the switcher's live preview draws the game pointed at, only while it is pointed at", async ({
  page,
}) => {
  await freeTrial(page);
  const switcher = page.getByTestId('game-switcher');
  await expect(switcher).toBeVisible();
  const preview = page.getByTestId('game-preview');
  // Nobody has looked yet: no scene (the focus the switcher puts on the current game does not count).
  await expect(preview.getByTestId('pixi-scene')).toHaveCount(0);

  await page.locator('[data-game-choice="BALLOON_POP"]').hover();
  await expect(preview).toHaveAttribute('data-game', 'BALLOON_POP');
  const scene = preview.getByTestId('pixi-scene');
  await expect(scene.locator('canvas')).toHaveCount(1);
  await expect(scene).toHaveAttribute('data-playing', 'true');

  // The pointer on the switcher's title: it stands still, then plays again for the next game pointed at.
  await switcher.getByRole('heading').hover();
  await expect(scene).toHaveAttribute('data-playing', 'false');
  await page.locator('[data-game-choice="TYPING_RACE"]').hover();
  await expect(preview).toHaveAttribute('data-game', 'TYPING_RACE');
  await expect(scene).toHaveAttribute('data-playing', 'true');

  // Reduced motion: still while pointed at.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(scene).toHaveAttribute('data-playing', 'false');
});

test("the character stage: a canvas over the avatar's SVG, still under reduced motion; none on the lesson", async ({
  browser,
  baseURL,
}) => {
  const { context, page, characterId } = await apiSession(browser, baseURL!, 'student', 'Stella', {
    bypassCSP: true,
  });
  // The same signed-in learner's lesson, its introduction and typing screen: no @pixi/react fetched or preloaded.
  const lessonScripts = scriptsOf(page);
  await page.goto('/lesson/home-keys-f-and-j');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('lesson-text')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lesson = await lessonScripts();
  expect(lesson.filter((text) => PIXI_REACT.test(text)).length, '@pixi/react on a lesson').toBe(0);

  await page.goto('/character');
  // The page's words: the role's name, the avatar's label; the scene itself is hidden from assistive technology.
  const role = page.getByTestId(`character-${characterId}`);
  await expect(role.getByText('Stella', { exact: true })).toBeVisible();
  const stage = role.getByRole('img', { name: "Stella's avatar" });
  await expect(stage.locator('svg')).toHaveCount(1);
  const scene = stage.getByTestId('pixi-scene');
  await expect(scene).toHaveAttribute('aria-hidden', 'true');
  await expect(scene.locator('canvas')).toHaveCount(1);
  // It plays while on screen (below the page's settings at this height until scrolled to).
  await stage.scrollIntoViewIfNeeded();
  await expect(scene).toHaveAttribute('data-playing', 'true');

  // Reduced motion: one still frame. The canvas drew it: the box with the SVG hidden differs from the box empty.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(scene).toHaveAttribute('data-playing', 'false');
  await stage.locator('svg').evaluate((svg: SVGElement) => (svg.style.visibility = 'hidden'));
  const drawn = await stage.screenshot();
  await scene.evaluate((host: HTMLElement) => (host.style.visibility = 'hidden'));
  const empty = await stage.screenshot();
  expect(drawn.equals(empty), 'the stage drew nothing').toBe(false);
  await scene.evaluate((host: HTMLElement) => (host.style.visibility = ''));
  await stage.locator('svg').evaluate((svg: SVGElement) => (svg.style.visibility = ''));

  for (const width of [360, 2560]) expect(await sidewaysAt(page, [width])).toEqual([]);
  expect(await axeFailures(page, '/character (stage)', 375)).toEqual([]);
  await context.close();
});
