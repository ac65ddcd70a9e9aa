import { date, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { characters } from '../db/schema';

/**
 * Rollups of attempts the reports read instead of the attempts themselves, written in the attempt's statement
 * (attempt-store.ts) so a report costs the same with 10 or 10,000 stored attempts. Rows that existed before a
 * rollup did are filled in by its migration (or, for the keypad, at start: backfill.ts).
 */

const characterId = () =>
  integer('character_id')
    .notNull()
    .references(() => characters.id, { onDelete: 'cascade' });

/** The lessons a character passed (an attempt with a star) on each day: reports count distinct lessons. */
export const lessonPassesDaily = pgTable(
  'lesson_passes_daily',
  {
    characterId: characterId(),
    day: date('day', { mode: 'string' }).notNull(),
    lessonSlug: text('lesson_slug').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day, table.lessonSlug] })],
);

/** The words missed per day (summed from each attempt's missed words): the period report's list. */
export const missedWordsDaily = pgTable(
  'missed_words_daily',
  {
    characterId: characterId(),
    day: date('day', { mode: 'string' }).notNull(),
    word: text('word').notNull(),
    misses: integer('misses').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day, table.word] })],
);

/**
 * The numeric keypad lessons' figures per key and day, as they were graded (a digit counts only from its keypad
 * key; '\n' is the keypad's Enter): the report takes them off the main block's key_stats_daily figures.
 */
export const keypadStatsDaily = pgTable(
  'keypad_stats_daily',
  {
    characterId: characterId(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    misses: integer('misses').notNull(),
    timedHits: integer('timed_hits').notNull(),
    timeSumMs: doublePrecision('time_sum_ms').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day, table.key] })],
);

/** The characters (lower case) of a character's finished adaptive lessons: what unlocks adaptive keys. */
export const adaptiveChars = pgTable(
  'adaptive_chars',
  {
    characterId: characterId(),
    char: text('char').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.char] })],
);

/** When a character first finished each practice (by practice id): custom courses are completed by it. */
export const practiceFinishes = pgTable(
  'practice_finishes',
  {
    characterId: characterId(),
    practiceId: text('practice_id').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.practiceId] })],
);

/** Backfills still to run at start (name), over the attempts up to `up_to_id` (those before the rollup). */
export const rollupBackfills = pgTable('rollup_backfills', {
  name: text('name').primaryKey(),
  upToId: integer('up_to_id').notNull(),
});
