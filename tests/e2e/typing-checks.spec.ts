import { expect, test, type Page } from '@playwright/test';
import { analyzeAttempt, type Keystroke } from '../../src/engine';
import { guestByApi } from './member';

/**
 * The typing checks (docs/EVIDENCE.md) end to end, for a guest on the free trial whose earlier practice is posted
 * through the API: back after nine days away, today's plan offers the retention test; the normal typing check, the
 * covered-keyboard one (no on-screen keyboard or hands, the learner asked not to look) and the retention test are
 * typed on the lesson page with real key events and saved; the day's report shows each, the covered one as a
 * share of the normal test's speed and the retention test against the normal test before the break.
 */

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const DAY_MS = 86_400_000;
const keyFor = (char: string) => (char === ' ' ? 'Space' : char);

/** Starts the check on its introduction. */
async function startCheck(page: Page) {
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('typing-field')).toBeFocused();
}

/** Types the started check with a key every `gapMs`, and waits for the save. */
async function typeCheck(page: Page, gapMs: number) {
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  expect(text).toMatch(/^[a-z ]{150,}$/);
  for (const char of text) {
    await page.keyboard.press(keyFor(char));
    await page.waitForTimeout(gapMs);
  }
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 20_000,
  });
}

test('the typing checks: retention after a week away, the covered keyboard, all on the report', async ({
  page,
}) => {
  // Three texts of about 200 characters typed key by key: more than the default minute on a busy machine.
  test.slow();
  const { characterId, call } = await guestByApi(page);
  // Nine days ago: an ordinary practice and a normal typing check (typed slowly: 400 ms a key), then nothing.
  const before = 'the hare ran off and the tortoise kept walking';
  const slowly: Keystroke[] = [...before].map((char, i) => ({
    kind: 'insert',
    char,
    timeStamp: 1000 + i * 400,
  }));
  const beforeWpm = Math.round(analyzeAttempt(before, slowly, { mode: 'stop' }).wpm);
  for (const practiceId of ['english-words', 'typing-check']) {
    await call('/attempt/submit', {
      characterId: String(characterId),
      idempotencyKey: crypto.randomUUID(),
      kind: 'practice',
      practiceId,
      mode: 'stop',
      text: before,
      keystrokes: JSON.stringify(slowly),
      startedAt: String(Date.now() - 9 * DAY_MS),
      timeZone: 'UTC',
    });
  }

  // Today's plan offers the retention test.
  await page.goto('/chapter/');
  const retention = page.getByTestId('plan-item-retention');
  await expect(retention).toHaveAttribute('data-done', 'false');
  await expect(retention).toContainText('Welcome back: a typing check after your break');
  await retention.getByRole('link').click();
  await expect(page).toHaveURL(/\/lesson\/typing-check-retention$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back: typing check');
  await startCheck(page);
  await typeCheck(page, 40);

  // The normal test, then the covered one: no keyboard or hands on its introduction or while typing.
  await page.goto('/lesson/typing-check');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Typing check');
  await startCheck(page);
  await typeCheck(page, 40);
  await page.goto('/lesson/typing-check-covered');
  await expect(page.getByTestId('covered-intro')).toContainText('Cover your keyboard now');
  await expect(page.getByTestId('on-screen-keyboard')).toHaveCount(0);
  await expect(page.getByTestId('hands')).toHaveCount(0);
  await startCheck(page);
  await expect(page.getByTestId('keyboard-covered')).toHaveText(
    'Keyboard covered: keep your eyes on the text, not on your hands.',
  );
  await expect(page.getByTestId('on-screen-keyboard')).toHaveCount(0);
  await expect(page.getByTestId('hands')).toHaveCount(0);
  // Typed three times as slowly as the normal test.
  await typeCheck(page, 120);

  // The day's report: each check, the covered one against the normal test, the retention test against the
  // normal test before the break (the engine's figure for the log posted).
  await page.goto('/report?period=day');
  const checks = page.getByTestId('typing-checks');
  await expect(checks.getByRole('heading', { name: 'Typing checks' })).toBeVisible();
  await expect(checks.getByTestId('check-typing')).toContainText('Typing check');
  await expect(checks.getByTestId('check-covered')).toContainText(/\d+% of your normal speed \(\d+ WPM\)/);
  await expect(checks.getByTestId('check-retention')).toContainText(
    `Before the break: ${beforeWpm} WPM, 100%`,
  );
  const share = Number(
    /(\d+)% of your normal speed/.exec((await checks.getByTestId('check-covered').textContent()) ?? '')![1],
  );
  expect(share).toBeLessThan(90);
  // Today's report lists the checks by name among today's practice.
  await expect(page.getByTestId('today-attempts')).toContainText('Typing check, keyboard covered');
  if (process.env.KEYQUEST_SCREENSHOTS)
    await checks.screenshot({ path: 'docs/screenshots/report-typing-checks.png' });
});
