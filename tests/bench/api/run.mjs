// API benchmark: starts the built server on PGlite and on PostgreSQL and measures, per database:
// - submit: finished lesson attempts (real keystroke logs of lesson "F and J", 57 characters) posted from
//   concurrent clients: saturation (--clients, default 32: latency includes queueing) and light (--light-clients,
//   default 4: the latency a learner feels on a server with room to spare), with a GET /api/health baseline from
//   the same server for the ratio;
// - long: a 1,000-character practice attempt (about 89 KB of form body) from --light-clients clients;
// - reports: one character with 1,000 then 10,000 stored attempts (--sizes), p50/p99 of every route that reads
//   them (tests/bench/api/reports.mjs).
// Every figure: 3 runs (--runs), the median run, with the CPU steal and the load average of the run.
// Usage: node tests/bench/api/run.mjs [--clients 32] [--light-clients 4] [--seconds 8] [--runs 3]
//   [--only submit,long,reports] [--sizes 1000,10000] [--databases pglite,postgres] [--log json|compact]
//   [--lesson <slug>]
// The server's event loop is watched from inside (loop-delay.mjs): the longest block of each load phase prints.
// Needs a build (npm run build, or KEYQUEST_DIST=<dir>); PostgreSQL from BENCH_DATABASE_URL or
// TEST_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/test), skipped when it does not answer.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  cpuTimes,
  load,
  loadAverage,
  loopDelay,
  medianBy,
  newLearner,
  post,
  startServer,
  stealBetween,
  stealTicks,
  stopServer,
} from './lib.mjs';
import { keystrokeLog, practiceText, seedAttempts, timeReports } from './reports.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const CLIENTS = Number(option('clients', 32));
const LIGHT_CLIENTS = Number(option('light-clients', 4));
const SECONDS = Number(option('seconds', 8));
const RUNS = Number(option('runs', 3));
const ONLY = option('only', 'submit,long,reports').split(',');
const SIZES = option('sizes', '1000,10000').split(',').map(Number);
const DATABASES = option('databases', 'pglite,postgres').split(',');
const LONG_CHARS = 1000;
// json: the keystroke log as a JSON list (what app versions before the compact log send, and what every build
// accepts); compact: the `keylog` encoding the app sends now (src/engine/keylog.ts).
const LOG = option('log', 'json');
const dist = resolve(root, process.env.KEYQUEST_DIST ?? 'dist');
const serverMain = join(dist, 'server', 'main.js');
if (!existsSync(serverMain)) {
  console.error(`No server build at ${serverMain}: run \`npm run build\` (or set KEYQUEST_DIST) first.`);
  process.exit(1);
}

const { findLesson } = await tsImport('../../../src/content/index.ts', import.meta.url);
const { loadLesson } = await tsImport('../../../src/content/catalogue.ts', import.meta.url);
// The issue's figures post "F and J" (the finger tutorial: it earns nothing); a later lesson also pays points
// and crystals in the attempt's transaction (--lesson home-keys-d-and-k).
const LESSON = findLesson(option('lesson', 'home-keys-f-and-j')).lesson;
const NUMPAD = (await loadLesson('numpad-4-5-6-and-enter')).lesson;
const LONG_TEXT = practiceText(LONG_CHARS);
const { encodeKeylog } = await tsImport('../../../src/engine/keylog.ts', import.meta.url);
const withLog = (keystrokes) => (LOG === 'compact' ? { keylog: encodeKeylog(keystrokes) } : { keystrokes });

const lessonAttempt = (learner) => ({
  deviceId: learner.deviceId,
  characterId: learner.characterId,
  idempotencyKey: randomUUID(),
  kind: 'lesson',
  lessonSlug: LESSON.slug,
  mode: LESSON.mode,
  text: LESSON.text,
  ...withLog(keystrokeLog(LESSON.text)),
  startedAt: Date.now() - 20_000,
  timeZone: 'Europe/Paris',
});

const longAttempt = (learner) => ({
  deviceId: learner.deviceId,
  characterId: learner.characterId,
  idempotencyKey: randomUUID(),
  kind: 'practice',
  practiceId: 'english-words',
  mode: 'free',
  text: LONG_TEXT,
  ...withLog(keystrokeLog(LONG_TEXT)),
  startedAt: Date.now() - 300_000,
  timeZone: 'Europe/Paris',
});

const fixed = (value) => value.toFixed(1);
const runLine = (label, figures) =>
  `${label} ${figures.rps.toFixed(0)} req/s, p50 ${fixed(figures.p50)} ms, p99 ${fixed(figures.p99)} ms, errors ${figures.errors}`;

async function benchSubmit(name, base, child) {
  const learners = await Promise.all(Array.from({ length: CLIENTS }, () => newLearner(base)));
  const attempt = (client) =>
    post(base, '/attempt/submit', lessonAttempt(learners[client]), learners[client].token);
  const health = async () => {
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
  };
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const before = stealTicks();
    const baseline = await load(Math.max(2, Math.round(SECONDS / 2)), health, CLIENTS);
    await loopDelay(child);
    const cpuBefore = cpuTimes(child.pid);
    const attempts = await load(SECONDS, attempt, CLIENTS);
    const cpuAfter = cpuTimes(child.pid);
    attempts.loop = await loopDelay(child);
    attempts.cpu = {
      server: (cpuAfter.server - cpuBefore.server) / attempts.served,
      postgres: (cpuAfter.postgres - cpuBefore.postgres) / attempts.served,
    };
    const light = await load(SECONDS, attempt, LIGHT_CLIENTS);
    light.loop = await loopDelay(child);
    const steal = stealBetween(before, stealTicks());
    const loadAvg = loadAverage();
    runs.push({ baseline, attempts, light, steal, loadAvg });
    console.log(
      `  ${name} run ${run + 1}: ${runLine(`POST /attempt/submit (${CLIENTS} clients)`, attempts)}; ` +
        `${runLine(`(${LIGHT_CLIENTS} clients)`, light)}; GET /health ${baseline.rps.toFixed(0)} req/s; ` +
        `event loop blocked at most ${fixed(attempts.loop.maxMs)} / ${fixed(light.loop.maxMs)} ms; ` +
        `CPU per submit (${CLIENTS} clients): server ${attempts.cpu.server.toFixed(2)} ms, PostgreSQL ${attempts.cpu.postgres.toFixed(2)} ms; ` +
        `steal ${steal.toFixed(1)}%, load ${loadAvg}`,
    );
  }
  return medianBy(runs, (run) => run.attempts.rps);
}

async function benchLong(name, base, child) {
  const learners = await Promise.all(Array.from({ length: LIGHT_CLIENTS }, () => newLearner(base)));
  const bytes = new URLSearchParams(
    Object.entries(longAttempt(learners[0])).map(([key, value]) => [
      key,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  ).toString().length;
  const attempt = (client) =>
    post(base, '/attempt/submit', longAttempt(learners[client]), learners[client].token);
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const before = stealTicks();
    await loopDelay(child);
    const figures = await load(SECONDS, attempt, LIGHT_CLIENTS);
    figures.loop = await loopDelay(child);
    const steal = stealBetween(before, stealTicks());
    const loadAvg = loadAverage();
    runs.push({ ...figures, steal, loadAvg, bytes });
    console.log(
      `  ${name} run ${run + 1}: ${runLine(`${LONG_CHARS}-character attempt (${(bytes / 1024).toFixed(0)} KB body, ${LIGHT_CLIENTS} clients)`, figures)}; ` +
        `steal ${steal.toFixed(1)}%, load ${loadAvg}`,
    );
  }
  return medianBy(runs, (run) => run.rps);
}

async function benchReports(name, base) {
  const learner = await newLearner(base);
  const lessons = { finger: LESSON, numpad: NUMPAD };
  const bySize = [];
  let stored = 0;
  for (const size of SIZES) {
    const seeding = performance.now();
    stored = await seedAttempts(base, learner, lessons, stored, size);
    console.log(
      `  ${name}: ${size} attempts stored (seeding took ${((performance.now() - seeding) / 1000).toFixed(0)} s)`,
    );
    const routes = await timeReports(base, learner, { runs: RUNS });
    for (const route of routes) {
      console.log(
        `  ${name} ${size} attempts: ${route.name} p50 ${fixed(route.p50)} ms, p99 ${fixed(route.p99)} ms ` +
          `(runs' p50 ${route.runs.map((run) => fixed(run.p50)).join(' / ')}; steal ${route.runs.map((run) => run.steal.toFixed(1)).join('/')}%, load ${route.load})`,
      );
    }
    bySize.push({ size, routes });
  }
  return bySize;
}

async function benchDatabase(name, env) {
  const { base, child } = await startServer(serverMain, root, env);
  try {
    return {
      submit: ONLY.includes('submit') ? await benchSubmit(name, base, child) : null,
      long: ONLY.includes('long') ? await benchLong(name, base, child) : null,
      reports: ONLY.includes('reports') ? await benchReports(name, base) : null,
    };
  } finally {
    await stopServer(child);
  }
}

async function postgresTarget() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres:postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL at ${adminUrl} does not answer (${error.message}): skipped.`);
    return null;
  }
  const name = `kq_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

console.log(
  `API benchmark (${dist}): ${ONLY.join(', ')}; ${CLIENTS} / ${LIGHT_CLIENTS} clients, ${RUNS} run(s) of ${SECONDS} s, ${LOG} keystroke log ` +
    `(after 2 s warm-up), lesson attempts of ${LESSON.text.length} characters (${LESSON.slug}); median run reported; load ${loadAverage()}.`,
);
const results = [];
if (DATABASES.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'keyquest-bench-'));
  try {
    results.push(['PGlite (on disk)', await benchDatabase('PGlite', { DATA_DIR: dataDir })]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const postgres = DATABASES.includes('postgres') ? await postgresTarget() : null;
if (postgres) {
  try {
    results.push([
      'PostgreSQL (pool 10)',
      await benchDatabase('PostgreSQL', { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '10' }),
    ]);
  } finally {
    await postgres.drop();
  }
}

if (ONLY.includes('submit')) {
  console.log(
    `\n| database | POST /attempt/submit req/s (${CLIENTS} clients) | p50 ms | p99 ms | ` +
      `p50 / p99 ms (${LIGHT_CLIENTS} clients) | event loop's longest block, ms (${CLIENTS} / ${LIGHT_CLIENTS} clients) | ` +
      `CPU per submit, server / PostgreSQL ms | GET /health req/s (baseline) | ratio | steal % | load |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, { submit }] of results) {
    const { attempts, light, baseline, steal, loadAvg } = submit;
    console.log(
      `| ${name} | ${attempts.rps.toFixed(0)} | ${fixed(attempts.p50)} | ${fixed(attempts.p99)} | ` +
        `${fixed(light.p50)} / ${fixed(light.p99)} | ${fixed(attempts.loop.maxMs)} / ${fixed(light.loop.maxMs)} | ` +
        `${attempts.cpu.server.toFixed(2)} / ${attempts.cpu.postgres.toFixed(2)} | ` +
        `${baseline.rps.toFixed(0)} | ` +
        `${(attempts.rps / baseline.rps).toFixed(3)} | ${steal.toFixed(1)} | ${loadAvg} |`,
    );
  }
}
if (ONLY.includes('long')) {
  console.log(
    `\n| database | ${LONG_CHARS}-character attempt req/s (${LIGHT_CLIENTS} clients) | body | p50 ms | p99 ms | event loop's longest block, ms | steal % | load |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, { long }] of results) {
    console.log(
      `| ${name} | ${long.rps.toFixed(0)} | ${(long.bytes / 1024).toFixed(0)} KB | ${fixed(long.p50)} | ${fixed(long.p99)} | ${fixed(long.loop.maxMs)} | ${long.steal.toFixed(1)} | ${long.loadAvg} |`,
    );
  }
}
if (ONLY.includes('reports')) {
  console.log(`\n| database | route | ${SIZES.map((size) => `${size} attempts p50 / p99 ms`).join(' | ')} |`);
  console.log(`|---|---|${SIZES.map(() => '---|').join('')}`);
  for (const [name, { reports }] of results) {
    for (const [index, route] of reports[0].routes.entries()) {
      const cells = reports.map(({ routes }) => `${fixed(routes[index].p50)} / ${fixed(routes[index].p99)}`);
      console.log(`| ${name} | ${route.name} | ${cells.join(' | ')} |`);
    }
  }
}
