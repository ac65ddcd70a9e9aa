import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from '../db/columns';
import { characterIdColumn } from '../character/schema';
import { users } from '../user/schema';

/**
 * Rollups of attempts the reports read instead of the attempts themselves, written in the attempt's statement
 * (attempt-store.ts) so a report costs the same with 10 or 10,000 stored attempts. Rows that existed before a
 * rollup did are filled in by its migration (or, for the keypad, at start: backfill.ts).
 */

/** The lessons a character passed (an attempt with a star) on each day: reports count distinct lessons. */
export const lessonPassesDaily = pgTable(
  'lesson_passes_daily',
  {
    characterId: characterIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    lessonSlug: text('lesson_slug').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day, table.lessonSlug] })],
);

/** The words missed per day (summed from each attempt's missed words): the period report's list. */
export const missedWordsDaily = pgTable(
  'missed_words_daily',
  {
    characterId: characterIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    word: text('word').notNull(),
    misses: integer('misses').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day, table.word] })],
);

/**
 * The columns of a per-key, per-day figure table (the main block's and the numeric keypad's): one character's hits,
 * misses and timed presses of one key on one day. A function, as each table needs its own column builders.
 */
function keyDayColumns() {
  return {
    characterId: characterIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    misses: integer('misses').notNull(),
    timedHits: integer('timed_hits').notNull(),
    timeSumMs: doublePrecision('time_sum_ms').notNull(),
  };
}

/**
 * The numeric keypad lessons' figures per key and day, as they were graded (a digit counts only from its keypad
 * key; '\n' is the keypad's Enter): the report takes them off the main block's key_stats_daily figures.
 */
export const keypadStatsDaily = pgTable('keypad_stats_daily', keyDayColumns(), (table) => [
  primaryKey({ columns: [table.characterId, table.day, table.key] }),
]);

/** The characters (lower case) of a character's finished adaptive lessons: what unlocks adaptive keys. */
export const adaptiveChars = pgTable(
  'adaptive_chars',
  {
    characterId: characterIdColumn(),
    char: text('char').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.char] })],
);

/** When a character first finished each practice (by practice id): custom courses are completed by it. */
export const practiceFinishes = pgTable(
  'practice_finishes',
  {
    characterId: characterIdColumn(),
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

/**
 * Every stored attempt with its keystroke log and the figures the server computed from it. Partitioned by the
 * month of its day (the attempts_by_month migration, partitions.ts): the key is (id, day) and a save's idempotency key is unique
 * per learner and day (a save sent again carries the same day), so an old month can be detached and archived.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: characterIdColumn(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    lessonSlug: text('lesson_slug'),
    gameId: text('game_id'),
    practiceId: text('practice_id'),
    mode: text('mode').notNull(),
    text: text('text').notNull(),
    keystrokes: jsonb('keystrokes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** The keyboard layout it was typed on (KEYBOARD_LAYOUT_IDS). */
    keyboardLayout: text('keyboard_layout').notNull().default('us'),
    day: date('day', { mode: 'string' }).notNull(),
    finished: boolean('finished').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    keystrokeCount: integer('keystroke_count').notNull(),
    correctChars: integer('correct_chars').notNull(),
    wrongChars: integer('wrong_chars').notNull(),
    matchingChars: integer('matching_chars').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    wpm: doublePrecision('wpm').notNull(),
    rawWpm: doublePrecision('raw_wpm').notNull(),
    kpm: doublePrecision('kpm').notNull(),
    rpm: doublePrecision('rpm').notNull(),
    score: integer('score').notNull(),
    stars: smallint('stars'),
    missedWords: jsonb('missed_words').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.day] }),
    uniqueIndex('attempts_idempotency_key').on(table.userId, table.idempotencyKey, table.day),
    index('attempts_character_idx').on(table.characterId, table.id),
    index('attempts_character_day_idx').on(table.characterId, table.day),
    // The period report's typing checks (report/service.ts, typingChecksUpTo): a learner's latest attempts of
    // given practices, found without reading every attempt of the learner. Practice attempts only.
    index('attempts_character_practice_idx')
      .on(table.characterId, table.practiceId, table.startedAt)
      .where(sql`${table.practiceId} is not null`),
  ],
);

/** Rollup: a character's best results per lesson, maintained on write. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    characterId: characterIdColumn(),
    lessonSlug: text('lesson_slug').notNull(),
    stars: smallint('stars').notNull(),
    bestWpm: doublePrecision('best_wpm').notNull(),
    bestAccuracy: doublePrecision('best_accuracy').notNull(),
    bestScore: integer('best_score').notNull(),
    attempts: integer('attempts').notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.lessonSlug] })],
);

/** Rollup: a character's figures per expected key, maintained on write. */
export const keyStats = pgTable(
  'key_stats',
  {
    characterId: characterIdColumn(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    misses: integer('misses').notNull(),
    timedHits: integer('timed_hits').notNull(),
    timeSumMs: doublePrecision('time_sum_ms').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.key] })],
);

/**
 * Rollup: a character's figures per expected key and day (the attempt's day in its time zone), maintained on
 * write: what the reports' key heat map of a day, week or month is summed from.
 */
export const keyStatsDaily = pgTable('key_stats_daily', keyDayColumns(), (table) => [
  primaryKey({ columns: [table.characterId, table.day, table.key] }),
]);

/** Rollup: a character's totals per day (in the time zone of each attempt), maintained on write. */
export const dailyTotals = pgTable(
  'daily_totals',
  {
    characterId: characterIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull(),
    lessonAttempts: integer('lesson_attempts').notNull(),
    gameRounds: integer('game_rounds').notNull(),
    lessonsPassed: integer('lessons_passed').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    keystrokes: integer('keystrokes').notNull(),
    correctChars: integer('correct_chars').notNull(),
    wrongChars: integer('wrong_chars').notNull(),
    matchingChars: integer('matching_chars').notNull(),
    score: integer('score').notNull(),
    bestWpm: doublePrecision('best_wpm').notNull(),
    /** The characters RPM counts (each attempt's rpm × its minutes): matching characters, spelt ones in pinyin. */
    rpmChars: doublePrecision('rpm_chars').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day] })],
);
