import { expect, test, type Page } from '@playwright/test';
import { analyzeAttempt } from '../../src/engine';
import { formatDuration } from '../../src/ui/components/report/report-figures';
import { watchSavedAttempts } from './saved-attempt';

/**
 * A learner takes lesson "F and J" from the course map with real key events, makes two wrong keys, and sees the
 * report with the figures the engine computes for the keystroke log the page recorded.
 */

// src/content is not imported here: Node cannot load its JSON word list without an import attribute. The
// lesson's text, mode and keystroke log are those the page saved for the server (kept on the device, as nobody
// is signed in), and the text is checked against the text shown on screen.
const lesson = { slug: 'home-keys-f-and-j', title: 'F and J' };
const following = { slug: 'home-keys-d-and-k', title: 'D and K' };

const english = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** Playwright key names for the characters of a lesson. */
const keyFor = (char: string) => (char === ' ' ? 'Space' : char);

/** A wrong key near the expected one: pressed instead of it, never equal to it. */
const wrongFor = (char: string) => (char === 'f' ? 'g' : char === 'j' ? 'h' : 'k');

/** Pseudo-random gaps of 45-95 ms (seeded, so every run types the same way). */
function gaps(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return 45 + (state % 51);
  };
}

async function openLessonFromCourseMap(page: Page) {
  await page.goto('/chapter/');
  const card = page.getByTestId(`lesson-card-${lesson.slug}`);
  await expect(card).toHaveAttribute('href', `/lesson/${lesson.slug}`);
  await expect(page.getByTestId(`lesson-card-${following.slug}`)).toHaveAttribute('data-state', 'locked');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'F and J' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-field')).toBeFocused();
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(20);
  return text;
}

/** Types the lesson; before each position in `slips`, first presses a wrong key. Returns the keys sent. */
async function typeLesson(page: Page, text: string, slips: readonly number[]) {
  const sent: string[] = [];
  const gap = gaps(7);
  for (const [position, char] of [...text].entries()) {
    if (slips.includes(position)) {
      sent.push(wrongFor(char));
      await page.keyboard.press(keyFor(wrongFor(char)));
      await page.waitForTimeout(gap());
    }
    sent.push(char);
    await page.keyboard.press(keyFor(char));
    await page.waitForTimeout(gap());
  }
  return sent;
}

test('F and J typed with two wrong keys: the report shows the engine figures and D and K opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const text = await openLessonFromCourseMap(page);
  const saved = await watchSavedAttempts(page);
  const slips = [3, Math.floor(text.length / 2)];
  const sent = await typeLesson(page, text, slips);

  const report = page.getByRole('region', { name: 'Lesson complete: F and J' });
  await expect(report).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lesson complete: F and J' })).toBeFocused();

  // The log the page saved: one insert per key sent, dated by the browser's event time stamps.
  const attempt = await saved.last();
  saved.stop();
  expect(attempt.lessonSlug).toBe(lesson.slug);
  expect(attempt.text).toBe(text);
  const log = attempt.keystrokes;
  expect(log.map((keystroke) => (keystroke.kind === 'insert' ? keystroke.char : keystroke.kind))).toEqual(
    sent,
  );
  for (let i = 1; i < log.length; i++) expect(log[i]!.timeStamp).toBeGreaterThan(log[i - 1]!.timeStamp);

  // The engine, run here in Node on the same log, gives the figures the report must show.
  const expected = analyzeAttempt(text, log, { mode: attempt.mode });
  // The stars the report shows are those the device keeps with the attempt.
  const stars = attempt.summary!.stars!;
  expect(expected).toMatchObject({ finished: true, correctChars: text.length, wrongChars: 2 });
  expect(expected.accuracy).toBeCloseTo(text.length / (text.length + 2), 10);

  await expect(page.getByTestId('report-wpm')).toHaveText(english.format(Math.round(expected.wpm)));
  await expect(page.getByTestId('report-accuracy')).toHaveText(percent.format(expected.accuracy));
  await expect(page.getByTestId('report-correct')).toHaveText(english.format(expected.correctChars));
  await expect(page.getByTestId('report-wrong')).toHaveText('2');
  await expect(page.getByTestId('report-score')).toHaveText(english.format(expected.score));
  await expect(page.getByTestId('report-kpm')).toHaveText(english.format(Math.round(expected.kpm)));
  await expect(page.getByTestId('report-rpm')).toHaveText(english.format(Math.round(expected.rpm)));
  await expect(page.getByTestId('report-duration')).toHaveText(formatDuration(expected.durationMs));
  await expect(report.getByRole('img', { name: `${stars} of 3 stars` })).toBeVisible();
  expect(stars).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('report-keys')).toContainText('(you pressed g)');
  await expect(page.getByTestId('next-unlocked')).toHaveText(`New lesson unlocked: ${following.title}`);

  // Back on the course map, the next lesson is open and marked as the next one.
  await page.getByRole('link', { name: 'Back to the course map' }).click();
  const nextCard = page.getByTestId(`lesson-card-${following.slug}`);
  await expect(nextCard).toHaveAttribute('href', `/lesson/${following.slug}`);
  await expect(nextCard).toHaveAttribute('data-state', 'next');
  await expect(page.getByTestId(`lesson-card-${lesson.slug}`).getByRole('img')).toHaveAccessibleName(
    `${stars} of 3 stars`,
  );
});

test('the stars earned stay on this device after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  // A school laptop's screen: the report's buttons must be in view without scrolling.
  await page.setViewportSize({ width: 1024, height: 768 });
  const text = await openLessonFromCourseMap(page);
  await typeLesson(page, text, []);
  await expect(page.getByTestId('performance-report')).toBeVisible();
  await expect(page.getByTestId('report-retry')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('report-next')).toBeInViewport({ ratio: 1 });
  const stars = Number(
    await page.getByTestId('performance-report').locator('[data-stars]').getAttribute('data-stars'),
  );
  expect(stars).toBeGreaterThanOrEqual(1);

  // The course map answers with and without the trailing slash.
  await page.goto('/chapter');
  await expect(page.getByRole('heading', { level: 1, name: 'Course map' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`lesson-card-${lesson.slug}`).locator('[data-stars]')).toHaveAttribute(
    'data-stars',
    String(stars),
  );
  await expect(page.getByTestId(`lesson-card-${following.slug}`)).toHaveAttribute(
    'href',
    `/lesson/${following.slug}`,
  );
});

/** A bounding box in CSS pixels of the viewport. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1024, height: 768, name: 'a 1024x768 screen' },
  { width: 768, height: 1024, name: 'a portrait tablet' },
  { width: 1180, height: 820, name: 'a landscape tablet' },
]) {
  test(`the lesson screen fits ${viewport.name} (${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/lesson/posture');
    await page.getByTestId('lesson-start').click();
    await expect(page.getByTestId('typing-field')).toBeFocused();
    await page.screenshot({ path: `/tmp/kq-lesson-${viewport.width}x${viewport.height}.png` });

    // No horizontal scrollbar.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    const parts = {
      text: page.getByTestId('lesson-text-box'),
      keyboard: page.getByTestId('on-screen-keyboard'),
      hands: page.getByTestId('hands'),
      figures: page.getByTestId('live-stats'),
      restart: page.getByRole('button', { name: 'Restart (Esc)' }),
    };
    const boxes: Record<string, Box> = {};
    for (const [name, locator] of Object.entries(parts)) {
      await expect(locator, name).toBeVisible();
      const box = (await locator.boundingBox())!;
      boxes[name] = box;
      // Every part fully inside the viewport's width.
      expect(box.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} right edge`).toBeLessThanOrEqual(clientWidth);
    }
    // The text, the keyboard and the live figures are on screen without scrolling.
    for (const name of ['text', 'keyboard', 'figures']) {
      const box = boxes[name]!;
      expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(viewport.height);
    }
    // Each link of the top bar on one line ("Course map" broken in two reads as two links).
    for (const link of await page.getByRole('navigation', { name: 'Learning' }).getByRole('link').all())
      expect((await link.boundingBox())!.height, await link.innerText()).toBeLessThan(60);

    // No part covers another.
    const names = Object.keys(boxes);
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1))
        expect(overlap(boxes[a]!, boxes[b]!), `${a} and ${b} overlap`).toBe(false);

    // The next key is painted in the colour of the finger the hands light.
    const fills = await page.evaluate(() => {
      const key = document.querySelector(
        '[data-testid="on-screen-keyboard"] [data-state="highlighted"] rect',
      );
      const finger = document.querySelector('[data-testid="hands"] [data-active="true"] rect');
      return [key && getComputedStyle(key).fill, finger && getComputedStyle(finger).fill];
    });
    expect(fills[0]).toMatch(/^rgb/);
    expect(fills[0]).toBe(fills[1]);
  });
}
