import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Character, LoginResult } from '../../contracts';
import { openDatabase, type DatabaseTarget } from '../db/database';
import { callServer, migratedDataFolder, startServer, type ChildServer } from '../test/child-server';
import { TEST_DATABASES } from '../test/harness';
import { typeText } from '../test/typing';

/**
 * A bad day: the server process is killed (SIGKILL, no shutdown) several times while clients submit attempts of
 * one character at once, and started again each time. Clients behave as the app's outbox does: an attempt not
 * acknowledged is sent again, with the same idempotency key, until the server acknowledges it. Afterwards every
 * acknowledged attempt is stored exactly once and the rollups agree with the attempts.
 */
const KILLS = 3;
const CLIENTS = 6;
const ACKS_BEFORE_KILL = 12;
const TEXT = 'the cat sat';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh PostgreSQL database for this test (a copy of the run's migrated template, dropped afterwards), as a URL. */
async function freshPostgres(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `kq_fault_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const post = <T>(server: ChildServer, path: string, payload: Record<string, unknown>, token?: string) =>
  callServer<T>(server, 'POST', path, { deviceId: 'fault-device-01', ...payload }, token);

describe.each(TEST_DATABASES)('the server killed during concurrent submissions (%s)', (kind) => {
  it(`loses and doubles no acknowledged attempt over ${KILLS} kills, and the rollups match`, async () => {
    let target: DatabaseTarget;
    let settings: Record<string, string>;
    if (kind === 'pglite') {
      const dataDir = migratedDataFolder('kq-fault-');
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      target = { dataDir };
      settings = { DATA_DIR: dataDir };
    } else {
      const url = await freshPostgres();
      target = { url };
      settings = { DATABASE_URL: url };
    }
    let server = await startServer(settings);
    const port = new URL(server.url).port;

    const guest = await post<LoginResult>(server, '/user/auth/visitor', { clientType: 'web' });
    const token = guest.body.accessToken;
    const character = await post<Character>(
      server,
      '/character/create',
      { avatar: 'avatar-student-1', nickname: 'Fault', type: 'STUDENT' },
      token,
    );
    const characterId = character.body.characterId;

    const acknowledged = new Set<string>();
    const submit = async (key: string): Promise<boolean> => {
      try {
        const answer = await post(
          server,
          '/attempt/submit',
          {
            characterId,
            idempotencyKey: key,
            kind: 'practice',
            practiceId: 'english-words',
            mode: 'free',
            text: TEXT,
            keystrokes: typeText(TEXT, { gapMs: 150 }),
            startedAt: Date.now() - 10_000,
            timeZone: 'Europe/Paris',
          },
          token,
        );
        // A refusal would be a bug of this test: only 200 counts as acknowledged.
        if (answer.status !== 200 && answer.status < 500) throw new Error(JSON.stringify(answer.body));
        return answer.status === 200;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('{')) throw error;
        return false; // the server is down: the outbox keeps the attempt
      }
    };

    /** One client: submits attempts one after the other, retrying each until acknowledged, until told to stop. */
    const client = async (shouldStop: () => boolean, pending: string[]) => {
      while (!shouldStop()) {
        const key = pending[0] ?? randomUUID();
        if (!pending.length) pending.push(key);
        if (await submit(key)) {
          acknowledged.add(key);
          pending.shift();
        } else {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };

    const outboxes = Array.from({ length: CLIENTS }, () => [] as string[]);
    for (let round = 0; round <= KILLS; round++) {
      const goal = acknowledged.size + ACKS_BEFORE_KILL;
      let stop = false;
      const running = outboxes.map((outbox) => client(() => stop, outbox));
      while (acknowledged.size < goal) await new Promise((resolve) => setTimeout(resolve, 5));
      if (round < KILLS) {
        // Killed while the clients are still sending.
        server.process.kill('SIGKILL');
        await server.exited;
        stop = true;
        await Promise.all(running);
        server = await startServer({ ...settings, PORT: port });
      } else {
        stop = true;
        await Promise.all(running);
        // What the outboxes still hold is delivered before the check.
        for (const outbox of outboxes) {
          for (const key of outbox) {
            while (!(await submit(key))) await new Promise((resolve) => setTimeout(resolve, 50));
            acknowledged.add(key);
          }
        }
      }
    }
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const database = await openDatabase(target);
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const stored = await rows<{ idempotency_key: string }>(
        sql`select idempotency_key from attempts where character_id = ${characterId}`,
      );
      const keys = stored.map((row) => row.idempotency_key);
      // Exactly once each.
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of acknowledged) expect(keys).toContain(key);
      expect(acknowledged.size).toBeGreaterThanOrEqual((KILLS + 1) * ACKS_BEFORE_KILL);

      const [byAttempts] = await rows<{ n: string; keystrokes: string; score: string }>(
        sql`select count(*) as n, sum(keystroke_count) as keystrokes, sum(score) as score
            from attempts where character_id = ${characterId}`,
      );
      const [byDays] = await rows<{ n: string; keystrokes: string; score: string }>(
        sql`select sum(attempts) as n, sum(keystrokes) as keystrokes, sum(score) as score
            from daily_totals where character_id = ${characterId}`,
      );
      expect(Number(byDays?.n)).toBe(keys.length);
      expect(Number(byDays?.keystrokes)).toBe(Number(byAttempts?.keystrokes));
      expect(Number(byDays?.score)).toBe(Number(byAttempts?.score));
      // Each attempt types every character of TEXT once: a key's hits are the attempts times its count.
      const keyRows = await rows<{ key: string; hits: string; misses: string }>(
        sql`select key, hits, misses from key_stats where character_id = ${characterId}`,
      );
      for (const row of keyRows) {
        const perAttempt = [...TEXT].filter((char) => char === row.key).length;
        expect(Number(row.hits) + Number(row.misses), row.key).toBe(perAttempt * keys.length);
      }
      const [daily] = await rows<{ total: string }>(
        sql`select sum(hits + misses) as total from key_stats_daily where character_id = ${characterId}`,
      );
      expect(Number(daily?.total)).toBe(TEXT.length * keys.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});
