import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_ACCESS_SETTINGS, type AccessSettings } from '../../src/contracts/access-settings';
import { APP_PAGES, axeFailures, open, PUBLIC_PAGES, sidewaysAt } from './page-checks';
import { guestByApi } from './member';

/**
 * The lesson "F and J" done without looking (issue 34, docs/ACCESSIBILITY.md): once by self-voicing alone, typed
 * from what the page said through `speechSynthesis` with the screen's content hidden; once as a screen reader
 * hears it, from the changes of the page's live regions, each key announced once and nothing spoken by the app.
 */

const lesson = { slug: 'home-keys-f-and-j', title: 'F and J' };

declare global {
  interface Window {
    /** Every line the page gave `speechSynthesis.speak`, in order. */
    said: string[];
    /** Every non-empty text a live region (aria-live) took, in order: what a screen reader announces. */
    announced: string[];
  }
}

/**
 * Before any of the page's scripts: a `speechSynthesis` that records what it is asked to say (headless Chromium
 * has no voices), and an observer of the live regions' texts.
 */
async function listen(page: Page) {
  await page.addInitScript(() => {
    window.said = [];
    window.announced = [];
    class RecordedUtterance {
      lang = '';
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: RecordedUtterance,
      configurable: true,
    });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: RecordedUtterance) => window.said.push(utterance.text),
        cancel: () => undefined,
        getVoices: () => [],
      },
    });
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest('[aria-live]');
        const text = region?.textContent ?? '';
        if (region && text) window.announced.push(text);
      }
    }).observe(document, { childList: true, characterData: true, subtree: true });
  });
}

/** A new free-trial learner with these settings saved for its character (both through the API). */
async function learnerWith(page: Page, settings: Partial<AccessSettings>) {
  await listen(page);
  const { characterId, call } = await guestByApi(page);
  await call('/character/access/save', {
    characterId: String(characterId),
    settings: JSON.stringify({ ...DEFAULT_ACCESS_SETTINGS, ...settings }),
  });
}

/** The next line past the first `seen` of a log (`said` or `announced`), waited for. */
async function nextLine(
  page: Page,
  log: 'said' | 'announced',
  seen: number,
): Promise<{ line: string; count: number }> {
  await page.waitForFunction(({ log, seen }) => window[log].length > seen, { log, seen });
  return page.evaluate((log) => ({ line: window[log].at(-1) ?? '', count: window[log].length }), log);
}

/** The finger a line names last ("left index finger"). */
const fingerOf = (line: string) => /, ([^,]+)$/.exec(line)?.[1] ?? '';

/** The key a line asks for ("fff. Next: f, left index finger" → f), or null when it asks for none. */
function keyAskedFor(line: string): string | null {
  const named = /Next: (.+), [^,]+$/.exec(line)?.[1];
  if (named === undefined) return null;
  if (named === 'Space') return 'Space';
  if (named === 'Enter') return 'Enter';
  return /^capital (.)$/.exec(named)?.[1] ?? named;
}

test('self-voicing alone: the lesson is done from what the page says, with nothing on the screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await learnerWith(page, { selfVoicing: true });
  await page.goto(`/lesson/${lesson.slug}`);
  // Nothing to see from here on: the test reads only the speech log and presses keys.
  await page.addStyleTag({ content: 'body { opacity: 0 !important; }' });

  let { line, count } = await nextLine(page, 'said', 0);
  expect(line).toBe(`${lesson.title}. Press Enter to start.`);
  await page.keyboard.press('Enter');

  let keys = 0;
  let slipped = false;
  for (;;) {
    ({ line, count } = await nextLine(page, 'said', count));
    const key = keyAskedFor(line);
    if (key === null) break;
    if (keys === 2 && !slipped) {
      // One wrong key: the voice says what was typed and again what is expected.
      const wrong = key === 'q' ? 'w' : 'q';
      await page.keyboard.press(wrong);
      ({ line, count } = await nextLine(page, 'said', count));
      expect(line).toBe(`Not ${wrong}. Next: ${key}, ${fingerOf(line)}`);
      slipped = true;
    }
    await page.keyboard.press(key);
    keys += 1;
  }
  expect(keys).toBeGreaterThan(20);
  // The result, said: the heading, the speed and the accuracy (one slip in the lesson).
  expect(line).toMatch(
    new RegExp(`^Lesson complete: ${lesson.title}\\. \\d+ words a minute, 9\\d(\\.\\d)?% right\\.$`),
  );
  // The live regions stayed silent: a screen reader running beside the voice would not say it all again.
  expect(await page.evaluate(() => window.announced.filter((text) => text.includes('Next:')))).toEqual([]);
});

test('with a screen reader: the live regions announce each key once and the app speaks nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Self-voicing is on too: the screen-reader choice must win, never both voices at once.
  await learnerWith(page, { selfVoicing: true, screenReader: true });
  await page.goto(`/lesson/${lesson.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeFocused();
  await page.keyboard.press('Enter');

  let { line, count } = await nextLine(page, 'announced', 0);
  // The first announcement is in the accessibility tree, as a screen reader reads the page.
  expect(await page.locator('body').ariaSnapshot()).toContain(line);
  let keys = 0;
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  const heard: string[] = [];
  for (;;) {
    const key = keyAskedFor(line);
    expect(key, `announcement ${count}: ${line}`).not.toBeNull();
    heard.push(key === 'Space' ? ' ' : (key ?? ''));
    await page.keyboard.press(key ?? '');
    keys += 1;
    if (keys === text.length) break;
    ({ line, count } = await nextLine(page, 'announced', count));
  }
  // What was heard spells the lesson's text, one announcement per key: none said twice, none missed.
  expect(heard.join('')).toBe(text);
  await expect(page.getByRole('heading', { name: `Lesson complete: ${lesson.title}` })).toBeFocused();
  const announcements = await page.evaluate(() => window.announced.filter((text) => text.includes('Next:')));
  expect(announcements).toHaveLength(text.length);
  expect(await page.evaluate(() => window.said)).toEqual([]);
});

/**
 * axe-core over every page in each mode a learner can choose or the system can force, at the width where the mode
 * matters most (200 % text on a phone). Nothing critical or serious; and with 200 % text no page scrolls sideways
 * on a desktop (at a phone's width most still do: issue 34's notes).
 *
 * One load of each page serves the three modes: the learner's saved settings hold both high contrast and 200 %
 * text, and the page must show both (the settings are the character's, read from the server: AccessRoot puts them
 * on the root element, where the style sheets read them, and nothing else on a page depends on them). Each mode is
 * then checked alone, the other taken off the root element as AccessRoot takes it off, and forced colours are
 * switched on as the system does (a media feature) with both taken off. Split into the public and the app pages
 * so that two browsers share it.
 */
const PARTS = [
  { part: 'public pages', paths: PUBLIC_PAGES },
  { part: 'app pages', paths: APP_PAGES },
];

/** What AccessRoot puts on the root element for high contrast and for 200 % text, each on or off. */
async function modesOn(page: Page, modes: { highContrast: boolean; text200: boolean }) {
  await page.evaluate(({ highContrast, text200 }) => {
    const root = document.documentElement;
    if (highContrast) root.setAttribute('data-theme', 'contrast');
    else root.removeAttribute('data-theme');
    if (text200) {
      root.setAttribute('data-text-size', '200');
      root.style.setProperty('--text-scale', '2');
    } else {
      root.removeAttribute('data-text-size');
      root.style.removeProperty('--text-scale');
    }
  }, modes);
}

for (const { part, paths } of PARTS) {
  test(`${part}: axe-core finds nothing critical or serious in high contrast, at 200 % text or in forced colours`, async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    // bypassCSP: the page's Content-Security-Policy would refuse the injected axe-core script.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await learnerWith(page, { highContrast: true, textSize: 200 });
    const html = page.locator('html');
    const problems: string[] = [];
    for (const path of paths) {
      await open(page, path);
      // Both modes are on for this page, as the app put them from the character's settings.
      await expect(html).toHaveAttribute('data-theme', 'contrast');
      await expect(html).toHaveAttribute('data-text-size', '200');
      expect(await html.evaluate((root) => root.style.getPropertyValue('--text-scale'))).toBe('2');

      // The high-contrast theme, at 1280 px.
      await modesOn(page, { highContrast: true, text200: false });
      problems.push(...(await axeFailures(page, `${path} (high contrast)`, 1280)));

      // 200 % text: nothing sideways at 1280 px, axe-core at 375 px.
      await modesOn(page, { highContrast: false, text200: true });
      const sideways = await sidewaysAt(page, [1280]);
      if (sideways.length > 0)
        problems.push(`${path} at 200 % text scrolls sideways at ${sideways.join(', ')}`);
      problems.push(...(await axeFailures(page, `${path} (200 % text)`, 375)));

      // Forced colours, with the learner's modes off, at 1280 px.
      await modesOn(page, { highContrast: false, text200: false });
      await page.emulateMedia({ forcedColors: 'active' });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      problems.push(...(await axeFailures(page, `${path} (forced colours)`, 1280)));
      await page.emulateMedia({ forcedColors: 'none' });
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

/**
 * With KEYQUEST_SCREENSHOTS set (never in `npm test`): the lesson "F and J" started, in each mode a learner can
 * choose and in forced colours, at 1280 and 375 px, into docs/screenshots/lesson-mode-<mode>-<width>.png.
 */
const SCREENSHOT_MODES: { name: string; settings: Partial<AccessSettings>; forcedColors?: 'active' }[] = [
  { name: 'usual', settings: {} },
  { name: 'high-contrast', settings: { highContrast: true } },
  { name: 'text-200', settings: { textSize: 200 } },
  { name: 'readable-font', settings: { readableFont: true } },
  { name: 'spacing-wider', settings: { spacing: 'wider' } },
  { name: 'focus-line', settings: { focusLine: true } },
  { name: 'large-keys', settings: { largeKeys: true } },
  { name: 'finger-numbers', settings: { fingerMarks: 'numbers' } },
  { name: 'forced-colours', settings: {}, forcedColors: 'active' },
];
test('screenshots of the lesson in each mode', async ({ browser }) => {
  test.skip(!process.env.KEYQUEST_SCREENSHOTS, 'screenshots only when asked for');
  test.setTimeout(600_000);
  for (const mode of SCREENSHOT_MODES) {
    const context = await browser.newContext(mode.forcedColors ? { forcedColors: mode.forcedColors } : {});
    const page = await context.newPage();
    await learnerWith(page, mode.settings);
    await page.goto(`/lesson/${lesson.slug}`);
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeFocused();
    await start.click();
    await expect(page.getByTestId('typing-field')).toBeFocused();
    await page.keyboard.press('f');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({
        path: `docs/screenshots/lesson-mode-${mode.name}-${width}.png`,
        fullPage: true,
      });
    }
    await context.close();
  }
});
