// Live races under load: ROOMS rooms of RACERS racers typing at WPM words a minute, every racer a WebSocket client
// of this one process (the load generator shares the machine with the servers), on one server and then on two.
//
//   node tests/bench/race/run.mjs [--rooms 20] [--racers 30] [--wpm 80] [--seconds 15] [--runs 3] [--servers 1,2]
//                                 [--sampled 3]
//
// Figures, per run, over the measured window (after a 2 s warm-up):
// - keystroke to broadcast: from a racer's key leaving its socket to the first `world` frame reaching that racer
//   which counts the key (its row's position plus its wrong keys: the bench races a stop-on-error lesson, typing it
//   correctly to one character before the end, then keeps typing wrong keys so that every key still moves the row);
//   every racer types, and the first --sampled racers of each room (the host and the next joiners, on both servers
//   when there are two) read their world frames: all 600 racers' frames would be 20,000 a second to parse in this
//   one process, more work than the server's it measures;
// - the bare baseline of the same moment: the `hello` channel's ping to pong, from one more socket on each server;
// - the servers' CPU (user + system, from /proc) per keystroke received.
// 3 runs (--runs), the median run by p99 printed with the load average and the CPU steal of each run.
// One server: the build's server on PGlite. Two servers: both on one fresh PostgreSQL database (BENCH_DATABASE_URL
// or TEST_DATABASE_URL) and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379, under a key prefix of this
// run): rooms are opened on both, and each racer connects to either server (half of them routed to their room's
// server by the other). Needs a build (`node scripts/build.mjs`, or KEYQUEST_DIST=<dir>).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket } from 'ws';
import { tsImport } from 'tsx/esm/api';
import {
  cpuTimes,
  loadAverage,
  newLearner,
  percentile,
  startServer,
  stealBetween,
  stealTicks,
  stopServer,
} from '../api/lib.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const ROOMS = Number(option('rooms', 20));
const RACERS = Number(option('racers', 30));
const WPM = Number(option('wpm', 80));
const SECONDS = Number(option('seconds', 15));
const RUNS = Number(option('runs', 3));
const SERVERS = option('servers', '1,2').split(',').map(Number);
const SAMPLED = Number(option('sampled', 3));
const LESSON = 'home-keys-f-and-j';
/** 80 WPM: 400 characters a minute, a key every 150 ms on average (uniform 0.5x-1.5x). */
const KEY_GAP_MS = 60_000 / (WPM * 5);

const dist = resolve(root, process.env.KEYQUEST_DIST ?? 'dist');
const serverMain = join(dist, 'server', 'main.js');
if (!existsSync(serverMain)) {
  console.error(
    `No server build at ${serverMain}: run \`node scripts/build.mjs\` (or set KEYQUEST_DIST) first.`,
  );
  process.exit(1);
}
const { REALTIME_CHANNELS, REALTIME_PROTOCOL, BEARER_PROTOCOL_PREFIX } = await tsImport(
  '../../../src/contracts/index.ts',
  import.meta.url,
);

function connect(base, channel, token) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api${REALTIME_CHANNELS[channel].path}`, [
    REALTIME_PROTOCOL,
    `${BEARER_PROTOCOL_PREFIX}${token}`,
  ]);
  return new Promise((done, fail) => {
    socket.once('open', () => done(socket));
    socket.once('error', fail);
  });
}

function until(socket, test, timeoutMs = 30_000) {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      socket.off('message', listen);
      fail(new Error('no answer in time'));
    }, timeoutMs);
    const listen = (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'error') {
        clearTimeout(timer);
        socket.off('message', listen);
        fail(new Error(JSON.stringify(message)));
      } else if (test(message)) {
        clearTimeout(timer);
        socket.off('message', listen);
        done(message);
      }
    };
    socket.on('message', listen);
  });
}

/** One race of every room at once; the latencies and counts of the measured window. */
async function race(servers, learners) {
  const latencies = [];
  const pings = [];
  let keysInWindow = 0;
  let measuring = false;
  const rooms = [];
  // Open the rooms (host: the first learner of each), then join the others by code, to either server.
  for (let index = 0; index < ROOMS; index++) {
    const group = learners.slice(index * RACERS, (index + 1) * RACERS);
    const home = servers[index % servers.length];
    const host = await connect(home.base, 'race', group[0].token);
    host.send(
      JSON.stringify({
        type: 'open',
        id: 'o',
        characterId: group[0].characterId,
        lessonSlug: LESSON,
        timeZone: 'UTC',
      }),
    );
    const opened = await until(host, (message) => message.type === 'joined');
    const racers = [{ socket: host, you: opened.you, learner: group[0], sampled: true }];
    await Promise.all(
      group.slice(1).map(async (learner, at) => {
        const server = servers[(index + at + 1) % servers.length];
        const socket = await connect(server.base, 'race', learner.token);
        socket.send(
          JSON.stringify({
            type: 'join',
            id: 'j',
            characterId: learner.characterId,
            code: opened.room.code,
            timeZone: 'UTC',
          }),
        );
        const joined = await until(socket, (message) => message.type === 'joined');
        racers.push({ socket, you: joined.you, learner, sampled: at + 1 < SAMPLED });
      }),
    );
    rooms.push({ text: opened.room.text, racers, host });
  }
  // A pinging socket on each server: the bare round trip at the same moment.
  const pingers = await Promise.all(
    servers.map(async (server) => {
      const socket = await connect(server.base, 'hello', learners[0].token);
      const sent = new Map();
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'pong' && sent.has(message.id)) {
          if (measuring) pings.push(performance.now() - sent.get(message.id));
          sent.delete(message.id);
        }
      });
      let next = 0;
      const timer = setInterval(() => {
        const id = `p${next++}`;
        sent.set(id, performance.now());
        socket.send(JSON.stringify({ type: 'ping', id }));
      }, 100);
      return { socket, timer };
    }),
  );
  // Each racer: its keys' send times, resolved by the first world frame that counts them.
  const timers = [];
  for (const room of rooms) {
    for (const racer of room.racers) {
      const sentAt = [];
      let resolved = 0;
      if (racer.sampled)
        racer.socket.on('message', (data) => {
          const message = JSON.parse(data.toString());
          if (message.type !== 'world') return;
          const row = message.r.find((candidate) => candidate[0] === racer.you.slot);
          if (!row) return;
          const seen = row[1] + row[3];
          const now = performance.now();
          for (; resolved < Math.min(seen, sentAt.length); resolved++) {
            if (sentAt[resolved] !== null) latencies.push(now - sentAt[resolved]);
          }
        });
      racer.type = () => {
        const index = sentAt.length;
        const char = index < room.text.length - 1 ? room.text[index] : '\u00a7';
        sentAt.push(measuring ? performance.now() : null);
        if (measuring) keysInWindow++;
        racer.socket.send(JSON.stringify({ type: 'k', c: char }));
      };
    }
  }
  for (const room of rooms) room.host.send(JSON.stringify({ type: 'start', id: 's' }));
  await Promise.all(rooms.map((room) => until(room.host, (message) => message.type === 'countdown')));
  await new Promise((done) => setTimeout(done, 3_100));
  for (const room of rooms) {
    for (const racer of room.racers) {
      const step = () => {
        racer.type();
        timers.push(setTimeout(step, KEY_GAP_MS * (0.5 + Math.random())));
      };
      timers.push(setTimeout(step, Math.random() * KEY_GAP_MS));
    }
  }
  await new Promise((done) => setTimeout(done, 2_000));
  const cpuBefore = servers.map((server) => cpuTimes(server.child.pid).server);
  const stealBefore = stealTicks();
  const load = loadAverage();
  measuring = true;
  await new Promise((done) => setTimeout(done, SECONDS * 1000));
  measuring = false;
  const cpuAfter = servers.map((server) => cpuTimes(server.child.pid).server);
  const steal = stealBetween(stealBefore, stealTicks());
  for (const timer of timers) clearTimeout(timer);
  // Let the last frames arrive, then leave.
  await new Promise((done) => setTimeout(done, 500));
  for (const { socket, timer } of pingers) {
    clearInterval(timer);
    socket.close();
  }
  for (const room of rooms) {
    room.host.send(JSON.stringify({ type: 'end', id: 'e' }));
    for (const racer of room.racers) racer.socket.close();
  }
  latencies.sort((a, b) => a - b);
  pings.sort((a, b) => a - b);
  const cpuMs = cpuAfter.reduce((sum, after, index) => sum + after - cpuBefore[index], 0);
  return {
    keys: keysInWindow,
    seen: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    ping50: percentile(pings, 50),
    ping99: percentile(pings, 99),
    cpuPerKeyMs: cpuMs / Math.max(1, keysInWindow),
    cpuShare: cpuMs / (SECONDS * 1000),
    load,
    steal,
  };
}

async function postgresDatabase() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const name = `kq_race_bench_${process.pid}`;
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

async function configuration(count) {
  const started = [];
  let dataDir = null;
  let database = null;
  try {
    if (count === 1) {
      dataDir = mkdtempSync(join(tmpdir(), 'keyquest-race-bench-'));
      started.push(await startServer(serverMain, root, { DATA_DIR: dataDir }));
    } else {
      database = await postgresDatabase();
      const env = {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '5',
        REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `kq-race-bench-${process.pid}:`,
      };
      // One at a time: the first runs the migrations.
      for (let index = 0; index < count; index++) started.push(await startServer(serverMain, root, env));
    }
    const learners = [];
    for (let index = 0; index < ROOMS * RACERS; index++) {
      learners.push(await newLearner(started[index % started.length].base));
    }
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await race(started, learners);
      console.log(
        `${count} server(s), run ${run + 1}: ${result.keys} keys in ${SECONDS} s (${result.seen} of the sampled racers' seen); ` +
          `key to broadcast p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms; ` +
          `bare ping p50 ${result.ping50.toFixed(1)} ms, p99 ${result.ping99.toFixed(1)} ms; ` +
          `server CPU ${result.cpuPerKeyMs.toFixed(3)} ms a key (${(result.cpuShare * 100).toFixed(0)} % of a core); ` +
          `load ${result.load}, steal ${result.steal.toFixed(1)} %`,
      );
      runs.push(result);
    }
    const median = [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)];
    return { count, median };
  } finally {
    for (const { child } of started) await stopServer(child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

console.log(
  `Race bench (${dist}): ${ROOMS} rooms x ${RACERS} racers at ${WPM} WPM (a key every ${KEY_GAP_MS.toFixed(0)} ms on ` +
    `average), ${SECONDS} s measured after 2 s, ${RUNS} runs; load ${loadAverage()}.`,
);
const summary = [];
for (const count of SERVERS) summary.push(await configuration(count));
for (const { count, median } of summary) {
  console.log(
    `MEDIAN ${count} server(s): key to broadcast p50 ${median.p50.toFixed(1)} ms, p99 ${median.p99.toFixed(1)} ms ` +
      `(bare ping p50 ${median.ping50.toFixed(1)}, p99 ${median.ping99.toFixed(1)} ms); ` +
      `${median.cpuPerKeyMs.toFixed(3)} ms server CPU a key; load ${median.load}, steal ${median.steal.toFixed(1)} %`,
  );
}
