// The cluster test (`node scripts/test.mjs cluster`, part of `npm test` after the build): three API servers of
// the production build behind HAProxy, a PostgreSQL primary with a streaming replica of its own (started here on
// free ports, deleted after) and the Redis on REDIS_URL (default 127.0.0.1:6379). It skips, saying why, when
// HAProxy, PostgreSQL's server binaries, Redis or the build are missing.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { missingForCluster, startCluster } from '../../scripts/cluster/cluster.mjs';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 4;

/** A free run of `count` ports on 127.0.0.1 (asked of the system, then checked). */
async function freePorts(count) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, index) => first + index);
    const free = await Promise.all(
      ports.map(
        (port) =>
          new Promise((done) => {
            const probe = createServer();
            probe.once('error', () => done(false));
            probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return first;
  }
  throw new Error('no free ports');
}

function redisAnswers() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((done) => {
    const socket = connect(Number(port || 6379), hostname || '127.0.0.1');
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

const missing =
  missingForCluster() ?? ((await redisAnswers()) ? null : `Redis does not answer on ${redisUrl}`);
if (missing) console.log(`SKIPPED: the cluster test needs ${missing}.`);

describe(
  'three API servers behind HAProxy, on a primary with a replica and Redis',
  { skip: missing ?? false },
  () => {
    let cluster;
    before(async () => {
      const basePort = await freePorts(4);
      const pgPort = await freePorts(2);
      cluster = await startCluster({
        basePort,
        pgPort,
        fast: true,
        redisUrl,
        env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) },
        log: () => undefined,
      });
    });
    after(async () => {
      await cluster?.stop();
    });

    const api = async (method, path, { token, payload = {} } = {}) => {
      const body = new URLSearchParams({ deviceId: 'cluster-test-device', ...payload }).toString();
      const answer = await fetch(`${cluster.url}/api${path}${method === 'GET' ? `?${body}` : ''}`, {
        method,
        headers: {
          language: 'ENG',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(method === 'POST' ? { body } : {}),
      });
      return {
        status: answer.status,
        server: answer.headers.get('x-keyquest-server'),
        body: await answer.json(),
      };
    };

    it('limits a password guessed across the three servers as on one', async () => {
      const username = `guess_${randomBytes(4).toString('hex')}`;
      const registered = await api('POST', '/user/auth/register', {
        payload: { username, password: 'right123', confirmPassword: 'right123', agreeTerms: 'true' },
      });
      assert.equal(registered.status, 200, JSON.stringify(registered.body));
      const tries = [];
      for (let index = 0; index < 3 * LIMIT; index++) {
        tries.push(
          await api('POST', '/user/auth/login', { payload: { username, password: `wrong${index}` } }),
        );
      }
      assert.equal(
        new Set(tries.map((answer) => answer.server)).size,
        3,
        'the tries reached all three servers',
      );
      const codes = tries.map((answer) => answer.body.errorCode);
      assert.deepEqual(codes.slice(0, LIMIT), Array(LIMIT).fill('WRONG_PASSWORD'));
      assert.deepEqual(codes.slice(LIMIT), Array(2 * LIMIT).fill('RATE_LIMITED'));
    });

    it('runs the leaderboard sweep once at start, not once per server', async () => {
      const runs = () =>
        execFileSync('psql', [
          cluster.pg.primaryUrl,
          '-Atc',
          "select runs from job_runs where job = 'leaderboard-sweep'",
        ])
          .toString()
          .trim();
      for (let wait = 0; wait < 50 && runs() === ''; wait++)
        await new Promise((done) => setTimeout(done, 100));
      await new Promise((done) => setTimeout(done, 1000));
      assert.equal(runs(), '1');
    });

    it('shows a learner their fresh result through any server, with the reports read from the replica', async () => {
      const guest = await api('POST', '/user/auth/visitor', {
        payload: { deviceId: `dev-${randomUUID()}`, clientType: 'web' },
      });
      assert.equal(guest.status, 200, JSON.stringify(guest.body));
      const token = guest.body.accessToken;
      const created = await api('POST', '/character/create', {
        token,
        payload: { avatar: 'avatar-student-1', nickname: 'Cluster', type: 'STUDENT' },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const characterId = String(created.body.characterId);
      const text = 'giraffe';
      const startedAt = Date.now() - 60_000;
      const keystrokes = [...text].map((char, index) => ({
        kind: 'insert',
        char,
        timeStamp: 1000 + 200 * index,
      }));
      // Three saves, each read back at once through the next servers of the round robin.
      for (let save = 1; save <= 3; save++) {
        const saved = await api('POST', '/attempt/submit', {
          token,
          payload: {
            characterId,
            idempotencyKey: randomUUID(),
            kind: 'practice',
            practiceId: 'notebook-review-english',
            mode: 'stop',
            text,
            keystrokes: JSON.stringify(keystrokes),
            startedAt: String(startedAt),
            timeZone: 'UTC',
          },
        });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        for (let read = 0; read < 3; read++) {
          const today = await api('GET', '/report/today', {
            token,
            payload: { characterId, timeZone: 'UTC' },
          });
          assert.equal(today.status, 200, JSON.stringify(today.body));
          assert.equal(
            today.body.attempts.length,
            save,
            `read ${read + 1} after save ${save} on ${today.server}`,
          );
        }
      }
    });
  },
);
