import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerContext } from '../context';
import type { Database } from '../db/database';
import type { Clock } from '../shared/clock';

/**
 * How long after a user's last write their reads stay on the primary: the replica's lag under a school morning's
 * load is far under it (docs/SCALING.md).
 */
export const FRESH_WRITE_MS = 5_000;
/** The marks of recent writers in Redis: `keyquest-wrote-<userId>`, expiring after FRESH_WRITE_MS. */
const WROTE_PREFIX = 'keyquest-wrote-';

/**
 * Reads that may be a second stale (reports, boards, class statistics) on a streaming replica
 * (DATABASE_REPLICA_URL), with read-your-writes: every signed-in call that may write (any method but GET) marks
 * its user for FRESH_WRITE_MS, and a marked user's reads go to the primary. The mark lives in Redis when REDIS_URL
 * is set, so a learner who saved through one server reads their result through any other; without Redis, in this
 * server's memory (one server).
 */
export interface StaleReads {
  /** The replica. */
  db: Database;
  /** False while the replica does not answer (probeReplica): its reads go to the primary meanwhile. */
  answering: boolean;
  /** Marks a user as having written now. */
  wrote(userId: number): Promise<void>;
  /** Whether the user wrote within FRESH_WRITE_MS (true when that cannot be told: read the primary). */
  wroteRecently(userId: number): Promise<boolean>;
}

export function staleReadsOn(db: Database, redis: Redis | undefined, clock: Clock): StaleReads {
  if (redis) {
    return {
      db,
      answering: true,
      wrote: async (userId) => {
        await redis.set(`${WROTE_PREFIX}${userId}`, '1', 'PX', FRESH_WRITE_MS);
      },
      wroteRecently: async (userId) => {
        try {
          return (await redis.exists(`${WROTE_PREFIX}${userId}`)) === 1;
        } catch {
          return true;
        }
      },
    };
  }
  const until = new Map<number, number>();
  return {
    db,
    answering: true,
    wrote: async (userId) => {
      const now = clock.now().getTime();
      // Forget ended marks now and then, so the map holds only the last seconds' writers.
      if (until.size > 10_000) for (const [id, end] of until) if (end <= now) until.delete(id);
      until.set(userId, now + FRESH_WRITE_MS);
    },
    wroteRecently: async (userId) => (until.get(userId) ?? 0) > clock.now().getTime(),
  };
}

/**
 * The context a stale-tolerant read runs on: the replica's database, unless there is none or the user (when one
 * is signed in) wrote in the last seconds. Only for reads: the replica refuses every write.
 */
export async function staleReadContext(
  context: ServerContext,
  userId: number | null,
): Promise<ServerContext> {
  const reads = context.staleReads;
  if (!reads || !reads.answering || (userId !== null && (await reads.wroteRecently(userId)))) return context;
  return { ...context, db: reads.db };
}

/**
 * Marks the caller of every signed-in call but GET as a recent writer before its answer leaves (so the next call,
 * on whichever server, already sees the mark). A mark that cannot be written is logged; the call's answer stands.
 */
export function useReadYourWrites(api: FastifyInstance, context: ServerContext): void {
  const reads = context.staleReads;
  if (!reads) return;
  api.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.auth) {
      await reads.wrote(request.auth.userId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the recent-write mark could not be written');
      });
    }
    return payload;
  });
}

/** How often a server asks the replica whether it answers. */
export const REPLICA_PROBE_MS = 2_000;

/**
 * Asks the replica `select 1` every REPLICA_PROBE_MS (and at once): while it fails, `answering` is false and the
 * stale reads go to the primary, so a stopped replica costs at most one probe period of failed reads. Returns what
 * stops it (with the probe under way).
 */
export function probeReplica(reads: StaleReads, log: { warn(object: object, message: string): void }) {
  let running: Promise<void> = Promise.resolve();
  const probe = () => {
    running = running.then(async () => {
      try {
        await reads.db.execute(sql`select 1`);
        if (!reads.answering) log.warn({}, 'the replica answers again: stale reads go there');
        reads.answering = true;
      } catch (error) {
        if (reads.answering)
          log.warn({ err: error }, 'the replica does not answer: stale reads go to the primary');
        reads.answering = false;
      }
    });
    return running;
  };
  void probe();
  const timer = setInterval(() => void probe(), REPLICA_PROBE_MS);
  timer.unref();
  return {
    probe,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
