import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { pageAccessToken } from './page-session';
import { guestByApi, trialMemberByApi } from './member';

/**
 * Pinyin and Chinese typing, end to end against the real server and database:
 * (a) a pinyin lesson typed through (with a wrong letter), its report, and the result saved to the account;
 * (b) a Chinese lesson typed through an input method simulated with the DevTools protocol (keys of keyCode 229,
 *     `Input.imeSetComposition`, then `Input.insertText` to commit), including a cancelled composition, with the
 *     figures of the report checked against the keys pressed;
 * (c) tone mode (a digit after each syllable) typed and replayed by the server in that mode;
 * (d) the CHT locale shows the courses in traditional characters.
 */

/** The progress the server has for the current character (with the page's own session). */
async function serverProgress(page: Page) {
  const token = await pageAccessToken(page);
  return page.evaluate(async (token) => {
    const query = new URLSearchParams({
      characterId: localStorage.getItem('characterId') ?? '',
      deviceId: localStorage.getItem('deviceId') ?? '',
    });
    const response = await fetch(`/api/progress/lessons?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { lessons: { lessonSlug: string; stars: number; attempts: number }[] };
  }, token);
}

test('a pinyin lesson is typed through: letters for the characters, a report, the result saved', async ({
  page,
}) => {
  await guestByApi(page);
  await page.goto('/chapter/pinyin');
  await page.getByTestId('lesson-card-pinyin-a-o-e').click();
  await expect(page).toHaveURL(/\/chapter\/pinyin\/pinyin-a-o-e$/);
  await expect(page.getByTestId('character-hints')).toContainText('ā');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-field')).toBeFocused();

  // The characters of the drill, each read from the pinyin shown above it.
  const cells = page.getByTestId('pinyin-text').locator('[data-i]');
  const readings = (await cells.evaluateAll((elements) =>
    elements.map((element) => element.firstElementChild?.textContent?.trim() ?? ''),
  )) as string[];
  const plain = (reading: string) => reading.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const letters = readings.map((reading) => plain(reading)).filter(Boolean);
  expect(letters.length).toBeGreaterThanOrEqual(16);

  // A wrong letter first: refused, shown, counted.
  await page.keyboard.press('x');
  await expect(page.getByTestId('pinyin-spelling')).toContainText('x');
  for (const syllable of letters) {
    await page.keyboard.type(syllable, { delay: 30 });
    await page.keyboard.press('Space');
  }

  const report = page.getByTestId('performance-report');
  await expect(report).toBeVisible();
  // Letters and a space between syllables (the lesson ends with the last letter).
  const typed = letters.join('').length + letters.length - 1;
  await expect(page.getByTestId('report-correct')).toHaveText(String(typed));
  await expect(page.getByTestId('report-wrong')).toHaveText('1');
  await expect(page.getByTestId('missed-syllables')).toBeVisible();
  const stars = Number(await report.locator('[data-stars]').first().getAttribute('data-stars'));
  expect(stars).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');
  expect((await serverProgress(page)).lessons).toEqual([
    expect.objectContaining({ lessonSlug: 'pinyin-a-o-e', stars, attempts: 1 }),
  ]);
});

test('in tone mode the tone digits are typed too, and the server replays the attempt in that mode', async ({
  page,
}) => {
  await guestByApi(page);
  await page.goto('/chapter/pinyin/pinyin-a-o-e');
  await page.getByTestId('setting-tones').check();
  await page.getByTestId('lesson-start').click();
  await expect(page.getByTestId('typing-field')).toBeFocused();
  const readings = (await page
    .getByTestId('pinyin-text')
    .locator('[data-i]')
    .evaluateAll((elements) =>
      elements.map((element) => element.firstElementChild?.textContent?.trim() ?? ''),
    )) as string[];
  const TONES: Record<string, string> = { '\u0304': '1', '\u0301': '2', '\u030c': '3', '\u0300': '4' };
  const spelled = readings.filter(Boolean).map((reading) => {
    const decomposed = reading.normalize('NFD');
    const mark = [...decomposed].find((char) => TONES[char]);
    return decomposed.replace(/[\u0300-\u036f]/g, '') + (mark ? TONES[mark] : '');
  });
  expect(spelled.every((syllable) => /[1-4]$/.test(syllable))).toBe(true);
  for (const syllable of spelled) await page.keyboard.type(syllable, { delay: 30 });

  const report = page.getByTestId('performance-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('report-wrong')).toHaveText('0');
  await expect(page.getByTestId('report-correct')).toHaveText(String(spelled.join('').length));
  const stars = Number(await report.locator('[data-stars]').first().getAttribute('data-stars'));
  expect(stars).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');
  // The server's figures are its own replay: in tone mode they match the page's.
  expect((await serverProgress(page)).lessons).toEqual([
    expect.objectContaining({ lessonSlug: 'pinyin-a-o-e', stars, attempts: 1 }),
  ]);
});

/** A key of the input method: keyCode 229, as Chromium sends while an IME handles the key. */
async function imeKey(cdp: CDPSession, code: string) {
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Process',
    code,
    windowsVirtualKeyCode: 229,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Process',
    code,
    windowsVirtualKeyCode: 229,
  });
}

/** Composes `pinyin` letter by letter (the composition shows in the field), then picks `text` with Space. */
async function composeAndCommit(cdp: CDPSession, pinyin: string, text: string) {
  for (let i = 1; i <= pinyin.length; i++) {
    await imeKey(cdp, `Key${pinyin[i - 1]!.toUpperCase()}`);
    await cdp.send('Input.imeSetComposition', {
      text: pinyin.slice(0, i),
      selectionStart: i,
      selectionEnd: i,
    });
  }
  await imeKey(cdp, 'Space');
  await cdp.send('Input.insertText', { text });
}

test('a Chinese lesson is typed through the input method; a cancelled composition grades nothing', async ({
  page,
}) => {
  // The Chinese sentences are a later chapter, for members (docs/MEMBERSHIP.md): a member on the 7-day trial.
  await trialMemberByApi(page);
  await page.goto('/chapter/chinese/chinese-sentences-1');
  await expect(page.getByTestId('lesson-start')).toBeFocused();
  await page.keyboard.press('Enter');
  const field = page.getByTestId('ime-field');
  await expect(field).toBeFocused();
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  const chars = Array.from(text);
  expect(chars.length).toBeGreaterThan(20);
  const cdp = await page.context().newCDPSession(page);

  // Composing shows the pinyin in the field at the cursor; nothing is graded until it is committed.
  await imeKey(cdp, 'KeyW');
  await cdp.send('Input.imeSetComposition', { text: 'w', selectionStart: 1, selectionEnd: 1 });
  await imeKey(cdp, 'KeyO');
  await cdp.send('Input.imeSetComposition', { text: 'wo', selectionStart: 2, selectionEnd: 2 });
  await expect(field).toHaveValue('wo');
  // Esc cancels it: the two letters and Esc were pressed, no character reached the text.
  await imeKey(cdp, 'Escape');
  await cdp.send('Input.imeSetComposition', { text: '', selectionStart: 0, selectionEnd: 0 });
  await expect(field).toHaveValue('');
  const first = page.getByTestId('lesson-text').locator('[data-i="0"]');
  await expect(first).toHaveClass(/current/);

  // A wrong commit (the first character twice), then the text two characters at a time.
  let keys = 3;
  await composeAndCommit(cdp, 'wo', `${chars[0]}${chars[0]}`);
  keys += 3;
  await expect(first).toHaveClass(/correct/);
  let commits = 1;
  for (let i = 1; i < chars.length; i += 2) {
    const piece = chars.slice(i, i + 2).join('');
    await composeAndCommit(cdp, 'ab', piece);
    keys += 3;
    commits++;
  }
  expect(commits).toBeGreaterThan(10);

  await expect(page.getByTestId('performance-report')).toBeVisible();
  const committed = chars.length + 1;
  await expect(page.getByTestId('report-committed')).toHaveText(String(committed));
  await expect(page.getByTestId('report-correct')).toHaveText(String(chars.length));
  await expect(page.getByTestId('report-wrong')).toHaveText('1');
  await expect(page.getByTestId('report-keys-per-char')).toHaveText(
    String(Math.round((keys / committed) * 10) / 10),
  );
  const accuracy = (chars.length / committed) * 100;
  await expect(page.getByTestId('report-accuracy')).toHaveText(`${Math.round(accuracy * 10) / 10}%`);
  await expect(page.getByTestId('report-speed-rpm')).not.toHaveText('0');
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');
  // The characters per minute shown are the ones the server computes again from the stored keystroke log.
  const shownRpm = Number((await page.getByTestId('report-speed-rpm').textContent())?.replace(/,/g, ''));
  const token = await pageAccessToken(page);
  const serverRpm = await page.evaluate(async (token) => {
    const query = new URLSearchParams({
      deviceId: localStorage.getItem('deviceId') ?? '',
      characterId: localStorage.getItem('characterId') ?? '',
    });
    const response = await fetch(`/api/report/today?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const today = (await response.json()) as {
      attempts: { lessonSlug: string | null; metrics: { rpm: number } }[];
    };
    return today.attempts.find((attempt) => attempt.lessonSlug === 'chinese-sentences-1')?.metrics.rpm;
  }, token);
  expect(serverRpm).toBeGreaterThan(0);
  expect(shownRpm).toBeCloseTo(serverRpm!, 0);
  const saved = (await serverProgress(page)).lessons.find(
    (lesson) => lesson.lessonSlug === 'chinese-sentences-1',
  );
  expect(saved).toEqual(expect.objectContaining({ attempts: 1 }));
});

test('the CHT locale shows the courses and lessons in traditional characters', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'CHT'));
  await page.goto('/chapter/chinese');
  await expect(page.getByTestId('lesson-card-chinese-hant-sentences-1')).toBeVisible();
  await expect(page.getByTestId('lesson-card-chinese-sentences-1')).toHaveCount(0);
  // A simplified lesson's address moves to the same lesson in traditional characters.
  await page.goto('/chapter/pinyin/pinyin-b-p-m-f');
  await expect(page).toHaveURL(/\/chapter\/pinyin\/pinyin-hant-b-p-m-f$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('b p m f');
});

test("in the Chinese edition, a custom course's /lesson link (an assignment's) opens its pinyin screen", async ({
  page,
}) => {
  // localhost is served as the China-region edition (playwright.config.ts).
  const cn = new URL(test.info().project.use.baseURL!);
  cn.hostname = 'localhost';
  await page.goto(new URL('/', cn).href);
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/\/game-center$/);
  await page.goto(new URL('/custom-courses', cn).href);
  await page.getByTestId('custom-course-title').fill('银行');
  await page.getByTestId('custom-course-text').fill('我去银行');
  await page.getByTestId('custom-course-save').click();
  const practise = page.getByTestId('custom-course').getByTestId('custom-course-practise');
  const href = (await practise.getAttribute('href')) ?? '';
  const id = /\/chapter\/pinyin\/custom-(\d+)$/.exec(href)?.[1];
  expect(id, href).toBeDefined();
  // The link an assignment of this course gives (it knows only the course's number).
  await page.goto(new URL(`/lesson/custom-${id}`, cn).href);
  await expect(page).toHaveURL(new RegExp(`/chapter/pinyin/custom-${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '银行' })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});
