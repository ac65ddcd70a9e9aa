import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, TodayReport } from '../../contracts';
import type { ServerContext } from '../context';
import type { Database, DatabaseHandle } from '../db/database';
import { ManualClock } from '../shared/clock';
import { TEST_DATABASES, call, openTestDatabase, startApp, type TestServer } from '../test/harness';
import { newLearner } from '../test/learner';
import { FRESH_WRITE_MS, probeReplica, staleReadContext, staleReadsOn } from './stale-reads';

const PRACTICE = { kind: 'practice', practiceId: 'notebook-review-english' };

describe.each(TEST_DATABASES)('reads that may be a second stale, from a replica (%s)', (kind) => {
  // The "replica" here is a second, empty database: a read that went to it finds no learner at all.
  let replica: DatabaseHandle;
  let server: TestServer;
  beforeAll(async () => {
    replica = await openTestDatabase(kind);
    server = await startApp(await openTestDatabase(kind), {}, { replica });
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
    await replica.close();
  });

  it('reads a learner who just saved from the primary, and from the replica once the write is seconds old', async () => {
    const learner = await newLearner(server, 'Fresh');
    expect((await learner.submit(learner.attempt('giraffe', PRACTICE))).status).toBe(200);
    const today = () =>
      call<TodayReport & Partial<ApiErrorBody>>(server.app, 'GET', '/report/today', {
        token: learner.token,
        payload: { characterId: learner.characterId, timeZone: 'UTC' },
      });
    const fresh = await today();
    expect(fresh.status).toBe(200);
    expect(fresh.body.attempts).toHaveLength(1);

    server.clock.advance(FRESH_WRITE_MS + 1);
    const stale = await today();
    expect(stale.body.errorCode).toBe('CHARACTER_NOT_FOUND');
    // The character's own calls that write (not GET) still run on the primary.
    expect((await learner.submit(learner.attempt('giraffe', PRACTICE))).status).toBe(200);
    expect((await today()).body.attempts).toHaveLength(2);
  });
});

describe('a replica that stops answering', () => {
  it('sends the stale reads to the primary until it answers again', async () => {
    let up = false;
    const replicaDb = {
      execute: async () => {
        if (!up) throw new Error('connection refused');
        return { rows: [] };
      },
    } as unknown as Database;
    const reads = staleReadsOn(replicaDb, undefined, new ManualClock());
    const context = { staleReads: reads, db: 'primary' } as unknown as ServerContext;
    const prober = probeReplica(reads, { warn: () => undefined });
    try {
      await prober.probe();
      expect((await staleReadContext(context, null)).db).toBe('primary');
      up = true;
      await prober.probe();
      expect((await staleReadContext(context, null)).db).toBe(replicaDb);
    } finally {
      await prober.stop();
    }
  });
});
