// Lighthouse's mobile performance score of the public pages (home, landing), with the largest contentful paint
// and the other timings Lighthouse scores, beside a bare page served by the same server in the same run.
//
//   KEYQUEST_DIST=dist node tests/bench/lighthouse/run.mjs [--runs 3] [--port 8448]
//
// Method (figures in BENCHMARKS.md, "Lighthouse"): Lighthouse 12 with its default mobile settings (a Moto G
// class phone emulated, simulated slow 4G and 4x CPU slowdown: the figures are Lighthouse's model of that phone,
// computed from a trace of the real load), only the performance category, Debian's Chromium headless. The built
// server runs on a fresh embedded database. Each page runs --runs times; the median run (by score) is printed
// with every run's score. The bare page (a heading and a paragraph, no script) is the ceiling this machine and
// Lighthouse's model give. CPU steal (other tenants) and the load average are printed before and after:
// discard a run set when steal is over ~5 %.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const RUNS = option('runs', 3);
const PORT = option('port', 8448);
const dist = resolve(process.env.KEYQUEST_DIST ?? 'dist');
const base = `http://127.0.0.1:${PORT}`;
const lighthouseCli = resolve('node_modules/lighthouse/cli/index.js');
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}
const stealSince = (start) => {
  const now = cpuTimes();
  return `${((100 * (now.steal - start.steal)) / Math.max(1, now.total - start.total)).toFixed(1)}%`;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The ceiling: a page with a heading and a paragraph, no script, no style sheet. */
const BARE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>bare</title></head><body><h1>Learn to type</h1>
<p>A bare page: the best score this machine and Lighthouse's model give.</p></body></html>`;

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The server did not answer on ${base}`);
}

/** Runs a command to its end without blocking this process (the bare page is served from here). */
function run(command, args, env) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (status) =>
      done({ status, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }),
    );
  });
}

/** One Lighthouse run: score (0-100) and the timings it scores, in ms. */
async function lighthouse(url) {
  const result = await run(
    'node',
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run`,
    ],
    { ...process.env, CHROME_PATH: chrome },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(result.stdout);
  // LIGHTHOUSE_SAVE_DIR=<folder> keeps every run's whole report (its trace-derived diagnostics: the LCP's phases,
  // main-thread work, render-blocking requests) to read where the time goes.
  if (process.env.LIGHTHOUSE_SAVE_DIR) {
    mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    writeFileSync(
      join(
        process.env.LIGHTHOUSE_SAVE_DIR,
        `${url.includes(base) ? 'app' : 'bare'}${name}-${Date.now()}.json`,
      ),
      result.stdout,
    );
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const lcpElement = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    lcpElement: lcpElement?.snippet?.slice(0, 80) ?? '?',
    error: report.runtimeError?.code,
  };
}

const bare = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(BARE);
});
await new Promise((done) => bare.listen(0, '127.0.0.1', done));
const bareUrl = `http://127.0.0.1:${bare.address().port}/`;

const dataDir = mkdtempSync(join(tmpdir(), 'keyquest-lighthouse-'));
const server = spawn('node', [join(dist, 'server/main.js')], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    UNSAFE_LOG_CODES: '1', // no mail or SMS provider on the bench machine
    LOG_LEVEL: 'silent',
  },
});
const PAGES = [
  { name: 'bare page (ceiling)', url: bareUrl },
  { name: 'home /', url: `${base}/` },
  { name: 'landing /landing', url: `${base}/landing` },
];

const start = cpuTimes();
console.log(
  `Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile`,
);
console.log(`  app: ${dist}; ${RUNS} runs per page`);
console.log(
  `  load average before: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
try {
  await waitForServer();
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await lighthouse(page.url));
    const middle = runs.find((run) => run.score === median(runs.map((r) => r.score)));
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `  ${page.name.padEnd(20)} score ${middle.score} (runs ${runs.map((r) => r.score).join(', ')})` +
        `  FCP ${ms(middle.fcp)}  LCP ${ms(middle.lcp)} (runs ${runs.map((r) => ms(r.lcp)).join(', ')})` +
        `  TBT ${ms(middle.tbt)}  CLS ${middle.cls.toFixed(3)}  SI ${ms(middle.si)}` +
        (middle.error ? `  error ${middle.error}` : ''),
    );
    console.log(`      LCP element: ${middle.lcpElement}`);
  }
} finally {
  server.kill();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`  CPU steal during the run: ${stealSince(start)}`);
console.log(
  `  load average after: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
