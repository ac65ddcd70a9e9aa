import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { characterIdColumn } from '../character/schema';
import { users } from '../user/schema';

/** The report resource's tables (server/report): shared links to a period's report. */

/**
 * Read-only links to a character's report (a day, week or month), made by the account and opened by anyone who
 * has the link until it expires or the account withdraws it (`revokedAt`). Only the SHA-256 of the token is kept;
 * `id` names the link to its owner (listing and withdrawing) without the secret.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: characterIdColumn(),
    period: text('period').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('report_shares_character_idx').on(table.characterId)],
);
