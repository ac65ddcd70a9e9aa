// The scale-out bench (bounded, loopback only): simulated learners sign in as guests, save practice attempts and
// read today's report and a board through HAProxy, first with one API server behind it, then with three (the
// cluster of scripts/cluster). Prints attempts a second, p50/p99 of a save, 5xx answers and the replica's lag.
// LEARNERS (default 60) learners save ROUNDS (default 5) attempts each, CONCURRENCY (default 20) at a time.
import { randomUUID } from 'node:crypto';
import { missingForCluster, startCluster } from '../../../scripts/cluster/cluster.mjs';

const LEARNERS = Number(process.env.LEARNERS ?? 60);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);

const missing = missingForCluster();
if (missing) {
  console.log(`SKIPPED: the scale bench needs ${missing}.`);
  process.exit(0);
}

async function api(url, method, path, { token, payload = {} } = {}) {
  const body = new URLSearchParams({ deviceId: 'bench-device', ...payload }).toString();
  const answer = await fetch(`${url}/api${path}${method === 'GET' ? `?${body}` : ''}`, {
    method,
    headers: {
      language: 'ENG',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(method === 'POST' ? { body } : {}),
  });
  return { status: answer.status, body: await answer.json() };
}

async function learner(url) {
  const guest = await api(url, 'POST', '/user/auth/visitor', {
    payload: { deviceId: `dev-${randomUUID()}`, clientType: 'web' },
  });
  const token = guest.body.accessToken;
  const created = await api(url, 'POST', '/character/create', {
    token,
    payload: { avatar: 'avatar-student-1', nickname: 'Bench', type: 'STUDENT' },
  });
  return { token, characterId: String(created.body.characterId) };
}

async function measure(servers, basePort, pgPort) {
  const cluster = await startCluster({ basePort, pgPort, servers, fast: false, log: () => undefined });
  const saves = [];
  let errors5xx = 0;
  let maxLag = 0;
  const lagTimer = setInterval(() => {
    try {
      maxLag = Math.max(maxLag, cluster.pg.lagBytes());
    } catch {
      // The primary is busy; the next reading counts.
    }
  }, 250);
  try {
    const learners = [];
    for (let index = 0; index < LEARNERS; index++) learners.push(await learner(cluster.url));
    const text = 'giraffe';
    const keystrokes = JSON.stringify(
      [...text].map((char, index) => ({ kind: 'insert', char, timeStamp: 1000 + 200 * index })),
    );
    const jobs = learners.flatMap((one) => Array.from({ length: ROUNDS }, () => one));
    const started = performance.now();
    const lane = async () => {
      for (let one = jobs.shift(); one; one = jobs.shift()) {
        const begin = performance.now();
        const saved = await api(cluster.url, 'POST', '/attempt/submit', {
          token: one.token,
          payload: {
            characterId: one.characterId,
            idempotencyKey: randomUUID(),
            kind: 'practice',
            practiceId: 'notebook-review-english',
            mode: 'stop',
            text,
            keystrokes,
            startedAt: String(Date.now() - 60_000),
            timeZone: 'UTC',
          },
        });
        saves.push(performance.now() - begin);
        if (saved.status >= 500) errors5xx++;
        const today = await api(cluster.url, 'GET', '/report/today', {
          token: one.token,
          payload: { characterId: one.characterId, timeZone: 'UTC' },
        });
        if (today.status >= 500) errors5xx++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const seconds = (performance.now() - started) / 1000;
    saves.sort((a, b) => a - b);
    const at = (q) => saves[Math.min(saves.length - 1, Math.floor(q * saves.length))].toFixed(0);
    return {
      servers,
      attempts: saves.length,
      perSecond: (saves.length / seconds).toFixed(1),
      p50: at(0.5),
      p99: at(0.99),
      errors5xx,
      maxLagBytes: maxLag,
    };
  } finally {
    clearInterval(lagTimer);
    await cluster.stop();
  }
}

const results = [];
for (const servers of [1, 3]) results.push(await measure(servers, 18_400, 18_450));
console.log(
  '\nservers | attempts | attempts/s (save + read) | save p50 ms | save p99 ms | 5xx | replica lag max (bytes)',
);
for (const row of results) {
  console.log(
    `${row.servers} | ${row.attempts} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.errors5xx} | ${row.maxLagBytes}`,
  );
}
