import { chromium } from 'playwright-core';
import { serve, openLesson, CHROMIUM_ARGS, keyName } from './tests/bench/keystroke-latency/lib.mjs';
const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const out = process.env.OUT ?? '/tmp/typing/shot';
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 900 } });
  const text = await openLesson(page, base);
  for (let i = 0; i < 3; i++) await page.keyboard.press(keyName(text[i]));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close(); server.close();
