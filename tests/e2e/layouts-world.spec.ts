import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { formatDuration } from '../../src/ui/components/report/report-figures';
import { keyEventsFor, LAYERS, layoutById, type LayoutId } from '../../src/keyboard';
import { guestByApi } from './member';

/**
 * Issue 30, "Keyboards of the world": a learner chooses a layout on the course map's first-run step, the course
 * and the lesson screen draw it, and a text typed with that layout's key events (CDP: code and key as that
 * keyboard gives them, its dead keys and AltGr included) is saved with its layout and graded by the server with
 * the figures the page showed. AZERTY (é on its own key, ê through the dead ^), QWERTZ (ü ö ß on their keys, @
 * and € through AltGr, é and ô through dead keys) and Dvorak (the course's first lesson, U and H).
 */

const english = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/**
 * Types a text with a layout's key events, as Chromium on Linux receives them from that keyboard: Shift and
 * AltGr ('AltGraph', no Ctrl or Alt flag) held around the key, a dead key as `key: 'Dead'`, and after it the
 * key's own letter ('e'), which the page composes into 'ê' on the layout.
 */
async function typeOn(page: Page, text: string, id: LayoutId) {
  const cdp = await page.context().newCDPSession(page);
  const layout = layoutById(id);
  const held: { key: string; code: string }[] = [];
  let afterDead = false;
  for (const event of keyEventsFor(text, layout, 0, 0)) {
    const modifiers = event.shiftKey ? 8 : 0;
    if (event.key === 'Shift' || event.key === 'AltGraph') {
      held.push({ key: event.key, code: event.code });
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'rawKeyDown',
        key: event.key,
        code: event.code,
        modifiers,
      });
      continue;
    }
    const layer = LAYERS[(event.shiftKey ? 1 : 0) + (event.altGraph ? 2 : 0)]!;
    const own = layout.keys[event.code]?.[layer]?.char;
    const key = afterDead && event.key.length === 1 && own ? own : event.key;
    afterDead = event.key === 'Dead';
    const typesText = key !== 'Dead';
    await cdp.send('Input.dispatchKeyEvent', {
      type: typesText ? 'keyDown' : 'rawKeyDown',
      key,
      code: event.code,
      modifiers,
      ...(typesText ? { text: key, unmodifiedText: key } : {}),
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code: event.code, modifiers });
    for (const modifier of held.reverse()) {
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        key: modifier.key,
        code: modifier.code,
        modifiers: 0,
      });
    }
    held.length = 0;
    await page.waitForTimeout(30);
  }
  await cdp.detach();
}

interface ServerAnswer {
  keyboardLayout: string;
  metrics: {
    accuracy: number;
    wrongChars: number;
    correctChars: number;
    wpm: number;
    kpm: number;
    rpm: number;
    score: number;
    durationMs: number;
  };
}

/** Types `text` on the typing screen in view and returns what was sent and what the server answered. */
async function typeAndSave(page: Page, text: string, id: LayoutId) {
  const submitted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/attempt/submit',
  );
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/attempt/submit',
  );
  await typeOn(page, text, id);
  const form = new URLSearchParams((await submitted).postData() ?? '');
  const answer = (await (await answered).json()) as ServerAnswer;
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');
  return { form, answer };
}

/** The report on the page shows the figures the server computed from the saved keystrokes. */
async function expectPageFiguresOf(page: Page, metrics: ServerAnswer['metrics']) {
  await expect(page.getByTestId('report-wpm')).toHaveText(english.format(Math.round(metrics.wpm)));
  await expect(page.getByTestId('report-accuracy')).toHaveText(percent.format(metrics.accuracy));
  await expect(page.getByTestId('report-score')).toHaveText(english.format(metrics.score));
  await expect(page.getByTestId('report-kpm')).toHaveText(english.format(Math.round(metrics.kpm)));
  await expect(page.getByTestId('report-rpm')).toHaveText(english.format(Math.round(metrics.rpm)));
  await expect(page.getByTestId('report-correct')).toHaveText(english.format(metrics.correctChars));
  await expect(page.getByTestId('report-wrong')).toHaveText(english.format(metrics.wrongChars));
  await expect(page.getByTestId('report-duration')).toHaveText(formatDuration(metrics.durationMs));
}

/**
 * A guest with a student character made through the API (the page then finds the session as after a reload:
 * its user and character on the device, the refresh cookie in the context). The character has chosen no layout.
 */
async function apiLearner(context: BrowserContext, name: string) {
  const deviceId = `layouts-${name}-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
  const login = await context.request.post('/api/user/auth/visitor', {
    form: { deviceId },
    headers: { 'x-keyquest-session': 'cookie' },
  });
  expect(login.status()).toBe(200);
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: unknown };
  const call = async <T>(path: string, form: Record<string, string | number>) => {
    const response = await context.request.post(`/api${path}`, {
      form: { deviceId, ...form },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { characterId } = await call<{ characterId: number }>('/character/create', {
    avatar: 'avatar-student-1',
    nickname: name,
    type: 'STUDENT',
  });
  await context.addInitScript(
    ({ deviceId, user, characterId }) => {
      localStorage.setItem('deviceId', deviceId);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('characterId', String(characterId));
    },
    { deviceId, user, characterId },
  );
  return { characterId, call };
}

/** On the course map (one page load): the first-run step's card of the layout, chosen and saved. */
async function chooseOnCourseMap(page: Page, id: LayoutId, name: string) {
  await page.goto('/chapter/');
  const step = page.getByTestId('keyboard-first-run');
  // The course map's first load (its chunks, the character and its progress) is slow on a busy machine.
  await expect(step).toBeVisible({ timeout: 30_000 });
  await step.getByTestId(`layout-option-${id}`).check();
  await page.getByTestId('layout-save').click();
  await expect(page.getByTestId('keyboard-line')).toContainText(name);
}

test('AZERTY chosen on first run: the lesson screen shows it, é and ê typed on it are saved and graded alike', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await guestByApi(page);
  await page.goto('/chapter/');
  const step = page.getByTestId('keyboard-first-run');
  await expect(step).toBeVisible({ timeout: 30_000 });
  // Each card shows its row under Tab, drawn from the layout's data.
  await expect(page.getByTestId('tab-row-fr')).toHaveAttribute('data-legends', /^A Z E R T Y/);
  await step.getByLabel('French (AZERTY)').check();
  await page.getByTestId('layout-save').click();
  await expect(page.getByTestId('keyboard-line')).toContainText('French (AZERTY)');

  // A custom course with accents, typed on AZERTY.
  const text = 'été fête';
  await page.goto('/custom-courses');
  await page.getByTestId('custom-course-title').fill('Fête');
  await page.getByTestId('custom-course-text').fill(text);
  await page.getByTestId('custom-course-save').click();
  await page.getByTestId('custom-course').getByTestId('custom-course-practise').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const keyboard = page.getByTestId('on-screen-keyboard').first();
  await expect(keyboard.locator('g[data-code="KeyQ"]').first()).toContainText('A');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-field')).toBeFocused();
  // The on-screen keyboard and hands of the typing screen are AZERTY's: é is lit on Digit2.
  await expect(page.getByTestId('on-screen-keyboard').locator('g[data-code="KeyM"]').first()).toContainText(
    ',',
  );

  const { form, answer } = await typeAndSave(page, text, 'fr');
  expect(form.get('keyboardLayout')).toBe('fr');
  expect(answer.keyboardLayout).toBe('fr');
  expect(answer.metrics).toMatchObject({ accuracy: 1, wrongChars: 0 });
  await expectPageFiguresOf(page, answer.metrics);
});

test('QWERTZ: the course and lesson screen draw it; ü ö ß, AltGr @ and €, dead-key é and ô typed on it give the server’s figures', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const text = 'Grüße für Jörg @ 5 € café côté';
  const { characterId, call } = await apiLearner(context, 'Greta');
  await call('/course/custom/create', { characterId, title: 'Grüße', text, mode: 'stop' });
  // getByLabel('German (QWERTZ)') would also find Swiss German: the card by its test id.
  await chooseOnCourseMap(page, 'de', 'German (QWERTZ)');
  // The course follows QWERTZ: the right little finger's home key is Ö.
  await expect(page.getByTestId('lesson-card-a-semicolon-and-backspace')).toContainText('Ö');

  await page.getByTestId('custom-courses-link').click();
  await page.getByTestId('custom-course').getByTestId('custom-course-practise').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grüße' })).toBeVisible();
  await page.getByTestId('lesson-start').click();
  await expect(page.getByTestId('typing-field')).toBeFocused();
  const keyboard = page.getByTestId('on-screen-keyboard').first();
  await expect(keyboard.locator('g[data-code="KeyY"]').first()).toContainText('Z');
  await expect(keyboard.locator('g[data-code="Semicolon"]').first()).toContainText('Ö');

  const { form, answer } = await typeAndSave(page, text, 'de');
  expect(form.get('keyboardLayout')).toBe('de');
  // The log carries the dead keys as keys, never as wrong characters.
  expect(answer).toMatchObject({ keyboardLayout: 'de', metrics: { accuracy: 1, wrongChars: 0 } });
  expect(answer.metrics.correctChars).toBe([...text].length);
  await expectPageFiguresOf(page, answer.metrics);
});

test('Dvorak: the course’s first lesson is U and H, typed on Dvorak from the course map and graded as the page showed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await apiLearner(context, 'Dora');
  await chooseOnCourseMap(page, 'dvorak', 'Dvorak');
  const card = page.getByTestId('lesson-card-home-keys-f-and-j');
  await expect(card).toContainText('U and H');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'U and H' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-field')).toBeFocused();
  const keyboard = page.getByTestId('on-screen-keyboard').first();
  await expect(keyboard.locator('g[data-code="KeyS"]').first()).toContainText('O');
  await expect(keyboard.locator('g[data-code="KeyF"]').first()).toContainText('U');
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  expect(text).toMatch(/^[uh ]{20,}$/);

  const { form, answer } = await typeAndSave(page, text, 'dvorak');
  expect(form.get('keyboardLayout')).toBe('dvorak');
  expect(form.get('lessonSlug')).toBe('home-keys-f-and-j');
  expect(answer).toMatchObject({ keyboardLayout: 'dvorak', metrics: { accuracy: 1, wrongChars: 0 } });
  await expectPageFiguresOf(page, answer.metrics);
});
