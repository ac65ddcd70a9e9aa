import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pageAccessToken } from './page-session';
import { uniqueName } from './unique';

/**
 * Accounts and results, end to end against the real server and database:
 * (a) a new visitor starts the free trial, takes a lesson, reloads: the result comes back from the server;
 * (b) the server stops in the middle of a lesson: the finished attempt waits on the device and is saved once the
 *     server is back (a second server of our own, stopped and started again on the same database);
 * (c) a dead session (401) clears it and goes to /login/?redirect=<path>;
 * (d) results made before signing in move to the account made with an emailed code (read from the dev outbox).
 */

const lesson = { slug: 'home-keys-f-and-j', title: 'F and J' };
const keyFor = (char: string) => (char === ' ' ? 'Space' : char);

async function startLesson(page: Page): Promise<string> {
  await page.goto(`/lesson/${lesson.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-field')).toBeFocused();
  const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(10);
  return text;
}

/** Types text with real key events, a little apart (a learner, not a paste). */
async function typeText(page: Page, text: string) {
  for (const char of text) {
    await page.keyboard.press(keyFor(char));
    await page.waitForTimeout(25);
  }
}

async function starsOnCard(page: Page) {
  return page.getByTestId(`lesson-card-${lesson.slug}`).locator('[data-stars]').getAttribute('data-stars');
}

/** The lesson progress the server has for the current character (with the page's own session). */
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

async function freeTrial(page: Page) {
  await page.goto('/');
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/\/game-center$/);
  await expect(page.getByTestId('game-switcher')).toBeVisible();
}

test('a new visitor starts the free trial, takes a lesson, reloads, and the result comes back from the server', async ({
  page,
}) => {
  await freeTrial(page);
  const characterId = await page.evaluate(() => localStorage.getItem('characterId'));
  expect(Number(characterId)).toBeGreaterThan(0);

  const text = await startLesson(page);
  await typeText(page, text);
  await expect(page.getByTestId('performance-report')).toBeVisible();
  const stars = await page
    .getByTestId('performance-report')
    .locator('[data-stars]')
    .getAttribute('data-stars');
  expect(Number(stars)).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');

  // The device's own copy is not what shows once signed in: forget it, then reload.
  await page.evaluate(() => localStorage.removeItem('keyquest.progress'));
  await page.goto('/chapter/');
  await page.reload();
  await expect(page.getByTestId(`lesson-card-${lesson.slug}`).locator('[data-stars]')).toHaveAttribute(
    'data-stars',
    String(stars),
  );
  const progress = await serverProgress(page);
  expect(progress.lessons).toEqual([
    expect.objectContaining({ lessonSlug: lesson.slug, stars: Number(stars), attempts: 1 }),
  ]);

  // The guest becomes a formal account by binding a username: same account, same role, same results.
  await page.goto('/character');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByTestId('guest-keeps')).toBeVisible();
  const username = uniqueName('trial');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Password again').fill('abc123');
  await page.getByTestId('agree-terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(`Signed in as ${username}`);
  expect(await page.evaluate(() => localStorage.getItem('characterId'))).toBe(characterId);
  expect((await serverProgress(page)).lessons).toHaveLength(1);
});

/**
 * A port nothing listens on now, chosen by the system: a fixed one (the suite's port plus one) may be another
 * test run's server on a machine shared by several runs.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A server of this test's own on a database folder that outlives it, so it can be stopped and started again. */
class OwnServer {
  private process: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'keyquest-accounts-'));
  constructor(readonly port: number) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.process = spawn('node', [`${process.env.KEYQUEST_DIST ?? 'dist'}/server/main.js`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
      },
    });
    // A new server migrates a fresh database first: seconds alone, much longer on a machine busy with the other
    // tests (two browsers, the suite's server and the unit tests beside them).
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      // Exited at once (e.g. the port is taken): never test against someone else's server.
      if (this.process.exitCode !== null)
        throw new Error(`The test server exited (${this.process.exitCode})`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('The test server did not start');
  }

  async stop() {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async dispose() {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

test('with the server stopped mid-lesson, the finished attempt waits on the device and is saved once it returns', async ({
  page,
}) => {
  // Two server starts of up to two minutes each on a busy machine, and a lesson typed.
  test.setTimeout(360_000);
  const server = new OwnServer(await freePort());
  try {
    await server.start();
    await page.goto(`${server.url}/login/`);
    await page.getByTestId('free-trial').click();
    await expect(page).toHaveURL(/\/game-center$/);

    await page.goto(`${server.url}/lesson/${lesson.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-field')).toBeFocused();
    const text = (await page.getByTestId('lesson-text').textContent()) ?? '';
    await typeText(page, text.slice(0, -1));

    await server.stop();
    await typeText(page, text.slice(-1));
    await expect(page.getByTestId('performance-report')).toBeVisible();
    await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'waiting');
    const waiting = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('keyquest-results');
          open.onsuccess = () => {
            const count = open.result.transaction('attempts').objectStore('attempts').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(waiting).toBe(1);

    await server.start();
    // The browser says it is back online (the queue also retries on its own, with backoff).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved', {
      timeout: 20_000,
    });
    const progress = await serverProgress(page);
    expect(progress.lessons).toEqual([expect.objectContaining({ lessonSlug: lesson.slug, attempts: 1 })]);
  } finally {
    await server.dispose();
  }
});

test('a dead session (401) clears it and goes to the login page with the path to come back to', async ({
  page,
  context,
}) => {
  await freeTrial(page);
  const url = new URL(page.url());
  // The refresh cookie now holds a token the server does not know (the page's access token dies with the load).
  await context.addCookies(
    ['/api/user/auth/refresh', '/api/user/auth/logout'].map((path) => ({
      name: 'keyquest_refresh',
      value: '00000000-0000-4000-8000-000000000000.that-the-server-does-not-know',
      domain: url.hostname,
      path,
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
  );
  await page.goto('/character?tab=roles');
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fcharacter%3Ftab%3Droles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to KeyQuest' })).toBeVisible();
  // The server told the browser to forget the refused cookie.
  const cookies = await context.cookies();
  expect(cookies.filter((cookie) => cookie.name === 'keyquest_refresh')).toEqual([]);
  expect(
    await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('characterId')]),
  ).toEqual([null, null]);
});

test('results made before signing in move to the account made with an emailed code', async ({ page }) => {
  const text = await startLesson(page);
  await typeText(page, text);
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'device');

  await page.goto('/login/?redirect=%2Fchapter%2F');
  await page.getByRole('tab', { name: 'Email or phone' }).click();
  const email = `${uniqueName('learner')}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  const outbox = await page.request.get(`/api/dev/outbox?target=${encodeURIComponent(email)}`);
  const code = ((await outbox.json()) as { messages: { code: string }[] }).messages[0]!.code;
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A new address becomes an account only with the terms agreed.
  await expect(page.getByTestId('login-error')).toHaveText(
    'Please agree to the terms of service and the privacy policy',
  );
  await page.getByTestId('agree-terms').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/chapter\/$/);
  await expect
    .poll(async () => (await serverProgress(page)).lessons.map((entry) => entry.lessonSlug), {
      timeout: 15_000,
    })
    .toEqual([lesson.slug]);
  await page.reload();
  await expect.poll(async () => Number(await starsOnCard(page))).toBeGreaterThanOrEqual(1);
});

test('sign up with a username, sign out (all cleared), sign in again, then approve a second screen by QR code', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const username = uniqueName('kid');
  await page.goto('/login/?redirect=%2Fcharacter');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Password again').fill('abc124');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password mismatch')).toBeVisible();
  await expect(page.getByText('Please agree to the terms of service and the privacy policy')).toBeVisible();
  await page.getByLabel('Password again').fill('abc123');
  await page.getByTestId('agree-terms').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/character$/);
  await expect(page.getByTestId('account-name')).toHaveText(`Signed in as ${username}`);
  await expect(page.getByTestId('character-list').locator('li')).toHaveCount(1);

  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => ({
      user: localStorage.getItem('user'),
      characterId: localStorage.getItem('characterId'),
      token: document.cookie.includes('accessToken=e'),
    })),
  ).toEqual({ user: null, characterId: null, token: false });
  // Sign-out cleared the HttpOnly refresh cookie too.
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'keyquest_refresh')).toEqual([]);

  await page.goto('/login/');
  await page.getByLabel('Username, email or phone').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('wrong1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('The username or password is not right');
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/chapter\/$/);

  // A second screen shows a QR code; this (signed-in) one opens the address it encodes and approves it.
  const other = await browser.newContext();
  const screen = await other.newPage();
  await screen.goto('/login/');
  await screen.getByRole('tab', { name: 'QR code' }).click();
  const sessionKey = await screen.getByTestId('qr-image').getAttribute('data-session-key');
  expect(sessionKey).toBeTruthy();
  await page.goto(`/login/approve?sessionKey=${encodeURIComponent(sessionKey!)}`);
  await page.getByTestId('approve-button').click();
  await expect(page.getByTestId('approve-done')).toBeVisible();
  await expect(screen).toHaveURL(/\/chapter\/$/, { timeout: 10_000 });
  expect(await screen.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe(
    username,
  );
  await other.close();
});
