import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** The infrastructure's own tables (server/shared/secrets.ts, server/shared/jobs.ts, server/shared/limits.ts). */

/** Secrets the servers share, such as the token signing key when none is configured. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The jobs that run once for all servers (server/shared/jobs.ts): a server runs a job only after claiming its
 * next run here, so three servers on one database run the leaderboard sweep once a minute, not three times.
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  /** The next run may be claimed from this moment. */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  /** Which server claimed the last run (host:pid), for the operator. */
  ranBy: text('ran_by').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  /** Runs claimed in all. */
  runs: integer('runs').notNull().default(1),
});

/**
 * The counters of the sign-in limits (`server/shared/limits.ts`): one row per budget (what is counted, for
 * whom, from which address), its count in the current window and when that window ends. Kept in the database, so
 * a restart keeps them and every server on the database counts together.
 */
export const authLimits = pgTable(
  'auth_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_limits_resets_idx').on(table.resetsAt)],
);
