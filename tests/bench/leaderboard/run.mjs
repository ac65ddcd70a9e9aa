// Leaderboard benchmark: fills a database of its own with attempts generated in SQL (generate_series, in batches,
// foreign-key triggers off and the attempts' secondary indexes built once at the end) over many characters, builds
// the leaderboard rollups from them set-wise as the attempt store would have, then prints p50/p99 of reading each
// board (the real readBoard, own rank included) against a bare `select 1` baseline on the same connection, the
// query plan with buffer counts of a far-down viewer's read, the cost of a sweep of 2,000 expired learners, and the
// added cost of storing an attempt (storeAttempt + rankAttempt in one transaction against storeAttempt alone).
// PostgreSQL (its own database, bench_leaderboard) and PGlite (in memory).
// Usage: node tests/bench/leaderboard/run.mjs [--attempts 10000000] [--characters 100000]
//   [--pglite-attempts 1000000] [--pglite-characters 100000] [--reads 200] [--stores 100] [--runs 3]
//   [--skip-postgres] [--skip-pglite]
//   [--keep]   keep the filled PostgreSQL database bench_leaderboard (it is dropped at the end otherwise)
//   [--reuse]  PostgreSQL only: no fill; read and store against the bench_leaderboard an earlier --keep run left
//              (boards are read at the time it was filled, so its windows are as they were; each run adds
//              STORES * RUNS * 2 small characters to it)
// PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const flag = (name) => process.argv.includes(`--${name}`);
const READS = option('reads', 200);
const KEEP = flag('keep');
const REUSE = flag('reuse');
const STORES = option('stores', 100);
const RUNS = option('runs', 3);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'bench_leaderboard';

const { openDatabase } = await tsImport('../../../src/server/db/database.ts', import.meta.url);
const { readBoard } = await tsImport('../../../src/server/leaderboard/board.ts', import.meta.url);
const { rankAttempt } = await tsImport('../../../src/server/leaderboard/rank.ts', import.meta.url);
const { rewriteWindows } = await tsImport('../../../src/server/leaderboard/windows.ts', import.meta.url);
const { storeAttempt } = await tsImport('../../../src/server/attempt/attempt-store.ts', import.meta.url);
const { dayIn } = await tsImport('../../../src/server/attempt/days.ts', import.meta.url);
const { analyzeAttempt } = await tsImport('../../../src/engine/index.ts', import.meta.url);
const { sql } = await import('drizzle-orm');

/** CPU time stolen by other tenants, from /proc/stat (Linux only). */
function cpuTicks() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: cpu[7] ?? 0, total: cpu.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}
const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
const stealSince = (before) => {
  const after = cpuTicks();
  if (!before || !after || after.total === before.total) return 'n/a';
  return `${(((after.steal - before.steal) / (after.total - before.total)) * 100).toFixed(1)} %`;
};
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const median = (values) => quantile(values, 0.5);
const ms = (value) => `${value.toFixed(2)} ms`;
const seconds = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** Users, characters, attempts over the past 30 days, and the leaderboard rollups made from them. */
async function fill(db, { attempts, characters }) {
  const started = performance.now();
  await db.execute(sql`insert into users (is_guest, last_login_type)
    select true, 'guest' from generate_series(1, ${characters}::int)`);
  await db.execute(sql`insert into characters (user_id, type, avatar, nickname, time_zone)
    select id, 'STUDENT', 'avatar-student-' || (1 + id % 3), 'kid' || id,
      (array['Europe/Paris', 'Asia/Shanghai', 'America/New_York'])[1 + id % 3] from users`);
  // The attempts' secondary indexes are built once at the end (faster than row by row), and their foreign keys
  // are not checked row by row (session_replication_role replica: the rows generated here are consistent).
  // The key's index stays (a constraint's); on the table partitioned by month an index's definition reads
  // "ON ONLY" the parent, and is made again on the parent and every partition.
  const indexes = await db.execute(sql`select indexname, replace(indexdef, ' ON ONLY ', ' ON ') as indexdef
    from pg_indexes where schemaname = current_schema() and tablename = 'attempts'
      and indexname not in (select conname from pg_constraint)`);
  for (const { indexname } of indexes.rows) await db.execute(sql.raw(`drop index "${indexname}"`));
  const batch = 500_000;
  for (let from = 1; from <= attempts; from += batch) {
    const to = Math.min(attempts, from + batch - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`
        insert into attempts (user_id, character_id, idempotency_key, kind, practice_id, mode, text, keystrokes,
          started_at, time_zone, day, finished, duration_ms, keystroke_count, correct_chars, wrong_chars,
          matching_chars, accuracy, wpm, raw_wpm, kpm, rpm, score, missed_words, created_at)
        select c, c, 'bench-' || g, 'practice', 'english-words', 'stop', 'x', '[]'::jsonb, t, 'Europe/Paris',
          (t at time zone 'Europe/Paris')::date, true, d, n, n - w, w, n - w, (n - w)::float8 / n,
          (n - w) * 12000.0 / d, n * 12000.0 / d, n * 60000.0 / d, (n - w) * 60000.0 / d, 500, '[]'::jsonb, t
        from (select g, (1 + (g::bigint * 7919) % ${characters}::int)::int as c,
            now() - (random() * interval '30 days') as t,
            40 + (g % 160) as n, (g % 7) as w, 8000 + (g % 50) * 1000 as d
          from generate_series(${from}::int, ${to}::int) as g) as s`);
    });
    process.stdout.write(`  ${to.toLocaleString('en')} attempts (${seconds(started)})\r`);
  }
  console.log(
    `  ${attempts.toLocaleString('en')} attempts over ${characters.toLocaleString('en')} characters in ${seconds(started)}`,
  );
  const indexing = performance.now();
  for (const { indexdef } of indexes.rows) await db.execute(sql.raw(indexdef));
  console.log(`  the attempts' ${indexes.rows.length} secondary indexes rebuilt in ${seconds(indexing)}`);
  const rollups = performance.now();
  // What rankAttempt would have written for each stored attempt, had every one counted: one grouping.
  await db.execute(sql`
    insert into leaderboard_days (edition, character_id, day, chars, speed_chars, speed_ms, last_at)
    select 'global', character_id, day, sum(correct_chars)::int,
      coalesce(sum(matching_chars) filter (where accuracy >= 0.9), 0),
      coalesce(sum(duration_ms) filter (where accuracy >= 0.9), 0), max(created_at)
    from attempts group by character_id, day`);
  console.log(`  leaderboard_days in ${seconds(rollups)}`);
  const windows = performance.now();
  const now = new Date();
  // The window rows and their bucket counts, by the code the attempt store runs, 20,000 learners a statement.
  for (let from = 1; from <= characters; from += 20_000) {
    await rewriteWindows(
      db,
      'global',
      now,
      sql`select id from characters where id between ${from}::int and ${from + 19_999}::int`,
    );
  }
  console.log(`  leaderboard_windows and leaderboard_buckets in ${seconds(windows)}`);
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`create table bench_meta (filled_at timestamptz not null, attempts bigint not null,
    characters int not null)`);
  await db.execute(sql`insert into bench_meta values (${now}::timestamptz, ${attempts}::bigint,
    ${characters}::int)`);
  const counted = await db.execute(sql`select count(*)::int as n from leaderboard_windows`);
  console.log(
    `  rollups (days and ${counted.rows[0].n.toLocaleString('en')} window rows) in ${seconds(rollups)}; fill total ${seconds(started)}`,
  );
  return now;
}

/** A class of 30 and a family of 3 for the group boards (made once; a reused database has them). */
async function groupsFor(db) {
  const existing = await db.execute(sql`select id from groups where name = 'Bench class'`);
  if (existing.rows.length > 0) return existing.rows[0].id;
  const owner = await db.execute(sql`insert into characters (user_id, type, avatar, nickname)
    values (1, 'TEACHER', 'avatar-teacher-1', 'Teacher') returning id`);
  const group = await db.execute(sql`insert into groups (owner_character_id, name)
    values (${owner.rows[0].id}::int, 'Bench class') returning id`);
  const groupId = group.rows[0].id;
  await db.execute(sql`insert into group_members (group_id, character_id)
    select ${groupId}::int, id from characters where type = 'STUDENT' and id <= 30`);
  await db.execute(
    sql`insert into characters (user_id, type, avatar, nickname) values (1, 'STUDENT', 'avatar-student-2', 'Sib1'), (1, 'STUDENT', 'avatar-student-3', 'Sib2')`,
  );
  return groupId;
}

async function timeEach(count, body) {
  const times = [];
  for (let index = 0; index < count; index++) {
    const start = performance.now();
    await body(index);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * The plan of one board read, with buffer counts: the readBoard statement of a far-down viewer, caught on its way
 * to the database and run again under EXPLAIN (ANALYZE, BUFFERS).
 */
async function explainRead(db, filledAt, characters, choice) {
  // The costliest viewer: the last of the board's most crowded score bucket (the most bucket-mates to count).
  const column = choice.board === 'total' ? 'total' : 'progress';
  const onBoard = sql`edition = 'global' and window_days = ${choice.window}::smallint and not hidden
    and ${sql.raw(choice.board === 'total' ? 'total > 0' : 'progress is not null')}`;
  const crowded = await db.execute(sql`select bucket, entrants from leaderboard_buckets
    where edition = 'global' and window_days = ${choice.window}::smallint and board = ${choice.board}
    order by entrants desc limit 1`);
  const last = await db.execute(sql`select character_id from leaderboard_windows
    where ${onBoard} and ${sql.raw(`${column}_bucket`)} = ${crowded.rows[0]?.bucket ?? 0}::int
      and character_id <= ${characters}::int
    order by ${sql.raw(`${column}, ${column}_at desc, character_id desc`)} limit 1`);
  console.log(
    `\n  ${choice.board} ${choice.window} days: its most crowded score bucket holds ${Number(crowded.rows[0]?.entrants ?? 0).toLocaleString('en')} learners`,
  );
  const viewer = Number(last.rows[0]?.character_id ?? 1);
  const caught = [];
  const spy = {
    execute: (query) => {
      caught.push(query);
      return db.execute(query);
    },
    transaction: (body) => db.transaction(body),
    select: (...args) => db.select(...args),
  };
  const context = {
    db: new Proxy(db, { get: (target, key) => spy[key] ?? target[key] }),
    clock: { now: () => filledAt },
  };
  await readBoard(context, viewer, 'global', { characterId: viewer, deviceId: 'bench-device', ...choice });
  const board = caught.find((query) =>
    JSON.stringify(query.queryChunks ?? '').includes('leaderboard_buckets'),
  );
  if (!board) return console.log('  (the board statement was not caught)');
  const plan = await db.execute(sql`explain (analyze, buffers) ${board}`);
  console.log(`  EXPLAIN (ANALYZE, BUFFERS) of its read by the last of them (character ${viewer}):`);
  for (const row of plan.rows) console.log(`    ${Object.values(row)[0]}`);
}

async function readFigures(db, characters, groupId, filledAt) {
  // Boards are read at the fill's time: its windows are then as built (no sweep rewrites them during the reads).
  const context = { db, clock: { now: () => filledAt } };
  // Warm-up: the first read of a minute runs the sweep (nothing due at the fill's time) before the timed ones.
  await readBoard(context, 1, 'global', {
    characterId: 1,
    deviceId: 'bench-device',
    board: 'total',
    scope: 'everyone',
    window: 7,
  });
  const boards = [
    ['total 7 days', { board: 'total', scope: 'everyone', window: 7 }],
    ['total 30 days', { board: 'total', scope: 'everyone', window: 30 }],
    ['progress 7 days', { board: 'progress', scope: 'everyone', window: 7 }],
    ['progress 30 days', { board: 'progress', scope: 'everyone', window: 30 }],
    ['group (30) total 7 days', { board: 'total', scope: 'group', groupId, window: 7 }],
    ['family total 30 days', { board: 'total', scope: 'family', window: 30 }],
  ];
  const viewer = (index) => 1 + ((index * 104729) % 30); // members of the class (users 1..30)
  const results = { 'baseline select 1': [] };
  for (const [name] of boards) results[name] = [];
  for (let run = 0; run < RUNS; run++) {
    const steal = cpuTicks();
    const base = await timeEach(READS, () => db.execute(sql`select 1`));
    results['baseline select 1'].push(base);
    for (const [name, choice] of boards) {
      const times = await timeEach(READS, (index) => {
        // A viewer anywhere on the board: most own rows are far below the top, which is the costly count.
        const id = choice.scope === 'everyone' ? 1 + ((index * 7919 + run) % characters) : viewer(index);
        return readBoard(context, id, 'global', { characterId: id, deviceId: 'bench-device', ...choice });
      });
      results[name].push(times);
    }
    console.log(`  read run ${run + 1}: CPU steal ${stealSince(steal)}, ${machine()}`);
  }
  console.log(`  ${'board'.padEnd(26)} p50 (median of ${RUNS} runs)   p99 (median of ${RUNS} runs)`);
  for (const [name, runs] of Object.entries(results)) {
    const p50 = median(runs.map((times) => quantile(times, 0.5)));
    const p99 = median(runs.map((times) => quantile(times, 0.99)));
    console.log(`  ${name.padEnd(26)} ${ms(p50).padEnd(28)} ${ms(p99)}`);
  }
  await explainRead(db, filledAt, characters, { board: 'total', scope: 'everyone', window: 30 });
  await explainRead(db, filledAt, characters, { board: 'progress', scope: 'everyone', window: 7 });
}

/** What one sweep costs the read that runs it: rewriting 2,000 learners' windows (idempotent at the fill's time). */
async function sweepFigures(db, characters, filledAt) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const from = 1 + ((run * 37_813) % Math.max(1, characters - 2_000));
    const start = performance.now();
    await db.transaction((tx) =>
      rewriteWindows(
        tx,
        'global',
        filledAt,
        sql`select id from characters where id between ${from}::int and ${from + 1_999}::int`,
      ),
    );
    times.push(performance.now() - start);
  }
  console.log(
    `  sweep of 2,000 learners' windows (once a minute, by one read): median ${ms(median(times))} (${machine()})`,
  );
}

const BASE_TEXT = 'the quick brown fox jumps over the lazy dog and types on';
function attemptFor(characterId, index) {
  // A word of its own: no log is the same as one an earlier run stored (repeated logs do not count).
  const TEXT = `${BASE_TEXT} ${
    randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8) || 'abc'
  }`;
  let time = 1000;
  const keystrokes = [...TEXT].map((char) => {
    time += 150 + ((index * 31 + time) % 120);
    return { kind: 'insert', char, timeStamp: time };
  });
  const analysis = analyzeAttempt(TEXT, keystrokes, { mode: 'stop' });
  const now = new Date();
  return { text: TEXT, keystrokes, analysis, now, characterId };
}

async function storeFigures(db, characters) {
  // New characters each time: every attempt is a learner's first today, so it counts (the longest path).
  const fresh = await db.execute(sql`insert into characters (user_id, type, avatar, nickname, time_zone)
    select 1 + (g % ${characters}::int), 'STUDENT', 'avatar-student-1', 'store' || g, 'Europe/Paris'
    from generate_series(1, ${STORES * RUNS * 2}::int) as g returning id, user_id`);
  let next = 0;
  const store = async (ranked) => {
    const { id: characterId, user_id: userId } = fresh.rows[next++];
    const { text: TEXT, keystrokes, analysis, now } = attemptFor(characterId, next);
    await db.transaction(async (tx) => {
      await storeAttempt(tx, {
        values: {
          userId,
          characterId,
          idempotencyKey: randomUUID(),
          kind: 'practice',
          lessonSlug: null,
          gameId: null,
          practiceId: 'english-words',
          mode: 'stop',
          text: TEXT,
          keystrokes,
          startedAt: now,
          timeZone: 'Europe/Paris',
          day: dayIn(now, 'Europe/Paris'),
          finished: analysis.finished,
          durationMs: analysis.durationMs,
          keystrokeCount: analysis.keystrokes,
          correctChars: analysis.correctChars,
          wrongChars: analysis.wrongChars,
          matchingChars: analysis.matchingChars,
          accuracy: analysis.accuracy,
          wpm: analysis.wpm,
          rawWpm: analysis.rawWpm,
          kpm: analysis.kpm,
          rpm: analysis.rpm,
          score: analysis.score,
          stars: null,
          missedWords: analysis.missedWords,
          createdAt: now,
        },
        keys: [],
        keypadKeys: [],
        adaptiveChars: [],
        daily: { lessonAttempts: 0, gameRounds: 0, lessonsPassed: 0, bestWpm: analysis.wpm },
        lesson: null,
        now,
      });
      if (ranked) {
        const verdict = await rankAttempt(tx, {
          characterId,
          edition: 'global',
          timeZone: 'Europe/Paris',
          text: TEXT,
          keystrokes,
          figures: analysis,
          now,
        });
        if (!verdict.counts) throw new Error(`the bench attempt did not count: ${verdict.reason}`);
      }
    });
  };
  const bare = [];
  const ranked = [];
  for (let run = 0; run < RUNS; run++) {
    const steal = cpuTicks();
    const a = [];
    const b = [];
    for (let index = 0; index < STORES; index++) {
      // Interleaved, so both see the same machine.
      a.push(...(await timeEach(1, () => store(false))));
      b.push(...(await timeEach(1, () => store(true))));
    }
    bare.push(a);
    ranked.push(b);
    console.log(`  store run ${run + 1}: CPU steal ${stealSince(steal)}, ${machine()}`);
  }
  const p = (runs, q) => median(runs.map((times) => quantile(times, q)));
  console.log(`  store, bare (storeAttempt):       p50 ${ms(p(bare, 0.5))}  p99 ${ms(p(bare, 0.99))}`);
  console.log(`  store + rankAttempt:              p50 ${ms(p(ranked, 0.5))}  p99 ${ms(p(ranked, 0.99))}`);
  console.log(`  added by the leaderboards:        p50 ${ms(p(ranked, 0.5) - p(bare, 0.5))}`);
}

async function bench(label, handle, size, reuse = false) {
  let filledAt;
  if (reuse) {
    // Migrations landed since the fill are applied first (the stores need the current schema).
    await handle.migrate();
    const meta = await handle.db.execute(sql`select filled_at, attempts, characters from bench_meta`);
    const row = meta.rows[0];
    filledAt = new Date(row.filled_at);
    size = { attempts: Number(row.attempts), characters: Number(row.characters) };
    console.log(
      `\n## ${label} (reused, filled ${filledAt.toISOString()}): ${size.attempts.toLocaleString('en')} attempts, ${size.characters.toLocaleString('en')} characters (${machine()})`,
    );
  } else {
    console.log(
      `\n## ${label}: ${size.attempts.toLocaleString('en')} attempts, ${size.characters.toLocaleString('en')} characters (${machine()})`,
    );
    await handle.migrate();
    filledAt = await fill(handle.db, size);
  }
  const groupId = await groupsFor(handle.db);
  await readFigures(handle.db, size.characters, groupId, filledAt);
  await sweepFigures(handle.db, size.characters, filledAt);
  await storeFigures(handle.db, size.characters);
}

console.log(
  `Leaderboard bench: ${READS} reads per board and ${STORES} stores per variant, ${RUNS} runs, median.`,
);
if (!flag('skip-pglite') && !REUSE) {
  const handle = await openDatabase({ memory: true });
  try {
    await bench('PGlite (in memory)', handle, {
      attempts: option('pglite-attempts', 1_000_000),
      characters: option('pglite-characters', 100_000),
    });
  } finally {
    await handle.close();
  }
}
if (!flag('skip-postgres')) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  let reachable = true;
  try {
    await admin.connect();
  } catch {
    reachable = false;
    console.log(`\nPostgreSQL does not answer at ${ADMIN_URL}: skipped.`);
  }
  if (reachable) {
    if (!REUSE) {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.query(`create database ${BENCH_DB}`);
    }
    const url = new URL(ADMIN_URL);
    url.pathname = `/${BENCH_DB}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      await bench(
        'PostgreSQL',
        handle,
        { attempts: option('attempts', 10_000_000), characters: option('characters', 100_000) },
        REUSE,
      );
    } finally {
      await handle.close();
      if (KEEP || REUSE) {
        console.log(`\nKept the filled database ${BENCH_DB}: re-measure with --reuse --skip-pglite.`);
      } else {
        // Frees the disk: the filled database is not kept.
        await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      }
      await admin.end();
    }
  }
}
