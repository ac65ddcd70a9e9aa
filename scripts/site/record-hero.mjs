// Records the landing page's hero videos from our own games: each game runs in the game centre's benchmark mode
// (targets keep coming, no lives lost) while keys are typed, and the game's canvas is recorded in the browser
// with MediaRecorder (WebM/VP8). Writes assets/public/landing/<game>.webm (with its Duration written in: the
// recorder leaves it out) and a poster <game>.jpg.
//   KEYQUEST_URL=http://127.0.0.1:8440 node scripts/site/record-hero.mjs   (a running server of a build)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../lib.mjs';
import { withDuration } from './webm-duration.mjs';

const base = process.env.KEYQUEST_URL ?? 'http://127.0.0.1:8080';
const SECONDS = 8;
const GAMES = [
  { id: 'STAR_TREK', file: 'star-trek', pause: 250 },
  // Balloons must rise into view before they are popped: a slower player.
  { id: 'BALLOON_POP', file: 'balloon-pop', pause: 1100 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
for (const game of GAMES) {
  const page = await browser.newPage({ viewport: { width: 960, height: 600 } });
  await page.goto(`${base}/game-center?play=${game.id}&bench=6`, { waitUntil: 'networkidle' });
  const canvas = page.locator('canvas').first();
  await canvas.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  const recording = page.evaluate(async (seconds) => {
    const element = document.querySelector('canvas');
    const stream = element.captureStream(30);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 900_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(500);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }, SECONDS);
  // Type while recording, as a learner would: the words the game shows (its accessible mirror lists them).
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const word = await page
      .locator('[data-game-mirror] [data-mirror="targets"] li')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    const letters = (word ?? 'f').trim().replace(/[^a-z;,./]/gi, '') || 'f';
    for (const letter of letters) {
      await page.keyboard.press(letter);
      await page.waitForTimeout(110);
    }
    await page.waitForTimeout(game.pause);
  }
  const video = withDuration(Buffer.from(await recording, 'base64'));
  writeFileSync(join(root, 'assets/public/landing', `${game.file}.webm`), video);
  await canvas.screenshot({
    path: join(root, 'assets/public/landing', `${game.file}.jpg`),
    type: 'jpeg',
    quality: 80,
  });
  console.log(`${game.file}.webm: ${(video.length / 1024).toFixed(0)} KB`);
  await page.close();
}
await browser.close();
