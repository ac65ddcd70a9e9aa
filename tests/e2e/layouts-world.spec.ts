import { expect, test, type Page } from '@playwright/test';
import { keyEventsFor, layoutById, type KeyEvent, type LayoutId } from '../../src/keyboard';

/**
 * Issue 30, "Keyboards of the world": a learner chooses AZERTY on the course map's first-run step, the lesson
 * screen draws AZERTY, and a text with é (its own key, Digit2) and ê (the dead ^ then e) typed with AZERTY's key
 * events (CDP: code and key, as a French keyboard gives them) is saved with its layout and graded by the server
 * with the figures the page showed.
 */

/** Types a text with a layout's key events, as the browser receives them from that keyboard. */
async function typeOn(page: Page, text: string, id: LayoutId) {
  const cdp = await page.context().newCDPSession(page);
  const layout = layoutById(id);
  let shift = false;
  let afterDead = false;
  for (const keyEvent of keyEventsFor(text, layout, 0, 0)) {
    // After a dead key the browser reports the key's own letter ('e'): the page composes 'ê' on the layout.
    const own = layout.keys[keyEvent.code]?.[keyEvent.shiftKey ? 'shift' : 'base']?.char;
    const event: KeyEvent =
      afterDead && keyEvent.key.length === 1 && own ? { ...keyEvent, key: own } : keyEvent;
    if (event.key !== 'Shift') afterDead = event.key === 'Dead';
    const modifiers = (event.shiftKey ? 8 : 0) | (event.altGraph ? 2 | 4 : 0);
    if (event.key === 'Shift') {
      shift = true;
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'rawKeyDown',
        key: 'Shift',
        code: event.code,
        modifiers,
      });
      continue;
    }
    const typesText = event.key !== 'Dead' && event.key !== 'AltGraph';
    await cdp.send('Input.dispatchKeyEvent', {
      type: typesText ? 'keyDown' : 'rawKeyDown',
      key: event.key,
      code: event.code,
      modifiers,
      ...(typesText ? { text: event.key, unmodifiedText: event.key } : {}),
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: event.key, code: event.code, modifiers });
    if (shift) {
      shift = false;
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        key: 'Shift',
        code: 'ShiftLeft',
        modifiers: 0,
      });
    }
    await page.waitForTimeout(30);
  }
  await cdp.detach();
}

test('AZERTY chosen on first run: the lesson screen shows it, é and ê typed on it are saved and graded alike', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/game-center/);
  await page.goto('/chapter/');
  const step = page.getByTestId('keyboard-first-run');
  await expect(step).toBeVisible();
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

  const submitted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/attempt/submit',
  );
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/attempt/submit',
  );
  await typeOn(page, text, 'fr');
  const form = new URLSearchParams((await submitted).postData() ?? '');
  expect(form.get('keyboardLayout')).toBe('fr');
  const answer = (await (await answered).json()) as {
    keyboardLayout: string;
    metrics: { accuracy: number; wrongChars: number };
  };
  expect(answer.keyboardLayout).toBe('fr');
  expect(answer.metrics).toMatchObject({ accuracy: 1, wrongChars: 0 });
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');
});
