import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { adminQuery } from '../test/global-setup';
import { TEST_DATABASES } from '../test/harness';
import { ensureAttemptPartitions, monthStart, partitionName } from './partitions';

/**
 * The attempts_by_month migration run on a database filled under the migrations before it: every
 * attempt kept with its id and figures, new saves after it, the idempotency key still refusing a second save,
 * and the daily job making the months ahead (moving what the default partition caught).
 */
const folder = join(__dirname, '..', 'db', 'migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const partitioning = files.findIndex((name) => name.endsWith('_attempts_by_month.sql'));

async function runMigration(handle: DatabaseHandle, file: string) {
  const statements = readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint');
  await handle.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ memory: true });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `kq_test_partitions_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const rows = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

const insertAttempt = (key: string, day: string) => sql`
  insert into attempts (user_id, character_id, idempotency_key, kind, practice_id, mode, text, keystrokes,
    started_at, time_zone, day, finished, duration_ms, keystroke_count, correct_chars, wrong_chars,
    matching_chars, accuracy, wpm, raw_wpm, kpm, rpm, score, missed_words)
  values (1, 1, ${key}, 'practice', 'english-words', 'stop', 'x', '[]'::jsonb, ${day}::date, 'UTC', ${day}::date,
    true, 1000, 1, 1, 0, 1, 1, 12, 12, 60, 60, 10, '[]'::jsonb)
  on conflict (user_id, idempotency_key, day) do nothing
  returning id, tableoid::regclass::text as partition`;

describe.each(TEST_DATABASES)('attempts partitioned by month (%s)', (kind) => {
  let handle: DatabaseHandle;
  let before: { count: number; ids: string; wpm: number; maxId: number };

  beforeAll(async () => {
    handle = await emptyDatabase(kind);
    for (const file of files.slice(0, partitioning)) await runMigration(handle, file);
    // 40 learners, 2,400 attempts over the last 14 months, and a game round that names one of them.
    await handle.db.execute(sql`insert into users (is_guest, last_login_type)
      select true, 'guest' from generate_series(1, 40)`);
    await handle.db.execute(sql`insert into characters (user_id, type, avatar, nickname, time_zone)
      select id, 'STUDENT', 'avatar-student-1', 'kid' || id, 'UTC' from users`);
    await handle.db.execute(sql`
      insert into attempts (user_id, character_id, idempotency_key, kind, practice_id, mode, text, keystrokes,
        started_at, time_zone, day, finished, duration_ms, keystroke_count, correct_chars, wrong_chars,
        matching_chars, accuracy, wpm, raw_wpm, kpm, rpm, score, missed_words)
      select 1 + g % 40, 1 + g % 40, 'before-' || g, 'practice', 'english-words', 'stop', 'x', '[]'::jsonb,
        now() - g * interval '4 hours', 'UTC', (now() - g * interval '4 hours')::date, true, 9000, 50, 48, 2, 48,
        0.96, 20 + g % 30, 21 + g % 30, 330, 320, 400, '[]'::jsonb
      from generate_series(1, 2400) as g`);
    await handle.db.execute(sql`insert into game_rounds (id, character_id, game_id, round_key, cost, items,
      started_at, attempt_id) values (gen_random_uuid(), 1, 'star-patrol', 'round-1', 50, '{}', now(),
      (select min(id) from attempts where character_id = 1))`);
    before = (
      await rows<typeof before>(
        handle,
        sql`select count(*)::int as count, string_agg(id::text, ',' order by id) as ids,
          sum(wpm)::float8 as wpm, max(id)::int as "maxId" from attempts`,
      )
    )[0]!;
    await runMigration(handle, files[partitioning]!);
  }, 300_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('keeps every attempt with its id and figures, in the history partition', async () => {
    const [after] = await rows<typeof before>(
      handle,
      sql`select count(*)::int as count, string_agg(id::text, ',' order by id) as ids,
        sum(wpm)::float8 as wpm, max(id)::int as "maxId" from attempts`,
    );
    expect(after).toEqual(before);
    const where = await rows<{ partition: string; count: number }>(
      handle,
      sql`select tableoid::regclass::text as partition, count(*)::int as count from attempts group by 1`,
    );
    expect(where).toEqual([{ partition: 'attempts_history', count: 2400 }]);
    const [round] = await rows<{ attempt_id: number }>(handle, sql`select attempt_id from game_rounds`);
    const [named] = await rows<{ id: number }>(
      handle,
      sql`select min(id)::int as id from attempts where character_id = 1`,
    );
    expect(round!.attempt_id).toBe(named!.id);
    const partitions = await rows<{ name: string }>(
      handle,
      sql`select child.relname as name from pg_inherits join pg_class child on child.oid = inhrelid
        where inhparent = 'attempts'::regclass order by 1`,
    );
    const now = new Date();
    expect(partitions.map((row) => row.name)).toEqual(
      [
        partitionName(monthStart(now, 1)),
        partitionName(monthStart(now, 2)),
        'attempts_default',
        'attempts_history',
      ].sort(),
    );
  });

  it('stores new saves after the old ones, in their month, and refuses a save sent twice', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const nextMonth = monthStart(new Date(), 1);
    const [first] = await rows<{ id: number; partition: string }>(handle, insertAttempt('after-1', today));
    expect(first!.id).toBe(before.maxId + 1);
    const again = await rows(handle, insertAttempt('after-1', today));
    expect(again).toEqual([]);
    const [later] = await rows<{ id: number; partition: string }>(
      handle,
      insertAttempt('after-2', nextMonth),
    );
    expect(later!.partition).toBe(partitionName(nextMonth));
    expect(await rows(handle, insertAttempt('after-2', nextMonth))).toEqual([]);
  });

  it('makes the months ahead and moves what the default partition caught into its month', async () => {
    const far = new Date(Date.UTC(2031, 4, 2));
    const [caught] = await rows<{ partition: string }>(handle, insertAttempt('far-1', '2031-05-20'));
    expect(caught!.partition).toBe('attempts_default');
    expect(await ensureAttemptPartitions(handle.db, far)).toEqual([
      'attempts_2031_05',
      'attempts_2031_06',
      'attempts_2031_07',
    ]);
    const [moved] = await rows<{ partition: string }>(
      handle,
      sql`select tableoid::regclass::text as partition from attempts where idempotency_key = 'far-1'`,
    );
    expect(moved!.partition).toBe('attempts_2031_05');
    // Run again: nothing to make; the history partition's months are never made again.
    expect(await ensureAttemptPartitions(handle.db, far)).toEqual([]);
    expect(await ensureAttemptPartitions(handle.db, new Date(Date.UTC(2020, 0, 5)))).toEqual([]);
  });
});
