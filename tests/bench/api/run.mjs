// API throughput benchmark: starts the built server on PGlite and on PostgreSQL and posts finished lesson
// attempts (real keystroke logs of lesson "F and J") from concurrent clients. Prints requests per second and
// latency percentiles per database, with a GET /api/health baseline from the same server for the ratio.
// Two loads: saturation (--clients, default 32: the most the server takes, latency includes queueing) and light
// (--light-clients, default 4: the latency a learner feels on a server with room to spare).
// Usage: node tests/bench/api/run.mjs [--clients 32] [--light-clients 4] [--seconds 8] [--runs 3]
// Needs a build (npm run build, or KEYQUEST_DIST=<dir>); PostgreSQL from BENCH_DATABASE_URL or
// TEST_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/test), skipped when it does not answer.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const CLIENTS = option('clients', 32);
const LIGHT_CLIENTS = option('light-clients', 4);
const SECONDS = option('seconds', 8);
const RUNS = option('runs', 3);
const WARMUP_SECONDS = 2;
const dist = resolve(root, process.env.KEYQUEST_DIST ?? 'dist');
const serverMain = join(dist, 'server', 'main.js');
if (!existsSync(serverMain)) {
  console.error(`No server build at ${serverMain}: run \`npm run build\` (or set KEYQUEST_DIST) first.`);
  process.exit(1);
}

const { findLesson } = await tsImport('../../../src/content/index.ts', import.meta.url);
const LESSON = findLesson('home-keys-f-and-j').lesson;

/** A learner's keystroke log for the lesson: 150-350 ms a key, a slip now and then. */
function keystrokeLog(text) {
  const log = [];
  let time = 500 + Math.random() * 500;
  for (const char of text) {
    if (Math.random() < 0.04) {
      log.push({ kind: 'insert', char: char === 'f' ? 'd' : 'f', timeStamp: time });
      time += 150 + Math.random() * 200;
    }
    log.push({ kind: 'insert', char, timeStamp: Math.round(time * 10) / 10 });
    time += 150 + Math.random() * 200;
  }
  return log;
}

/** CPU time stolen by other tenants, from /proc/stat (Linux only). */
function stealTicks() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: cpu[7] ?? 0, total: cpu.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill();
  throw new Error('the server did not start within 60 s');
}

function stopServer(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

const form = (payload) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body.toString();
};

async function post(base, path, payload, token) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      language: 'ENG',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form(payload),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A signed-in guest with a student character, as the app makes one. */
async function newLearner(base) {
  const deviceId = `bench-${randomUUID()}`;
  const login = await post(base, '/user/auth/visitor', { deviceId, clientType: 'web' });
  const character = await post(
    base,
    '/character/create',
    { deviceId, avatar: 'avatar-student-1', nickname: 'Bench', type: 'STUDENT' },
    login.accessToken,
  );
  return { deviceId, token: login.accessToken, characterId: character.characterId };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `request` from `clients` concurrent loops for `seconds`; latencies of the measured window only. */
async function load(seconds, request, clients = CLIENTS) {
  const latencies = [];
  let errors = 0;
  const warmupEnd = performance.now() + WARMUP_SECONDS * 1000;
  const end = warmupEnd + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await request(client);
          if (started >= warmupEnd) latencies.push(performance.now() - started);
        } catch (error) {
          errors++;
          if (errors <= 3) console.error(`  request failed: ${error.message}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function benchDatabase(name, env) {
  const { base, child } = await startServer(env);
  try {
    const learners = await Promise.all(Array.from({ length: CLIENTS }, () => newLearner(base)));
    const attempt = (client) => {
      const learner = learners[client];
      return post(
        base,
        '/attempt/submit',
        {
          deviceId: learner.deviceId,
          characterId: learner.characterId,
          idempotencyKey: randomUUID(),
          kind: 'lesson',
          lessonSlug: LESSON.slug,
          mode: LESSON.mode,
          text: LESSON.text,
          keystrokes: keystrokeLog(LESSON.text),
          startedAt: Date.now() - 20_000,
          timeZone: 'Europe/Paris',
        },
        learner.token,
      );
    };
    const health = async () => {
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
    };
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const before = stealTicks();
      const baseline = await load(Math.max(2, Math.round(SECONDS / 2)), health);
      const attempts = await load(SECONDS, attempt);
      const light = await load(SECONDS, attempt, LIGHT_CLIENTS);
      const after = stealTicks();
      const steal =
        before && after
          ? (100 * (after.steal - before.steal)) / Math.max(1, after.total - before.total)
          : NaN;
      runs.push({ baseline, attempts, light, steal });
      console.log(
        `  ${name} run ${run + 1}: POST /attempt/submit ${attempts.rps.toFixed(0)} req/s, p50 ${attempts.p50.toFixed(1)} ms, ` +
          `p99 ${attempts.p99.toFixed(1)} ms, errors ${attempts.errors}; with ${LIGHT_CLIENTS} clients ` +
          `${light.rps.toFixed(0)} req/s, p50 ${light.p50.toFixed(1)} ms, p99 ${light.p99.toFixed(1)} ms; ` +
          `GET /health ${baseline.rps.toFixed(0)} req/s; ` +
          `steal ${steal.toFixed(1)}%`,
      );
    }
    runs.sort((a, b) => a.attempts.rps - b.attempts.rps);
    return runs[Math.floor(runs.length / 2)];
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
  `API benchmark: ${CLIENTS} concurrent clients, ${RUNS} run(s) of ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up), ` +
    `lesson attempts of ${LESSON.text.length} characters; median run reported.`,
);
const results = [];
const dataDir = mkdtempSync(join(tmpdir(), 'keyquest-bench-'));
try {
  results.push(['PGlite (on disk)', await benchDatabase('PGlite', { DATA_DIR: dataDir })]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const postgres = await postgresTarget();
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

console.log(
  `\n| database | POST /attempt/submit req/s (${CLIENTS} clients) | p50 ms | p99 ms | ` +
    `p50 / p99 ms (${LIGHT_CLIENTS} clients) | GET /health req/s (baseline) | ratio | steal % |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, { attempts, light, baseline, steal }] of results) {
  console.log(
    `| ${name} | ${attempts.rps.toFixed(0)} | ${attempts.p50.toFixed(1)} | ${attempts.p99.toFixed(1)} | ` +
      `${light.p50.toFixed(1)} / ${light.p99.toFixed(1)} | ${baseline.rps.toFixed(0)} | ` +
      `${(attempts.rps / baseline.rps).toFixed(3)} | ${steal.toFixed(1)} |`,
  );
}
