import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from './clock';

/** Who claimed a run, as job_runs records it. */
const HOLDER = `${hostname()}:${process.pid}`;

/**
 * A server's timer may fire this much before the period ends and still claim its own next run (timers drift);
 * another server's timer firing within the period finds the run taken.
 */
const EARLY_MS = 1_000;

/**
 * Claims the next run of a job for this server: true when the job was due (or never ran), and the next run is
 * then due `everyMs` later. One conditional upsert on the job's row, so of several servers ticking in one
 * period exactly one gets true, on PostgreSQL as on PGlite: a lease per run rather than a held lock, so a
 * server that dies mid-run holds nothing and the next period's run happens on whichever server ticks first.
 */
export async function claimRun(db: Database, job: string, everyMs: number, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() + Math.max(everyMs - EARLY_MS, 0));
  const claimed = (await db.execute(sql`
    insert into job_runs (job, due_at, ran_by, ran_at) values (${job}, ${due}::timestamptz, ${HOLDER}, ${now}::timestamptz)
    on conflict (job) do update
      set due_at = excluded.due_at, ran_by = excluded.ran_by, ran_at = excluded.ran_at, runs = job_runs.runs + 1
      where job_runs.due_at <= excluded.ran_at
    returning 1`)) as unknown as { rows: unknown[] };
  return claimed.rows.length === 1;
}

export interface ScheduledJob {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
  /** The run tried at start (claimed or not). */
  firstRun: Promise<void>;
}

/**
 * Runs a job that must run once for all servers on one database (the leaderboard sweep, the retention sweep,
 * round refunds, the limits' clean-up): tried at start and every `everyMs`, run only when this server claims the
 * run (claimRun). A failed claim or run is logged and tried again at the next tick; it never stops the server.
 */
export function scheduleJob(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  job: string,
  everyMs: number,
  run: () => Promise<unknown>,
): ScheduledJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return running;
    running = running.then(async () => {
      try {
        if (await claimRun(db, job, everyMs, clock.now())) await run();
      } catch (error) {
        log.error({ err: error, job }, `${job} failed`);
      }
    });
    return running;
  };
  const firstRun = tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    firstRun,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
