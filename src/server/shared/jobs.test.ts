import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { TEST_DATABASES, openTestDatabase } from '../test/harness';
import { ManualClock, MINUTE } from './clock';
import { claimRun, scheduleJob } from './jobs';

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

describe.each(TEST_DATABASES)('jobs that run once for all servers (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives each period run to one of the servers claiming it at once', async () => {
    const start = new Date(Date.UTC(2026, 4, 1, 9));
    const claims = (now: Date) =>
      Promise.all([1, 2, 3, 4, 5, 6].map(() => claimRun(database.db, 'test-claims', MINUTE, now)));
    expect((await claims(start)).filter(Boolean)).toHaveLength(1);
    // Within the period nobody claims it again; once it is over, one does.
    expect((await claims(new Date(start.getTime() + 30_000))).filter(Boolean)).toHaveLength(0);
    expect((await claims(new Date(start.getTime() + MINUTE))).filter(Boolean)).toHaveLength(1);
    const [row] = (
      (await database.db.execute(sql`select runs from job_runs where job = 'test-claims'`)) as unknown as {
        rows: { runs: number }[];
      }
    ).rows;
    expect(Number(row!.runs)).toBe(2);
  });

  it('runs a scheduled job at start on one of three servers only', async () => {
    const clock = new ManualClock(Date.UTC(2026, 4, 2, 9));
    let runs = 0;
    const servers = [1, 2, 3].map(() =>
      scheduleJob(database.db, clock, silent, 'test-start', MINUTE, async () => {
        runs++;
      }),
    );
    await Promise.all(servers.map((job) => job.firstRun));
    await Promise.all(servers.map((job) => job.stop()));
    expect(runs).toBe(1);
  });
});
