import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database';
import { DAY, type Clock } from '../shared/clock';
import { scheduleJob } from '../shared/jobs';

/**
 * The attempts table is partitioned by the month of each attempt's day (the attempts_by_month migration): one partition a month,
 * named attempts_YYYY_MM, the attempts stored before partitioning in attempts_history, and attempts_default for a
 * day no month partition holds yet. This keeps the months ahead made, so a new month's saves land in their own
 * partition, and lets an old month be detached for archiving (docs/SCALING.md).
 */

/** How many months after the current one have their partition made in advance. */
export const MONTHS_AHEAD = 2;

/** The first day (UTC) of the month `offset` months after the one `now` is in, as YYYY-MM-DD. */
export function monthStart(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** The partition's name for the month starting on `firstDay` (YYYY-MM-DD). */
export function partitionName(firstDay: string): string {
  return `attempts_${firstDay.slice(0, 4)}_${firstDay.slice(5, 7)}`;
}

/** The attempts' partitions and their bounds, as the database holds them. */
export async function attemptPartitions(db: Executor): Promise<{ name: string; bound: string }[]> {
  const answer = (await db.execute(sql`
    select child.relname as name, pg_get_expr(child.relpartbound, child.oid) as bound
    from pg_inherits join pg_class parent on parent.oid = pg_inherits.inhparent
      join pg_class child on child.oid = pg_inherits.inhrelid
    where parent.relname = 'attempts'
    order by child.relname`)) as unknown as { rows: { name: string; bound: string }[] };
  return answer.rows;
}

/**
 * Makes the partition of the month starting `firstDay` unless some partition already covers that day (the
 * history partition covers every day before the first month made). Attempts of that month already caught by the
 * default partition move into the new one, in the same transaction, before it is attached. Answers whether it
 * made one.
 */
export async function ensureMonthPartition(db: Database, firstDay: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One server at a time makes partitions (the job runs on one, but a start and a job may meet).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('attempt-partitions'))`);
    const bounds = await attemptPartitions(tx);
    const historyTo = bounds
      .find((row) => row.name === 'attempts_history')
      ?.bound.match(/TO \('(\d{4}-\d{2}-\d{2})'\)/)?.[1];
    const made = bounds.some((row) => row.name === partitionName(firstDay));
    if (made || (historyTo !== undefined && firstDay < historyTo)) return false;
    const name = sql.identifier(partitionName(firstDay));
    const to = monthStart(new Date(`${firstDay}T00:00:00Z`), 1);
    await tx.execute(sql`create table ${name} (like attempts including defaults)`);
    await tx.execute(sql`
      with moved as (
        delete from attempts_default where day >= ${firstDay}::date and day < ${to}::date returning *)
      insert into ${name} select * from moved`);
    await tx.execute(
      sql`alter table attempts attach partition ${name} for values from (${sql.raw(`'${firstDay}'`)}) to (${sql.raw(`'${to}'`)})`,
    );
    return true;
  });
}

/** Makes the partitions of the current month and MONTHS_AHEAD after it where missing; answers those made. */
export async function ensureAttemptPartitions(db: Database, now: Date): Promise<string[]> {
  const made: string[] = [];
  for (let offset = 0; offset <= MONTHS_AHEAD; offset++) {
    const firstDay = monthStart(now, offset);
    if (await ensureMonthPartition(db, firstDay)) made.push(partitionName(firstDay));
  }
  return made;
}

/** Keeps the months ahead made, once a day on one server (scheduleJob); returns its stop. */
export function scheduleAttemptPartitions(db: Database, clock: Clock, log: FastifyBaseLogger) {
  return scheduleJob(db, clock, log, 'attempt-partitions', DAY, async () => {
    const made = await ensureAttemptPartitions(db, clock.now());
    if (made.length > 0) log.info({ partitions: made }, 'attempt partitions made');
  }).stop;
}
