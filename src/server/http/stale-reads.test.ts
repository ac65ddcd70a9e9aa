import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, TodayReport } from '../../contracts';
import type { DatabaseHandle } from '../db/database';
import { TEST_DATABASES, call, openTestDatabase, startApp, type TestServer } from '../test/harness';
import { newLearner } from '../test/learner';
import { FRESH_WRITE_MS } from './stale-reads';

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
