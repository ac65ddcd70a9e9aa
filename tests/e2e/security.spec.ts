import { expect, test, type Page } from '@playwright/test';
import { APP_PAGES } from '../../src/contracts/app-pages';
import { chooseGameWithKeyboard, firstTarget, mirror, typeKeys } from './games-helpers';
import { freeTrial } from './seed';

test.describe.configure({ timeout: 180_000 });

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation(text: string): void }).__reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the site, a lesson and a game run under the Content-Security-Policy without one violation', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto('/lesson/posture');
  await expect(page.locator('main')).toBeVisible();
  // zod's jitless config is set by the entry's first module (src/ui/zod-config.ts), not by a script of its own in
  // the page: it holds in the object zod reads, and no schema built since tried eval (no violation, below).
  expect(
    await page.evaluate(
      () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless,
    ),
  ).toBe(true);

  await chooseGameWithKeyboard(page, 'BALLOON_POP');
  await page.keyboard.press('Enter');
  await expect(mirror(page)).toHaveAttribute('data-screen', 'play');
  for (let popped = 0; popped < 2;) {
    const target = await firstTarget(page);
    if (!target) {
      await page.waitForTimeout(200);
      continue;
    }
    await typeKeys(page, target.text.slice(target.typed));
    popped++;
  }
  expect(Number(await mirror(page).locator('[data-mirror="score"]').textContent())).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('no page can be framed by another site', async ({ page }) => {
  await page.goto('/');
  // A page of another origin (a data: URL) frames the login page: the browser must refuse to show it.
  const origin = new URL(page.url()).origin;
  await page.goto(`data:text/html,<iframe id="f" src="${origin}/login/"></iframe>`);
  const frame = await (await page.waitForSelector('#f')).contentFrame();
  await page.waitForTimeout(1000);
  expect(frame?.url() ?? '').not.toContain(origin);
  expect(await frame?.locator('#root').count()).toBe(0);
});

test('the refresh token is an HttpOnly cookie no script can read, and a reload still signs the learner in', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByTestId('free-trial').first().click();
  await expect(page).toHaveURL(/\/game-center$/);
  // The browser holds the refresh cookie: HttpOnly, SameSite=Strict, only on the refresh and sign-out paths.
  const refresh = (await context.cookies()).filter((cookie) => cookie.name === 'keyquest_refresh');
  expect(refresh.map((cookie) => cookie.path).sort()).toEqual([
    '/api/user/auth/logout',
    '/api/user/auth/refresh',
  ]);
  for (const cookie of refresh) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  // Script on the page (an injected one as well) sees no token: not in document.cookie, not in storage.
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  expect(visible.cookie).not.toContain('keyquest_refresh');
  expect(visible.cookie).not.toContain('refreshToken');
  expect(visible.cookie).not.toContain('accessToken');
  expect(visible.storage).not.toContain(refresh[0]!.value);
  expect(visible.storage).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

  // A reload: the page gets a new access token through the cookie and is still this account.
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').uid as number);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/user/auth/refresh'));
  await page.goto('/character');
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('character-list').locator('li')).toHaveCount(1);
  await expect(page).toHaveURL(/\/character$/);
  const rotated = (await context.cookies()).find((cookie) => cookie.name === 'keyquest_refresh');
  expect(rotated?.value).not.toBe(refresh[0]!.value);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').uid as number)).toBe(
    before,
  );
});

test('no request leaves the origin: every page of the app and the site asks only its own server', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) elsewhere.push(`${page.url()} -> ${url}`);
  });
  await freeTrial(page);
  // Every page of the app (a lesson for the lesson pages; pages named by a record id are the same screens) and the
  // site's kinds of page, signed in as a guest.
  const examples: Record<string, string> = {
    '/lesson/:slug': '/lesson/home-keys-f-and-j',
  };
  const pages = [
    '/',
    '/cht',
    '/landing',
    '/fingering-chart',
    ...APP_PAGES.flatMap((path) => (path.includes(':') ? (examples[path] ?? []) : [path])),
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  expect(elsewhere).toEqual([]);
});
