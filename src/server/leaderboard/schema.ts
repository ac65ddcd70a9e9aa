import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { characters } from '../character/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What each day adds to the boards, per edition and character: only attempts that counted (docs/METRICS.md,
 * "Leaderboards"). Written when an attempt is stored, in its transaction; the day is the server's arrival day
 * in the learner's time zone.
 */
export const leaderboardDays = pgTable(
  'leaderboard_days',
  {
    edition: text('edition').notNull(),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Correct characters of counted attempts: the total board. */
    chars: integer('chars').notNull(),
    /** Matching characters and milliseconds of counted attempts at the progress accuracy: the day's speed. */
    speedChars: doublePrecision('speed_chars').notNull(),
    speedMs: doublePrecision('speed_ms').notNull(),
    /** Server time of the day's latest counted attempt. */
    lastAt: at('last_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.edition, table.characterId, table.day] })],
);

/**
 * The score bucket of a board value (a total or a percent of progress, never negative; null stays null): 100 buckets per e-fold, so a
 * bucket holds the learners within about 1 % of one another, and values up to 2^31 need at most 2,148 buckets.
 * Monotone: a higher value never falls in a lower bucket, so ordering by (bucket, value) is ordering by value.
 */
export const scoreBucket = (value: SQL) => sql`floor(ln(1 + abs(${value})::float8) * 100)::int`;

/**
 * Each learner's standing over a window (7 or 30 days), summed from leaderboard_days: what a board reads, by
 * index, without summing anything on a request. Rewritten for a learner when they store an attempt, and by the
 * sweep once its oldest day has left the window (`validUntil`). A window left with no counted day keeps its row
 * emptied (total 0, progress null: on no board, `validUntil` -infinity) until the sweep deletes it.
 */
export const leaderboardWindows = pgTable(
  'leaderboard_windows',
  {
    edition: text('edition').notNull(),
    windowDays: smallint('window_days').notNull(),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    totalAt: at('total_at').notNull(),
    /** Percent gained from the first day's speed to the best day's since; null until there are two such days. */
    progress: doublePrecision('progress'),
    progressAt: at('progress_at'),
    fromWpm: doublePrecision('from_wpm'),
    toWpm: doublePrecision('to_wpm'),
    /** School accounts stay off the public boards (their class and family boards still show them). */
    hidden: boolean('hidden').notNull(),
    /** When the oldest counted day leaves the window: the sweep recomputes the row then. */
    validUntil: at('valid_until').notNull(),
    /** The values' score buckets (`scoreBucket`), counted per public board in leaderboard_buckets. */
    totalBucket: integer('total_bucket')
      .notNull()
      .generatedAlwaysAs((): SQL => scoreBucket(sql`total`)),
    progressBucket: integer('progress_bucket').generatedAlwaysAs((): SQL => scoreBucket(sql`progress`)),
  },
  (table) => [
    primaryKey({ columns: [table.edition, table.windowDays, table.characterId] }),
    // Each serves a board's top rows and the count of the viewer's bucket-mates above them.
    index('leaderboard_windows_total_idx').on(
      table.edition,
      table.windowDays,
      table.hidden,
      table.totalBucket.desc(),
      table.total.desc(),
      table.totalAt.asc(),
      table.characterId.asc(),
    ),
    index('leaderboard_windows_progress_idx').on(
      table.edition,
      table.windowDays,
      table.hidden,
      table.progressBucket.desc().nullsLast(),
      table.progress.desc().nullsLast(),
      table.progressAt.asc(),
      table.characterId.asc(),
    ),
    index('leaderboard_windows_valid_idx').on(table.validUntil),
  ],
);

/**
 * How many learners of a public board (edition, window, board: `total` or `progress`) have a value in each score
 * bucket: the board's size is their sum, and a viewer's rank is the sum of the buckets above theirs plus the
 * bucket-mates ahead of them (read by index). Kept in the same statement that rewrites window rows
 * (windows.ts), and by a trigger when window rows are deleted (a character deleted; migration 0015).
 */
export const leaderboardBuckets = pgTable(
  'leaderboard_buckets',
  {
    edition: text('edition').notNull(),
    windowDays: smallint('window_days').notNull(),
    board: text('board').notNull(),
    bucket: integer('bucket').notNull(),
    entrants: integer('entrants').notNull(),
  },
  (table) => [primaryKey({ columns: [table.edition, table.windowDays, table.board, table.bucket] })],
);

/**
 * A learner's state for the fairness rules: when their latest result arrived (server time), the speed they have
 * confirmed, a fast result waiting for a steady second one, and the latest verdict that did not count.
 */
export const leaderboardTypists = pgTable('leaderboard_typists', {
  characterId: integer('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  lastArrivalAt: at('last_arrival_at'),
  confirmedWpm: doublePrecision('confirmed_wpm').notNull().default(0),
  /** The waiting fast result: its speed, and what it adds when a steady result confirms it. */
  pendingWpm: doublePrecision('pending_wpm'),
  pendingEdition: text('pending_edition'),
  pendingDay: date('pending_day', { mode: 'string' }),
  pendingChars: integer('pending_chars'),
  pendingSpeedChars: doublePrecision('pending_speed_chars'),
  pendingSpeedMs: doublePrecision('pending_speed_ms'),
  lastReason: text('last_reason'),
  lastReasonAt: at('last_reason_at'),
});

/**
 * Fingerprints of keystroke logs (the text and the gaps between keys, not the clock): the same log sent again,
 * by anyone, does not count twice. Kept 30 days (the longest window), then swept.
 */
export const leaderboardLogs = pgTable(
  'leaderboard_logs',
  {
    hash: text('hash').primaryKey(),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('leaderboard_logs_created_idx').on(table.createdAt)],
);
