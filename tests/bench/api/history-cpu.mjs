// CPU of the plan page's history (GET /report/history, 366 days) in-process: the app on PostgreSQL
// (BENCH_DATABASE_URL / TEST_DATABASE_URL, a fresh database of its own) or an in-memory PGlite (--pglite), one
// character with a practice day on every day of the last 366 (daily_totals, lesson_passes_daily written as the
// attempts write them), then N calls through fastify.inject: process CPU per call (process.cpuUsage) and the
// median wall time. --prof <dir> writes a CPU profile of the calls. No build needed.
// Usage: node tests/bench/api/history-cpu.mjs [--calls 300] [--pglite]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const CALLS = Number(option('calls', 300));
const PROF = option('prof', null);
const PGLITE = process.argv.includes('--pglite');
// --source <dir>: another checkout's source (a before build's tree), measured with this script.
const SOURCE = option('source', null);
const load = (path) =>
  tsImport(
    SOURCE ? new URL(path.replace('../../../', ''), `file://${SOURCE.replace(/\/?$/, '/')}`).href : path,
    import.meta.url,
  );
const { formFields } = await load('../../../src/contracts/index.ts');
const { buildApp } = await load('../../../src/server/app.ts');
const { openDatabase } = await load('../../../src/server/db/database.ts');
const { parseEnv } = await load('../../../src/server/env.ts');

const parsed = parseEnv({
  NODE_ENV: 'production',
  UNSAFE_LOG_CODES: '1',
  CLIENT_DIR: '/nonexistent-keyquest-client',
  RATE_LIMIT_PER_MINUTE: '100000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'warn',
});
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
let database;
let dropDatabase = async () => {};
/** CPU ms (user + system) of this database's PostgreSQL backends, from /proc: none on PGlite. */
let backendCpu = async () => new Map();
if (PGLITE) database = await openDatabase({ memory: true });
else {
  const admin =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `kq_history_bench_${process.pid}`;
  const adminQuery = async (text) => {
    const client = new pg.Client(admin);
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await adminQuery(`CREATE DATABASE ${name}`);
  dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  database = await openDatabase({ url: url.toString(), poolSize: 4 });
  // Per backend, so a connection the pool closes between two readings takes nothing off.
  backendCpu = async () => {
    const { rows } = await database.db.execute(`select pid from pg_stat_activity where datname = '${name}'`);
    const times = new Map();
    for (const { pid } of rows) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        times.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        // gone
      }
    }
    return times;
  };
}
const app = await buildApp(parsed.env, { database });
await app.ready();

async function call(method, path, payload, token) {
  const encoded = new URLSearchParams(formFields(payload)).toString();
  const response = await app.inject({
    method,
    url: `/api${path}${method === 'POST' ? '' : `?${encoded}`}`,
    headers: {
      language: 'ENG',
      'accept-encoding': 'gzip, deflate, br',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(method === 'POST' ? { payload: encoded } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response;
}

try {
  const deviceId = `bench-${randomUUID()}`;
  const { accessToken: token } = (
    await call('POST', '/user/auth/visitor', { deviceId, clientType: 'web' })
  ).json();
  const { characterId } = (
    await call(
      'POST',
      '/character/create',
      { deviceId, avatar: 'avatar-student-1', nickname: 'Bench', type: 'STUDENT' },
      token,
    )
  ).json();
  // A day of practice on each of the last 367 days, as the attempts' statement leaves them.
  await database.db.execute(
    `insert into daily_totals (character_id, day, attempts, lesson_attempts, game_rounds, lessons_passed, duration_ms,
       keystrokes, correct_chars, wrong_chars, matching_chars, score, best_wpm, rpm_chars)
     select ${characterId}, current_date - d, 27, 24, 0, 20, 27 * 21000.5, 27 * 60, 27 * 57, 27 * 3, 27 * 57, 27 * 80,
       31.25 + d % 7, 27 * 57.5
     from generate_series(0, 366) as d`,
  );
  await database.db.execute(
    `insert into lesson_passes_daily (character_id, day, lesson_slug)
     select ${characterId}, current_date - d, s from generate_series(0, 366) as d,
       (values ('home-keys-f-and-j'), ('numpad-4-5-6-and-enter')) as l(s)`,
  );
  const payload = { deviceId, characterId, days: Number(option('days', 366)), timeZone: 'Europe/Paris' };
  const first = await call('GET', '/report/history', payload, token);
  const encoding = first.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(first.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(first.rawPayload)
        : first.rawPayload;
  console.log(
    `answer ${first.rawPayload.length} bytes (${encoding ?? 'identity'}; ${body.length} bytes of JSON), ${JSON.parse(body).days.length} days`,
  );
  for (let i = 0; i < 50; i++) await call('GET', '/report/history', payload, token);
  let session;
  if (PROF) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  const walls = [];
  const backendBefore = await backendCpu();
  const cpu = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call('GET', '/report/history', payload, token);
    walls.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  let backend = 0;
  for (const [pid, ms] of await backendCpu()) backend += ms - (backendBefore.get(pid) ?? 0);
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${PROF}/history.cpuprofile`, JSON.stringify(profile));
  }
  walls.sort((a, b) => a - b);
  console.log(
    `${PGLITE ? 'PGlite' : 'PostgreSQL'}: ${CALLS} calls of /report/history (366 days): process CPU ` +
      `${((used.user + used.system) / 1000 / CALLS).toFixed(2)} ms a call, PostgreSQL backends ` +
      `${(backend / CALLS).toFixed(2)} ms a call; wall p50 ${walls[Math.floor(CALLS / 2)].toFixed(2)} ms; ` +
      `load ${loadavg()[0].toFixed(1)}`,
  );
} finally {
  await app.close();
  await database.close?.();
  await dropDatabase();
}
