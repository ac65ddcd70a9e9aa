// Takes the game screenshots in docs/screenshots/ (1024x768, the spec's minimum resolution) from a built
// app: node scripts/games/screenshots.mjs (KEYQUEST_DIST selects the build; SCREENSHOT_PORT, default 8291).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const port = Number(process.env.SCREENSHOT_PORT ?? 8291);
const base = `http://127.0.0.1:${port}`;
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });

const server = spawn('node', ['tests/e2e/serve-fresh.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port) },
});
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let browser;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 120) throw new Error('no server');
    }
    await wait(500);
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  const target = () =>
    page.evaluate(() => {
      const item = document.querySelector('[data-game-mirror] [data-mirror="targets"] li');
      return item ? { text: item.dataset.text, typed: Number(item.dataset.typed) } : null;
    });
  const type = async (text) => {
    for (const char of text) {
      await page.keyboard.press(char === ' ' ? 'Space' : char);
      await wait(60);
    }
  };
  const start = async (query) => {
    await page.goto(`${base}/game-center?${query}`);
    await page.waitForSelector('[data-game-mirror][data-screen="title"]', { state: 'attached' });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-game-mirror][data-screen="play"]', { state: 'attached' });
  };

  await page.goto(`${base}/game-center`);
  await page.getByTestId('game-switcher').waitFor();
  await wait(500);
  await page.screenshot({ path: `${out}/game-switcher.png` });

  // STAR_TREK on WebGL (the thunder beam's glow filter shows there); lock on a ship half-way through a word.
  await start('play=STAR_TREK&renderer=webgl');
  await wait(7000);
  for (let i = 0; i < 2; i++) {
    const next = await target();
    if (next) await type(next.text.slice(next.typed));
    await wait(300);
  }
  const locked = await target();
  if (locked) await type(locked.text.slice(0, Math.max(1, locked.text.length - 1)));
  await wait(150);
  await page.screenshot({ path: `${out}/game-star-trek.png` });

  await start('play=STAR_TREK&channel=edu-tablet');
  await wait(6000);
  await page.screenshot({ path: `${out}/game-star-trek-lite.png` });

  await start('play=BALLOON_POP');
  await wait(5500);
  const balloon = await target();
  if (balloon) await type(balloon.text);
  await wait(120);
  await page.screenshot({ path: `${out}/game-balloon-pop.png` });

  await start('play=TYPING_RACE');
  await wait(2500);
  for (let i = 0; i < 4; i++) {
    const word = await target();
    if (word) await type(word.text.slice(word.typed));
  }
  await page.screenshot({ path: `${out}/game-typing-race.png` });
  for (let i = 0; i < 200; i++) {
    if ((await page.getAttribute('[data-game-mirror]', 'data-screen').catch(() => 'result')) !== 'play')
      break;
    const word = await target();
    if (word) await type(word.text.slice(word.typed));
    else await wait(100);
  }
  await page.getByTestId('performance-report').waitFor();
  await wait(500);
  await page.screenshot({ path: `${out}/game-report.png` });
  console.log(`Screenshots in ${out}/`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
