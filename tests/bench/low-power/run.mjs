// Low-power hardware: a lesson and a game with Chromium's CPU slowed down 4 times (CDP
// Emulation.setCPUThrottlingRate), on the normal web channel and on a low-power channel (edu-tablet: the lite app
// and lite games, spec 9).
//
//   KEYQUEST_DIST=dist node tests/bench/low-power/run.mjs [--runs 3] [--rate 4] [--keys 60] [--seconds 6]
//
// Lesson: the time from navigation to the lesson's first screen (heading shown), then the F and J lesson typed
// with real key events at 120-180 ms gaps; per key, the time from the key event's time stamp to the first
// animation frame after the page handled it (rAF, then a task: the frame that shows the key has been produced).
// Game: STAR_TREK with 50 moving targets (the game's bench option), frame intervals from the game's own ticker.
// Each case runs --runs times in a fresh browser context; the medians of the runs are printed. CPU steal (other
// tenants) and the load average are printed before and after: discard a run set when steal is over ~5 %.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const RUNS = option('runs', 3);
const RATE = option('rate', 4);
const KEYS = option('keys', 60);
const SECONDS = option('seconds', 6);
const PORT = option('port', 8291);
const base = `http://127.0.0.1:${PORT}`;
const CHANNELS = [
  { name: 'web', query: '' },
  { name: 'edu-tablet (lite)', query: 'channel=edu-tablet' },
];

function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}
async function stealPercent(windowMs = 1000) {
  const before = cpuTimes();
  await new Promise((done) => setTimeout(done, windowMs));
  const after = cpuTimes();
  return `${((100 * (after.steal - before.steal)) / Math.max(1, after.total - before.total)).toFixed(1)}%`;
}
const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => quantile(values, 0.5);

async function waitForServer() {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not answer on ${base}`);
}

/** Records, per key, the time from the key event to the frame after it was handled. */
function recordKeyFrames() {
  window.__keyFrames = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const stamp = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__keyFrames.push(performance.now() - stamp), 0));
    },
    true,
  );
}

async function slowPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  // The scripts the page fetches (how many chunks, how many bytes before compression).
  const scripts = { count: 0, bytes: 0 };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.count++;
    response
      .body()
      .then((body) => (scripts.bytes += body.length))
      .catch(() => undefined);
  });
  return { context, page, scripts };
}

async function lessonRun(browser, channel) {
  const { context, page, scripts } = await slowPage(browser);
  await page.addInitScript(recordKeyFrames);
  const started = Date.now();
  await page.goto(`${base}/lesson/home-keys-f-and-j${channel.query ? `?${channel.query}` : ''}`);
  await page.getByRole('heading', { level: 1, name: 'F and J' }).waitFor({ timeout: 120_000 });
  const firstScreen = Date.now() - started;
  await page.keyboard.press('Enter');
  await page.getByTestId('typing-field').waitFor({ state: 'attached' });
  const text = ((await page.getByTestId('lesson-text').textContent()) ?? '').slice(0, KEYS);
  await page.evaluate(() => (window.__keyFrames.length = 0));
  let seed = 11;
  for (const char of text) {
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    await page.waitForTimeout(120 + (seed % 61));
  }
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => [...window.__keyFrames]);
  const lite = await page.evaluate(() => document.documentElement.dataset.lite === 'true');
  await context.close();
  return {
    firstScreen,
    keyMedian: median(frames),
    keyP95: quantile(frames, 0.95),
    keys: frames.length,
    lite,
    scripts: scripts.count,
    scriptKb: scripts.bytes / 1024,
  };
}

async function gameRun(browser, channel) {
  const { context, page, scripts } = await slowPage(browser);
  const started = Date.now();
  await page.goto(`${base}/game-center?play=STAR_TREK&bench=50${channel.query ? `&${channel.query}` : ''}`);
  await page.waitForFunction(() => performance.getEntriesByName('keyquest:frame').length > 0, null, {
    timeout: 120_000,
  });
  const firstFrame = Date.now() - started;
  await page.waitForTimeout(2000);
  await page.evaluate(() => {
    performance.clearMarks('keyquest:frame');
    performance.clearMeasures('keyquest:frame-work');
  });
  await page.waitForTimeout(SECONDS * 1000);
  const frames = await page.evaluate(() => ({
    renderer: document.querySelector('[data-renderer]')?.getAttribute('data-renderer') ?? '',
    intervals: performance
      .getEntriesByName('keyquest:frame', 'mark')
      .map((mark, index, marks) => (index === 0 ? null : mark.startTime - marks[index - 1].startTime))
      .filter((gap) => gap !== null),
    work: performance.getEntriesByName('keyquest:frame-work', 'measure').map((measure) => measure.duration),
  }));
  await context.close();
  return {
    firstFrame,
    renderer: frames.renderer,
    fps: frames.intervals.length / SECONDS,
    median: median(frames.intervals),
    p95: quantile(frames.intervals, 0.95),
    workMedian: median(frames.work),
    scripts: scripts.count,
    scriptKb: scripts.bytes / 1024,
  };
}

const server = spawn('node', ['tests/e2e/serve-fresh.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT) },
});
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log(`CPU steal before: ${await stealPercent()}; load average ${loadavg()[0].toFixed(2)}`);
  const runStart = cpuTimes();
  const lessonRows = [];
  const gameRows = [];
  for (const channel of CHANNELS) {
    const lessons = [];
    const games = [];
    for (let run = 0; run < RUNS; run++) {
      lessons.push(await lessonRun(browser, channel));
      games.push(await gameRun(browser, channel));
    }
    const pick = (rows, key) => median(rows.map((row) => row[key]));
    lessonRows.push({
      channel: channel.name,
      'lite app': lessons[0].lite,
      'first screen ms': pick(lessons, 'firstScreen').toFixed(0),
      'key to frame median ms': pick(lessons, 'keyMedian').toFixed(1),
      'key to frame p95 ms': pick(lessons, 'keyP95').toFixed(1),
      keys: lessons[0].keys,
      scripts: pick(lessons, 'scripts'),
      'script KB (raw)': pick(lessons, 'scriptKb').toFixed(0),
    });
    gameRows.push({
      channel: channel.name,
      renderer: games[0].renderer,
      'first frame ms': pick(games, 'firstFrame').toFixed(0),
      fps: pick(games, 'fps').toFixed(1),
      'frame median ms': pick(games, 'median').toFixed(1),
      'frame p95 ms': pick(games, 'p95').toFixed(1),
      'work median ms': pick(games, 'workMedian').toFixed(2),
      scripts: pick(games, 'scripts'),
      'script KB (raw)': pick(games, 'scriptKb').toFixed(0),
    });
  }
  const runEnd = cpuTimes();
  console.log(
    `\nLesson "F and J" at ${RATE}x CPU slowdown, ${RUNS} runs, medians (first ${KEYS} keys, 120-180 ms apart)`,
  );
  console.table(lessonRows);
  console.log(`STAR_TREK, 50 targets, at ${RATE}x CPU slowdown, ${RUNS} runs of ${SECONDS} s, medians`);
  console.table(gameRows);
  console.log(
    `CPU steal during the run: ${((100 * (runEnd.steal - runStart.steal)) / Math.max(1, runEnd.total - runStart.total)).toFixed(1)}%`,
  );
  console.log(`CPU steal after: ${await stealPercent()}; load average ${loadavg()[0].toFixed(2)}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
