// Screenshots of the typing checks (docs/EVIDENCE.md) at 375, 768 and 1280 px, for docs/screenshots/: the
// covered-keyboard check's introduction and its typing screen, the retention test's introduction, the checks'
// section of the day's report and the whole day's report (the checks among today's practice). A guest on the free trial, its checks posted through the API. Each page is also
// measured: the script fails when a page scrolls sideways at a width.
//
//   node tests/e2e/serve-fresh.mjs &        # with PORT set, after `npm run build`
//   BASE_URL=http://127.0.0.1:8194 node scripts/screenshots/typing-checks.mjs
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8181';
const out = process.env.OUT_DIR ?? 'docs/screenshots';
const DAY_MS = 86_400_000;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({
  baseURL: base,
  viewport: { width: 1280, height: 900 },
  locale: 'en-US',
  timezoneId: 'UTC',
  serviceWorkers: 'block',
});
const page = await context.newPage();
page.setDefaultTimeout(60_000);
await page.goto('/');
await page.getByTestId('free-trial').first().click();
await page.waitForURL(/\/game-center$/);

/** The page's session calls the API as the app does (the access token from a refresh through the cookie). */
async function post(path, payload) {
  const answer = await page.evaluate(
    async ({ path, payload }) => {
      const token = await navigator.locks.request('keyquest-token-refresh', async () => {
        const response = await fetch('/api/user/auth/refresh', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-keyquest-session': 'cookie' },
          body: new URLSearchParams({ deviceId: localStorage.getItem('deviceId') ?? '' }).toString(),
        });
        return (await response.json()).accessToken;
      });
      const fields = new URLSearchParams({ deviceId: localStorage.getItem('deviceId') ?? '', ...payload });
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, payload },
  );
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const characterId = await page.evaluate(() => localStorage.getItem('characterId'));
const text = 'the hare ran off and the tortoise kept walking along the road';
const typed = (gapMs) =>
  JSON.stringify([...text].map((char, i) => ({ kind: 'insert', char, timeStamp: 1000 + i * gapMs })));
const attempt = (practiceId, gapMs, daysAgo) =>
  post('/attempt/submit', {
    characterId,
    idempotencyKey: crypto.randomUUID(),
    kind: 'practice',
    practiceId,
    mode: 'stop',
    text,
    keystrokes: typed(gapMs),
    startedAt: String(Date.now() - daysAgo * DAY_MS),
    timeZone: 'UTC',
  });
await attempt('typing-check', 300, 9);
await attempt('typing-check-retention', 340, 0);
await attempt('typing-check', 280, 0);
await attempt('typing-check-covered', 450, 0);

const problems = [];
async function shoot(name, width, element) {
  const overflow = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // What runs past the right edge, outermost first (an element inside a box that scrolls or clips is left out).
    const past = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > client + 1)
      .filter((element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        }
        return true;
      })
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? element.className}]`,
      );
    return { scroll: document.documentElement.scrollWidth, client, past };
  });
  if (overflow.scroll > overflow.client)
    problems.push(`${name} at ${width}px scrolls sideways (${overflow.scroll} > ${overflow.client})`);
  const path = `${out}/${name}-${width}.png`;
  if (element) await element.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
  console.log(path, overflow);
}

for (const width of [375, 768, 1280]) {
  await page.setViewportSize({ width, height: width < 768 ? 760 : 900 });
  await page.goto('/lesson/typing-check-covered');
  await page.getByTestId('covered-intro').waitFor();
  await shoot('typing-check-covered-intro', width);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('keyboard-covered').waitFor();
  await shoot('typing-check-covered-typing', width);
  await page.goto('/lesson/typing-check-retention');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot('typing-check-retention-intro', width);
  await page.goto('/report?period=day');
  const checks = page.getByTestId('typing-checks');
  await checks.getByTestId('check-retention').waitFor();
  await checks.scrollIntoViewIfNeeded();
  await shoot('report-typing-checks', width, checks);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot('report-day', width);
}
await browser.close();
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
