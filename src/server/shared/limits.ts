import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../contracts';
import type { ServerContext } from '../context';
import type { Database } from '../db/database';
import { fail } from '../errors';
import { HOUR, type Clock } from '../shared/clock';
import { scheduleJob } from '../shared/jobs';

/**
 * The budgets of the sign-in limits that count what a try turned out to be, beside @fastify/rate-limit's request
 * limits (http/rate-limits.ts; docs/ACCOUNTS.md, "Rate limits"): password checks per account and address (sign-in
 * and every signed-in call that asks for the password: user/passwords.ts), wrong verification codes per address
 * and day and code messages sent (auth/codes.ts). Each is counted before the comparison and given back when the
 * try was right, which the library's stores cannot do.
 */

/** A budget's answer: counted, or full until `retryAfterSeconds` from now. */
export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Where the budgets are counted. One small interface, so a shared store (Redis) can take the database's place.
 * Each budget is a key with a window that starts at its first count and lasts `windowMs`.
 */
export interface LimitCounters {
  /** Counts one under `key` unless `limit` were counted in its window already: one atomic step. */
  take(key: string, limit: number, windowMs: number): Promise<Taken>;
  /** Gives one back to `key` (a try that turned out right counts nothing). */
  giveBack(key: string): Promise<void>;
  /** Forgets the windows that ended; answers how many. */
  sweep(): Promise<number>;
}

/** A key as stored: hashed, so the table holds no address or name. */
const stored = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * The budgets in the database (`auth_limits`): a take is one conditional upsert that counts and answers in the
 * same statement, so parallel tries can never pass a budget together, a restart keeps the counts, and every
 * server on one database shares them.
 */
export class DatabaseLimitCounters implements LimitCounters {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async take(key: string, limit: number, windowMs: number): Promise<Taken> {
    const now = this.clock.now();
    const id = stored(key);
    const result = (await this.db.execute(sql`
      with taken as (
        insert into auth_limits (key, count, resets_at)
        values (${id}, 1, ${new Date(now.getTime() + windowMs)}::timestamptz)
        on conflict (key) do update set
          count = case when auth_limits.resets_at <= ${now}::timestamptz then 1 else auth_limits.count + 1 end,
          resets_at = case when auth_limits.resets_at <= ${now}::timestamptz then excluded.resets_at
            else auth_limits.resets_at end
        where auth_limits.resets_at <= ${now}::timestamptz or auth_limits.count < ${limit}::int
        returning count)
      select (select count(*) from taken)::int as taken,
        (select resets_at from auth_limits where key = ${id}) as resets_at`)) as unknown as {
      rows: { taken: number | string; resets_at: Date | string | null }[];
    };
    const row = result.rows[0];
    if (Number(row?.taken ?? 0) > 0) return { ok: true };
    const resetsAt = row?.resets_at ? new Date(row.resets_at).getTime() : now.getTime() + windowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)) };
  }

  async giveBack(key: string): Promise<void> {
    await this.db.execute(sql`
      update auth_limits set count = count - 1
      where key = ${stored(key)} and count > 0 and resets_at > ${this.clock.now()}::timestamptz`);
  }

  async sweep(): Promise<number> {
    const result = (await this.db.execute(sql`
      delete from auth_limits where resets_at <= ${this.clock.now()}::timestamptz returning 1`)) as unknown as {
      rows: unknown[];
    };
    return result.rows.length;
  }
}

/** Forgets ended windows every hour, on one server (scheduleJob); returns its stop. */
export function scheduleLimitSweep(
  db: Database,
  clock: Clock,
  limits: LimitCounters,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return scheduleJob(db, clock, log, 'limit-sweep', HOUR, () => limits.sweep()).stop;
}

/** Counts one under a budget, or refuses with `code` (429) and when to try again. */
export async function spendBudget(
  context: Pick<ServerContext, 'limits'>,
  budget: { key: string; limit: number; windowMs: number },
  code: Extract<ErrorCode, 'RATE_LIMITED' | 'CODE_GUESSES_EXCEEDED' | 'CODE_SENDS_EXCEEDED'> = 'RATE_LIMITED',
): Promise<void> {
  const taken = await context.limits.take(budget.key, budget.limit, budget.windowMs);
  if (!taken.ok) throw fail(code, { retryAfterSeconds: taken.retryAfterSeconds });
}

/**
 * Counts one under each budget, or, when one is full, gives back those it counted and refuses with `code` and the
 * longest wait. Answers a function that gives every count back (the work they paid for did not happen).
 */
export async function spendBudgets(
  context: Pick<ServerContext, 'limits'>,
  budgets: readonly { key: string; limit: number; windowMs: number }[],
  code: Extract<ErrorCode, 'CODE_SENDS_EXCEEDED'>,
): Promise<() => Promise<void>> {
  const taken: string[] = [];
  const giveBack = async () => {
    for (const key of taken) await context.limits.giveBack(key);
  };
  for (const budget of budgets) {
    const answer = await context.limits.take(budget.key, budget.limit, budget.windowMs);
    if (!answer.ok) {
      await giveBack();
      throw fail(code, { retryAfterSeconds: answer.retryAfterSeconds });
    }
    taken.push(budget.key);
  }
  return giveBack;
}
