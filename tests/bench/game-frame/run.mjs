// Frame-time benchmark of STAR_TREK in Debian's Chromium: 50 and 200 moving targets, normal and lite mode.
// Frame intervals come from the game's own ticker in the page (the `keyquest:frame` marks and
// `keyquest:frame-work` measures it records with the User Timing API when the game runs with the bench option);
// the figures are median and p95 frame interval, the share of frames over 20 ms, the main-thread work per frame
// (update + render) and the renderer used.
// Run after a build: KEYQUEST_DIST=<dist> node tests/bench/game-frame/run.mjs
// Options: BENCH_PORT (8290), BENCH_RUNS (3), BENCH_SECONDS (6), BENCH_RENDERERS (auto,webgl,canvas),
// BENCH_CPU_RATE (1: Chromium's CPU slowed down that many times through CDP, as tests/bench/low-power does),
// BENCH_CASES (all: or e.g. '200-normal,200-lite' for the cases of that many targets and mode).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 8290);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const base = `http://127.0.0.1:${port}`;
// auto: the game's own choice (canvas where WebGL runs in software, as here); webgl or canvas: forced.
const renderers = (process.env.BENCH_RENDERERS ?? 'auto,webgl,canvas').split(',');
const cases = renderers
  .flatMap((renderer) => [
    { targets: 50, lite: false, renderer },
    { targets: 50, lite: true, renderer },
    { targets: 200, lite: false, renderer },
    { targets: 200, lite: true, renderer },
  ])
  .filter(
    ({ targets, lite }) =>
      !process.env.BENCH_CASES ||
      process.env.BENCH_CASES.split(',').includes(`${targets}-${lite ? 'lite' : 'normal'}`),
  );
const cpuRate = Number(process.env.BENCH_CPU_RATE ?? 1);

/** CPU time stolen by other tenants, from /proc/stat (the 8th number of the cpu line). */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => quantile(values, 0.5);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on ${base}`);
}

const server = spawn('node', ['tests/e2e/serve-fresh.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port) },
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
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (cpuRate > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  const rows = [];
  for (const { targets, lite, renderer } of cases) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(
        `${base}/game-center?play=STAR_TREK&bench=${targets}${renderer === 'auto' ? '' : `&renderer=${renderer}`}${lite ? '&lite=1' : ''}`,
      );
      await page.waitForFunction(() => performance.getEntriesByName('keyquest:frame').length > 0, null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(2000);
      await page.evaluate(() => {
        performance.clearMarks('keyquest:frame');
        performance.clearMeasures('keyquest:frame-work');
      });
      const before = cpuTimes();
      await page.waitForTimeout(seconds * 1000);
      const after = cpuTimes();
      const frames = await page.evaluate(() => ({
        renderer: document.querySelector('[data-renderer]')?.getAttribute('data-renderer') ?? '',
        intervals: performance
          .getEntriesByName('keyquest:frame', 'mark')
          .map((mark, index, marks) => (index === 0 ? null : mark.startTime - marks[index - 1].startTime))
          .filter((gap) => gap !== null),
        work: performance
          .getEntriesByName('keyquest:frame-work', 'measure')
          .map((measure) => measure.duration),
        targets: document.querySelectorAll('[data-game-mirror] [data-mirror="targets"] li').length,
      }));
      const steal =
        before && after
          ? (100 * (after.steal - before.steal)) / Math.max(1, after.total - before.total)
          : NaN;
      samples.push({
        renderer: frames.renderer,
        targets: frames.targets,
        frames: frames.intervals.length,
        median: median(frames.intervals),
        p95: quantile(frames.intervals, 0.95),
        over20:
          (100 * frames.intervals.filter((ms) => ms > 20).length) / Math.max(1, frames.intervals.length),
        // Late: more than a quarter over the frame budget (16.7 ms, or 33.3 ms at lite mode's 30 fps cap).
        late:
          (100 * frames.intervals.filter((ms) => ms > (lite ? 41.7 : 20.8)).length) /
          Math.max(1, frames.intervals.length),
        workMedian: median(frames.work),
        workP95: quantile(frames.work, 0.95),
        steal,
      });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      case: `${targets} targets, ${lite ? 'lite' : 'normal'}, ${renderer}${cpuRate > 1 ? `, ${cpuRate}x slower CPU` : ''}`,
      renderer: samples[0].renderer,
      'targets seen': samples[0].targets,
      'fps (frames/s)': (pick('frames') / seconds).toFixed(1),
      'median ms': pick('median').toFixed(1),
      'p95 ms': pick('p95').toFixed(1),
      '> 20 ms %': pick('over20').toFixed(1),
      'late %': pick('late').toFixed(1),
      'work median ms': pick('workMedian').toFixed(2),
      'work p95 ms': pick('workP95').toFixed(2),
      'steal %': pick('steal').toFixed(1),
    });
  }
  const load = (() => {
    try {
      return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    } catch {
      return 'unknown';
    }
  })();
  console.log(
    `STAR_TREK frame times, Chromium headless (WebGL on SwiftShader), 1280x800, ${runs} runs of ${seconds} s, medians of runs; load average ${load}`,
  );
  console.table(rows);
  console.log(
    'Lite mode caps the ticker at 30 fps: its median interval is ~33 ms by design, so read its "late %"',
  );
  console.log('(frames over 41.7 ms) rather than its "> 20 ms %". Normal mode: late = over 20.8 ms.');
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
