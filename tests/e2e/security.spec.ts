import { expect, test, type Page } from '@playwright/test';
import { chooseGameWithKeyboard, firstTarget, mirror, typeKeys } from './games-helpers';

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
