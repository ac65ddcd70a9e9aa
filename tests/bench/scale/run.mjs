// The scale-out bench (bounded, loopback only): simulated learners sign in as guests, save practice attempts and
// read today's report and a board through HAProxy, first with one API server behind it, then with three (the
// cluster of scripts/cluster), then with three while faults happen: one API server killed (SIGKILL) a quarter of
// the way through and started again, and the replica stopped half way through and started again. Prints attempts
// a second, p50/p99 of a save, 5xx answers and the replica's lag, and for every run what the primary holds
// afterwards: saves lost (sent, never stored) and doubled (stored or counted twice).
// LEARNERS (default 60) learners save ROUNDS (default 5) attempts each, CONCURRENCY (default 20) at a time.
// The client retries as the app's outbox does: a save that got no answer or a 5xx is sent again with the same
// idempotency key, after a pause that grows, up to RETRIES (default 8) times.
// `--faults-only` runs only the run with faults.
import { randomUUID } from 'node:crypto';
import { missingForCluster, startCluster } from '../../../scripts/cluster/cluster.mjs';

const LEARNERS = Number(process.env.LEARNERS ?? 60);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const RETRIES = Number(process.env.RETRIES ?? 8);
const faultsOnly = process.argv.includes('--faults-only');

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

/** A request sent again, as the outbox sends a save again, while it gets no answer or a 5xx. */
async function withRetries(send, counts) {
  for (let attempt = 0; ; attempt++) {
    let answer;
    try {
      answer = await send();
    } catch {
      answer = { status: 0 };
    }
    if (answer.status >= 500) counts.errors5xx++;
    if (answer.status === 0) counts.noAnswer++;
    if ((answer.status > 0 && answer.status < 500) || attempt >= RETRIES) return answer;
    counts.retried++;
    await new Promise((done) => setTimeout(done, 250 * 2 ** Math.min(attempt, 4)));
  }
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

async function measure(servers, basePort, pgPort, faults = false) {
  const cluster = await startCluster({ basePort, pgPort, servers, fast: false, log: () => undefined });
  const saves = [];
  const counts = { errors5xx: 0, noAnswer: 0, retried: 0, refused: 0 };
  const sent = new Set();
  const events = [];
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
    const total = jobs.length;
    const started = performance.now();
    const at = (label) => events.push(`${((performance.now() - started) / 1000).toFixed(1)} s ${label}`);
    const faultRuns = [];
    const onSaved = () => {
      if (!faults) return;
      if (saves.length === Math.floor(total / 4)) {
        faultRuns.push(
          (async () => {
            at('API server 2 killed');
            cluster.servers[1].kill();
            await new Promise((done) => setTimeout(done, 3000));
            await cluster.servers[1].restart();
            at('API server 2 answers again');
          })(),
        );
      }
      if (saves.length === Math.floor(total / 2)) {
        faultRuns.push(
          (async () => {
            at('replica stopped');
            cluster.pg.stopReplica();
            await new Promise((done) => setTimeout(done, 5000));
            cluster.pg.startReplica();
            at('replica started again');
          })(),
        );
      }
    };
    const lane = async () => {
      for (let one = jobs.shift(); one; one = jobs.shift()) {
        const begin = performance.now();
        const idempotencyKey = randomUUID();
        sent.add(idempotencyKey);
        const saved = await withRetries(
          () =>
            api(cluster.url, 'POST', '/attempt/submit', {
              token: one.token,
              payload: {
                characterId: one.characterId,
                idempotencyKey,
                kind: 'practice',
                practiceId: 'notebook-review-english',
                mode: 'stop',
                text,
                keystrokes,
                startedAt: String(Date.now() - 60_000),
                timeZone: 'UTC',
              },
            }),
          counts,
        );
        saves.push(performance.now() - begin);
        if (saved.status !== 200) counts.refused++;
        onSaved();
        await withRetries(
          () =>
            api(cluster.url, 'GET', '/report/today', {
              token: one.token,
              payload: { characterId: one.characterId, timeZone: 'UTC' },
            }),
          counts,
        );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(faultRuns);
    // What the primary holds: every key sent stored once, and the day's totals counting each save once.
    const stored = cluster.pg
      .query('select idempotency_key, count(*) from attempts group by idempotency_key')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|'));
    const storedKeys = new Set(stored.map(([key]) => key));
    const lost = [...sent].filter((key) => !storedKeys.has(key)).length;
    const doubledRows = stored.reduce((sum, [, count]) => sum + Number(count) - 1, 0);
    const counted = Number(cluster.pg.query('select coalesce(sum(attempts), 0) from daily_totals'));
    const doubledInTotals = Math.max(0, counted - storedKeys.size);
    saves.sort((a, b) => a - b);
    const quantile = (q) => saves[Math.min(saves.length - 1, Math.floor(q * saves.length))].toFixed(0);
    for (const event of events) console.log(`  ${event}`);
    return {
      run: faults ? `${servers}, one killed, replica stopped` : String(servers),
      attempts: saves.length,
      perSecond: (saves.length / seconds).toFixed(1),
      p50: quantile(0.5),
      p99: quantile(0.99),
      ...counts,
      lost,
      doubled: doubledRows + doubledInTotals,
      maxLagBytes: maxLag,
    };
  } finally {
    clearInterval(lagTimer);
    await cluster.stop();
  }
}

const results = [];
if (!faultsOnly) for (const servers of [1, 3]) results.push(await measure(servers, 18_400, 18_450));
results.push(await measure(3, 18_400, 18_450, true));
console.log(
  '\nAPI servers | saves | saves/s (save + read) | save p50 ms | save p99 ms | 5xx answers | no answer | ' +
    'sent again | refused (4xx) | lost | doubled | replica lag max (bytes)',
);
for (const row of results) {
  console.log(
    [
      row.run,
      row.attempts,
      row.perSecond,
      row.p50,
      row.p99,
      row.errors5xx,
      row.noAnswer,
      row.retried,
      row.refused,
      row.lost,
      row.doubled,
      row.maxLagBytes,
    ].join(' | '),
  );
}
