import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EDITIONS, LEADERBOARD_WINDOWS } from '../../contracts';
import { scheduleJob } from '../shared/jobs';
import { DAY, MINUTE, type Clock } from '../shared/clock';
import { wpmSql } from '../shared/metrics-sql';
import type { Database, Executor } from '../db/database';

/**
 * The learners' sums per window from their day rows (span, days, marked, sums): one pass over the day rows (window
 * functions, then one grouping): joining the CTEs to each other instead made the planner loop over every pair
 * (minutes for a few thousand learners).
 */
function windowSums(edition: string, now: Date, which: SQL): SQL {
  const windows = sql.raw(LEADERBOARD_WINDOWS.map((days) => `(${days})`).join(', '));
  return sql`
    span as (
      select c.id as character_id, w.n as window_days, coalesce(c.time_zone, 'UTC') as tz,
        (${now}::timestamptz at time zone coalesce(c.time_zone, 'UTC'))::date as today,
        exists (select 1 from school_accounts s where s.user_id = c.user_id) as hidden
      from characters c cross join (values ${windows}) as w(n)
      where c.id in (${which})
    ),
    days as (
      select s.character_id, s.window_days, s.tz, s.hidden, d.day, d.chars, d.last_at,
        ${wpmSql(sql`d.speed_chars`, sql`d.speed_ms`)} as wpm
      from span s join leaderboard_days d on d.edition = ${edition} and d.character_id = s.character_id
        and d.day > s.today - s.window_days and d.day <= s.today
    ),
    marked as (
      select *, min(day) filter (where wpm is not null)
        over (partition by character_id, window_days) as first_day
      from days
    ),
    sums as (
      select character_id, window_days, tz, hidden, sum(chars)::int as total, max(last_at) as total_at,
        min(day) as oldest,
        max(wpm) filter (where day = first_day) as from_wpm,
        max(wpm) filter (where day > first_day) as to_wpm,
        (array_agg(last_at order by wpm desc, day) filter (where day > first_day and wpm is not null))[1]
          as best_at
      from marked group by character_id, window_days, tz, hidden
    )`;
}

/** The bucket counts moved by the rewrite: the rows as written counted in, the rows as they were counted out. */
function bucketMoves(edition: string): SQL {
  return sql`
    moves as (
      select window_days, 'total' as board, total_bucket as bucket, 1 as step from written
      where not hidden and total > 0
      union all
      select window_days, 'progress', progress_bucket, 1 from written
      where not hidden and progress is not null
      union all
      select window_days, 'total', total_bucket, -1 from before where not hidden and total > 0
      union all
      select window_days, 'progress', progress_bucket, -1 from before
      where not hidden and progress is not null
    ),
    counted as (
      insert into leaderboard_buckets as b (edition, window_days, board, bucket, entrants)
      select ${edition}, window_days, board, bucket, sum(step)::int from moves
      group by window_days, board, bucket having sum(step) <> 0
      order by window_days, board, bucket
      on conflict (edition, window_days, board, bucket) do update set entrants = b.entrants + excluded.entrants
      returning 1
    )`;
}

/**
 * Rewrites the window rows (7 and 30 days) of the characters `which` selects, from their leaderboard_days, in one
 * statement: the total (correct characters), and the fast progress (the best day's speed after the first day
 * with a speed, over the first one's). Each learner's window ends on their own today (their time zone); a row
 * is valid until its oldest day leaves the window. A window with nothing left in it is emptied (on no board; the
 * sweep deletes it later). The same statement moves the learners between the public boards' score buckets
 * (leaderboard_buckets): minus their rows as they were, plus their rows as written, netted per bucket and written
 * in key order (two writers at once lock buckets in the same order, so they wait instead of deadlocking).
 * Callers hold the learners' leaderboard_typists rows (rankAttempt, the sweep): no one else rewrites them
 * meanwhile, so the rows read as they were are the ones replaced.
 */
export async function rewriteWindows(db: Executor, edition: string, now: Date, which: SQL): Promise<void> {
  const windowList = sql.raw(LEADERBOARD_WINDOWS.join(', '));
  await db.execute(sql`
    with ${windowSums(edition, now, which)},
    before as (
      select window_days, character_id, hidden, total, total_bucket, progress, progress_bucket, total_at
      from leaderboard_windows
      -- Every window named: the primary key (edition, window_days, character_id) is then a lookup per learner,
      -- not a scan of the edition's rows (about 50 ms at 100,000 learners on PostgreSQL 15).
      where edition = ${edition} and window_days in (${windowList}) and character_id in (${which})
    ),
    fresh as (
      select window_days, character_id, total, total_at,
        case when to_wpm > from_wpm then round(((to_wpm / from_wpm - 1) * 100)::numeric, 1)::float8 end
          as progress,
        case when to_wpm > from_wpm then best_at end as progress_at,
        from_wpm, to_wpm, hidden, ((oldest + window_days)::timestamp at time zone tz) as valid_until
      from sums
      union all
      select b.window_days, b.character_id, 0, b.total_at, null, null, null, null, b.hidden,
        '-infinity'::timestamptz
      from before b
      where not exists (select 1 from sums s where s.character_id = b.character_id
        and s.window_days = b.window_days)
    ),
    written as (
      insert into leaderboard_windows (edition, window_days, character_id, total, total_at, progress,
        progress_at, from_wpm, to_wpm, hidden, valid_until)
      select ${edition}, window_days, character_id, total, total_at, progress, progress_at, from_wpm, to_wpm,
        hidden, valid_until
      from fresh
      on conflict (edition, window_days, character_id) do update set
        total = excluded.total, total_at = excluded.total_at, progress = excluded.progress,
        progress_at = excluded.progress_at, from_wpm = excluded.from_wpm, to_wpm = excluded.to_wpm,
        hidden = excluded.hidden, valid_until = excluded.valid_until
      returning window_days, hidden, total, total_bucket, progress, progress_bucket
    ),
    ${bucketMoves(edition)}
    select (select count(*) from written) as written, (select count(*) from counted) as counted`);
}

/** How many expired window rows one sweep rewrites. */
const SWEEP_BATCH = 2_000;
/** The server's timer sweeps each edition this often (scheduleSweeps). */
const SWEEP_EVERY_MS = MINUTE;
/** A board read sweeps itself only when no sweep ran for this long (no timer: tests moving the clock by hand). */
const READ_SWEEP_AFTER_MS = 2 * SWEEP_EVERY_MS;
const lastSweeps = new WeakMap<object, Map<string, number>>();

/**
 * Rewrites window rows whose oldest day has left the window (at most SWEEP_BATCH learners, their
 * leaderboard_typists rows locked as rankAttempt locks them, so the two never rewrite one learner at once),
 * deletes the rows an earlier sweep emptied, and forgets log fingerprints older than the longest window. The
 * server's timer runs it every minute (scheduleSweeps), so a day leaves a board within about a minute of the
 * learner's midnight; a board read runs it only when no sweep ran for two minutes (`fromRead`), so reads do not
 * pay for it while the timer runs.
 */
export async function sweepWindows(
  db: Database,
  edition: string,
  now: Date,
  fromRead = false,
): Promise<number> {
  const sweeps = lastSweeps.get(db) ?? new Map<string, number>();
  lastSweeps.set(db, sweeps);
  const last = sweeps.get(edition);
  const every = fromRead ? READ_SWEEP_AFTER_MS : SWEEP_EVERY_MS / 2;
  if (last !== undefined && now.getTime() - last < every && now.getTime() >= last) return 0;
  sweeps.set(edition, now.getTime());
  // Emptied rows are on no board: deleting them leaves the bucket counts as they are.
  await db.execute(sql`
    delete from leaderboard_windows where valid_until = '-infinity'::timestamptz and edition = ${edition}`);
  const swept = await db.transaction(async (tx) => {
    // Written as rankAttempt writes it (insert or lock), in id order: the learners are locked one by one in
    // that order.
    const expired = (await tx.execute(sql`
      insert into leaderboard_typists (character_id)
      select distinct character_id from (select character_id from leaderboard_windows
        where valid_until <= ${now}::timestamptz and valid_until > '-infinity'::timestamptz
          and edition = ${edition} limit ${SWEEP_BATCH}) as due
      order by character_id
      on conflict (character_id) do update set character_id = excluded.character_id
      returning character_id`)) as unknown as { rows: { character_id: number }[] };
    const ids = expired.rows.map((row) => Number(row.character_id));
    if (ids.length > 0) {
      await rewriteWindows(
        tx,
        edition,
        now,
        sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        ),
      );
    }
    return ids.length;
  });
  const longest = Math.max(...LEADERBOARD_WINDOWS);
  await db.execute(
    sql`delete from leaderboard_logs where created_at < ${new Date(now.getTime() - longest * DAY)}::timestamptz`,
  );
  return swept;
}

/**
 * Sweeps every edition's windows once a minute, off the request path, on one server of all those sharing the
 * database (scheduleJob); returns what stops it.
 */
export function scheduleSweeps(db: Database, clock: Clock, log: FastifyBaseLogger): () => Promise<void> {
  const sweep = async () => {
    for (const edition of EDITIONS) {
      try {
        await sweepWindows(db, edition, clock.now());
      } catch (error) {
        log.error({ err: error, edition }, 'leaderboard sweep failed');
      }
    }
  };
  return scheduleJob(db, clock, log, 'leaderboard-sweep', SWEEP_EVERY_MS, sweep).stop;
}
