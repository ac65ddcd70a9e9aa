// The attempts-by-month migration timed on a filled PostgreSQL database (issue 32): a database of its own
// (`bench_partition` on TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test) migrated up
// to the migration before it, filled with ATTEMPTS attempts (default 10,000,000) spread over the last 12 months by
// CHARACTERS learners (default 100,000), generated in SQL as the leaderboard bench does; then the migration runs
// as the server would run it (one transaction) and each statement is timed. Checks after it: the same count, ids
// and sum of speeds, and a new save stored after the old ones. `--keep` leaves the database; `--reuse` times the
// migration again on a copy of a kept database without filling (the copy is dropped after).
// Load average and CPU steal are printed; the figures go to BENCHMARKS.md.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ATTEMPTS = argument('attempts', Number(process.env.ATTEMPTS ?? 10_000_000));
const CHARACTERS = argument('characters', Number(process.env.CHARACTERS ?? 100_000));
const keep = process.argv.includes('--keep');
const reuse = process.argv.includes('--reuse');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const folder = resolve(import.meta.dirname, '..', '..', '..', 'src', 'server', 'db', 'migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const partitioning = files.findIndex((name) => name.endsWith('_attempts_by_month.sql'));
const statementsOf = (file) =>
  readFileSync(join(folder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((text) => text.trim())
    .filter(Boolean);

function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}
const seconds = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function client(database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const one = new pg.Client({ connectionString: url.toString() });
  await one.connect();
  return one;
}

const admin = await client(new URL(adminUrl).pathname.slice(1) || 'postgres');
const kept = 'bench_partition';
const target = reuse ? 'bench_partition_run' : kept;
console.log(`load average at start: ${load()} (${cpus().length} cores)`);
await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
if (reuse) await admin.query(`CREATE DATABASE ${target} TEMPLATE ${kept}`);
else await admin.query(`CREATE DATABASE ${target}`);
const db = await client(target);
try {
  if (!reuse) {
    const migrating = performance.now();
    for (const file of files.slice(0, partitioning)) {
      await db.query('begin');
      for (const statement of statementsOf(file)) await db.query(statement);
      await db.query('commit');
    }
    console.log(`migrations before the partitioning one (${partitioning}) in ${seconds(migrating)}`);
    const filling = performance.now();
    await db.query(`insert into users (is_guest, last_login_type)
      select true, 'guest' from generate_series(1, ${CHARACTERS})`);
    await db.query(`insert into characters (user_id, type, avatar, nickname, time_zone)
      select id, 'STUDENT', 'avatar-student-1', 'kid' || id, 'Europe/Paris' from users`);
    // The secondary indexes are built once after the fill, foreign keys not checked row by row (the rows
    // generated here are consistent), as the leaderboard bench fills.
    const { rows: indexes } = await db.query(`select indexname, indexdef from pg_indexes
      where tablename = 'attempts' and indexname <> 'attempts_pkey'`);
    for (const { indexname } of indexes) await db.query(`drop index "${indexname}"`);
    for (let from = 1; from <= ATTEMPTS; from += 500_000) {
      const to = Math.min(ATTEMPTS, from + 499_999);
      await db.query('begin');
      await db.query('set local session_replication_role = replica');
      await db.query('set local synchronous_commit = off');
      await db.query(`
        insert into attempts (user_id, character_id, idempotency_key, kind, practice_id, mode, text, keystrokes,
          started_at, time_zone, day, finished, duration_ms, keystroke_count, correct_chars, wrong_chars,
          matching_chars, accuracy, wpm, raw_wpm, kpm, rpm, score, missed_words, created_at)
        select c, c, 'bench-' || g, 'practice', 'english-words', 'stop', 'x', '[]'::jsonb, t, 'Europe/Paris',
          (t at time zone 'Europe/Paris')::date, true, d, n, n - w, w, n - w, (n - w)::float8 / n,
          (n - w) * 12000.0 / d, n * 12000.0 / d, n * 60000.0 / d, (n - w) * 60000.0 / d, 500, '[]'::jsonb, t
        from (select g, (1 + (g::bigint * 7919) % ${CHARACTERS})::int as c,
            now() - (random() * interval '365 days') as t,
            40 + (g % 160) as n, (g % 7) as w, 8000 + (g % 50) * 1000 as d
          from generate_series(${from}, ${to}) as g) as s`);
      await db.query('commit');
      process.stdout.write(`  ${to.toLocaleString('en')} attempts (${seconds(filling)})\r`);
    }
    console.log(`\n${ATTEMPTS.toLocaleString('en')} attempts filled in ${seconds(filling)}`);
    const indexing = performance.now();
    for (const { indexdef } of indexes) await db.query(indexdef);
    await db.query('vacuum analyze attempts');
    console.log(`indexes rebuilt and analysed in ${seconds(indexing)}`);
  }
  const { rows: beforeRows } = await db.query(
    `select count(*)::bigint as count, sum(id::bigint)::text as ids, round(sum(wpm)::numeric, 3)::text as wpm,
      max(id) as "maxId", pg_size_pretty(pg_total_relation_size('attempts')) as size from attempts`,
  );
  const before = beforeRows[0];
  console.log(`before: ${before.count} attempts, ${before.size} with indexes; load ${load()}`);
  const ticks = cpuTicks();
  const started = performance.now();
  await db.query('begin');
  for (const statement of statementsOf(files[partitioning])) {
    const one = performance.now();
    await db.query(statement);
    const first = statement
      .split('\n')
      .find((line) => line.trim() && !line.startsWith('--'))
      .slice(0, 90);
    console.log(`  ${seconds(one).padStart(8)}  ${first}`);
  }
  await db.query('commit');
  const after = cpuTicks();
  const steal =
    ticks && after
      ? `${(((after.steal - ticks.steal) / (after.total - ticks.total)) * 100).toFixed(1)} %`
      : 'n/a';
  console.log(
    `the migration: ${seconds(started)} in all (one transaction); load ${load()}, CPU steal ${steal}`,
  );
  const { rows: afterRows } = await db.query(
    `select count(*)::bigint as count, sum(id::bigint)::text as ids, round(sum(wpm)::numeric, 3)::text as wpm,
      max(id) as "maxId", pg_size_pretty(pg_total_relation_size('attempts_history')) as size from attempts`,
  );
  const same = ['count', 'ids', 'wpm', 'maxId'].every(
    (key) => String(afterRows[0][key]) === String(before[key]),
  );
  console.log(`after: ${afterRows[0].count} attempts, the same ids and speeds: ${same ? 'yes' : 'NO'}`);
  const { rows: saved } = await db.query(`
    insert into attempts (user_id, character_id, idempotency_key, kind, practice_id, mode, text, keystrokes,
      started_at, time_zone, day, finished, duration_ms, keystroke_count, correct_chars, wrong_chars,
      matching_chars, accuracy, wpm, raw_wpm, kpm, rpm, score, missed_words)
    values (1, 1, 'after-partitioning', 'practice', 'english-words', 'stop', 'x', '[]', now(), 'UTC',
      current_date, true, 1000, 1, 1, 0, 1, 1, 12, 12, 60, 60, 10, '[]')
    returning id, tableoid::regclass::text as partition`);
  console.log(`a new save: id ${saved[0].id} (after ${before.maxId}) in ${saved[0].partition}`);
  if (!same) process.exitCode = 1;
} finally {
  await db.end();
  if (!keep || reuse) await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
  await admin.end();
}
