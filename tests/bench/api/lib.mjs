// Shared pieces of the API benchmark: the built server in a child process, form posts, concurrent load loops,
// CPU steal and load average, percentiles.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const LOOP_DELAY_MODULE = fileURLToPath(new URL('./loop-delay.mjs', import.meta.url));

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** CPU time stolen by other tenants, from /proc/stat (Linux only). */
export function stealTicks() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: cpu[7] ?? 0, total: cpu.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** Steal % between two readings of stealTicks. */
export const stealBetween = (before, after) =>
  before && after ? (100 * (after.steal - before.steal)) / Math.max(1, after.total - before.total) : NaN;

export const loadAverage = () => loadavg()[0].toFixed(1);

/**
 * CPU time (ms, user + system) of the server process and of every PostgreSQL process on this machine, from
 * /proc (Linux only; zeros elsewhere): the difference of two readings, divided by the requests served between
 * them, is the CPU a request costs each side, which holds better than a rate on a shared machine.
 */
export function cpuTimes(serverPid) {
  const times = { server: 0, postgres: 0 };
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return times;
  }
  for (const pid of pids) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone
    }
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command: clock ticks (100 a second).
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    if (Number(pid) === serverPid) times.server += ms;
    else if (command === 'postgres') times.postgres += ms;
  }
  return times;
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

export async function startServer(serverMain, cwd, env) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--import', LOOP_DELAY_MODULE, ...nodeArgs, serverMain], {
    cwd,
    // An IPC channel: loop-delay.mjs answers over it.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      UNSAFE_LOG_CODES: '1', // no mail or SMS provider on the bench machine
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A long run on a busy machine outlives the default 15 minutes of an access token.
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  // A first start migrates a fresh database: on a machine shared with other work that alone can take a minute.
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill();
  throw new Error('the server did not start within 180 s');
}

/**
 * The server's event loop since the last call: the longest delay and the p99, in ms (tests/bench/api/loop-delay.mjs
 * measures them inside the server). Call it before a phase to start counting, and after it to read the phase.
 */
export async function loopDelay(child) {
  const answer = new Promise((done) => {
    const timer = setTimeout(() => {
      child.off('message', listen);
      done({ maxMs: NaN, p99Ms: NaN });
    }, 5000);
    const listen = (message) => {
      if (!message?.loopDelay) return;
      clearTimeout(timer);
      child.off('message', listen);
      done(message.loopDelay);
    };
    child.on('message', listen);
  });
  child.send('loop-delay');
  return answer;
}

export function stopServer(child) {
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

async function answer(response, path) {
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function post(base, path, payload, token) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      language: 'ENG',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form(payload),
  });
  return answer(response, path);
}

export async function get(base, path, payload, token) {
  const response = await fetch(`${base}/api${path}?${form(payload)}`, {
    headers: { language: 'ENG', authorization: `Bearer ${token}` },
  });
  return answer(response, path);
}

/** A signed-in guest with a student character, as the app makes one. */
export async function newLearner(base) {
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

/** Runs `request` from `clients` concurrent loops for `seconds` after a warm-up; latencies of the measured window. */
export async function load(seconds, request, clients, warmupSeconds = 2) {
  const latencies = [];
  let errors = 0;
  let served = 0;
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await request(client);
          served++;
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
    /** Every request answered, the warm-up's included. */
    served,
  };
}

/** The median of runs by a figure. */
export function medianBy(runs, pick) {
  const sorted = [...runs].sort((a, b) => pick(a) - pick(b));
  return sorted[Math.floor(sorted.length / 2)];
}
