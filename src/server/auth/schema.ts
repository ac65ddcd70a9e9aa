import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of the sign-in limits (`src/server/auth/limits.ts`): one row per budget (what is counted, for
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
