import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { attempts, type lessonProgress } from '../db/schema';
import { rawJson, statementOnce } from '../db/prepared';
import { countOfRateSql } from '../shared/metrics-sql';

// Every column but the heavy ones (text, keystroke log, missed words): what summaries are made of.
const {
  text: _text,
  keystrokes: _keystrokes,
  missedWords: _missedWords,
  ...summaryColumns
} = getTableColumns(attempts);
export { summaryColumns as attemptSummaryColumns };
export type AttemptRow = Omit<typeof attempts.$inferSelect, 'text' | 'keystrokes' | 'missedWords'>;
export type LessonProgressRow = typeof lessonProgress.$inferSelect;

/** An attempt to store and what it adds to the character's rollups. */
export interface NewAttempt {
  values: typeof attempts.$inferInsert & { characterId: number; day: string; timeZone: string };
  /** Figures per expected key. */
  keys: { key: string; hits: number; misses: number; timedHits: number; timeSumMs: number }[];
  /** What the day's row gains. */
  daily: { lessonAttempts: number; gameRounds: number; lessonsPassed: number; bestWpm: number };
  /** The numeric keypad lessons' figures per key, as graded (docs: keypad_stats_daily); empty otherwise. */
  keypadKeys: { key: string; hits: number; misses: number; timedHits: number; timeSumMs: number }[];
  /** The distinct lower-case characters of a finished adaptive lesson's text; empty otherwise. */
  adaptiveChars: string[];
  /** A lesson attempt's contribution to the lesson's bests (bests of unfinished attempts are 0). */
  lesson: {
    slug: string;
    stars: number;
    bestWpm: number;
    bestAccuracy: number;
    bestScore: number;
    passed: boolean;
  } | null;
  now: Date;
}

/** The largest value of an int column: a day's or a key's sums stop there rather than fail the insert. */
const INT_MAX = sql.raw('2147483647');

type KeyFigures = NewAttempt['keys'][number];

/**
 * Key figures as the JSON the statement reads as a set of rows. Rows are locked in one fixed order (by key)
 * whatever the text's order: two submits of one character at once then wait for each other instead of deadlocking
 * on the key rollups.
 */
function keysJson(keys: readonly KeyFigures[]): string {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return JSON.stringify(
    sorted.map((key) => ({
      key: key.key,
      hits: key.hits,
      misses: key.misses,
      timed_hits: key.timedHits,
      time_sum_ms: key.timeSumMs,
    })),
  );
}

/** Key figures (keysJson) as a set of rows in SQL. */
const recordset = (json: Placeholder) =>
  sql`jsonb_to_recordset(${json}::jsonb) as k(key text, hits int, misses int, timed_hits int, time_sum_ms float8)`;

/** A row of `row_to_json`, with snake_case keys. */
type JsonRow = Record<string, unknown>;
const date = (value: unknown) => new Date(String(value));
const nullableDate = (value: unknown) => (value === null || value === undefined ? null : date(value));

function attemptFromJson(row: JsonRow): AttemptRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    characterId: Number(row.character_id),
    idempotencyKey: String(row.idempotency_key),
    kind: String(row.kind),
    lessonSlug: (row.lesson_slug as string | null) ?? null,
    gameId: (row.game_id as string | null) ?? null,
    practiceId: (row.practice_id as string | null) ?? null,
    mode: String(row.mode),
    startedAt: date(row.started_at),
    timeZone: String(row.time_zone),
    keyboardLayout: String(row.keyboard_layout ?? 'us'),
    day: String(row.day),
    finished: Boolean(row.finished),
    durationMs: Number(row.duration_ms),
    keystrokeCount: Number(row.keystroke_count),
    correctChars: Number(row.correct_chars),
    wrongChars: Number(row.wrong_chars),
    matchingChars: Number(row.matching_chars),
    accuracy: Number(row.accuracy),
    wpm: Number(row.wpm),
    rawWpm: Number(row.raw_wpm),
    kpm: Number(row.kpm),
    rpm: Number(row.rpm),
    score: Number(row.score),
    stars: row.stars === null || row.stars === undefined ? null : Number(row.stars),
    createdAt: date(row.created_at),
  };
}

function progressFromJson(row: JsonRow): LessonProgressRow {
  return {
    characterId: Number(row.character_id),
    lessonSlug: String(row.lesson_slug),
    stars: Number(row.stars),
    bestWpm: Number(row.best_wpm),
    bestAccuracy: Number(row.best_accuracy),
    bestScore: Number(row.best_score),
    attempts: Number(row.attempts),
    passedAt: nullableDate(row.passed_at),
    lastAttemptAt: date(row.last_attempt_at),
  };
}

/** The day's totals gain the inserted attempt (`ins`); sums stop at INT_MAX rather than fail. */
function addDailyTotals(p: P): SQL {
  return sql`
      insert into daily_totals (character_id, day, attempts, lesson_attempts, game_rounds, lessons_passed,
        duration_ms, keystrokes, correct_chars, wrong_chars, matching_chars, score, best_wpm, rpm_chars)
      select character_id, day, 1, ${p('dailyLessonAttempts')}::int, ${p('dailyGameRounds')}::int,
        ${p('dailyLessonsPassed')}::int, duration_ms, keystroke_count, correct_chars, wrong_chars, matching_chars,
        score, ${p('dailyBestWpm')}::float8, ${countOfRateSql(sql`rpm`, sql`duration_ms`)}
      from ins
      on conflict (character_id, day) do update set
        attempts = least(daily_totals.attempts::bigint + excluded.attempts, ${INT_MAX}),
        lesson_attempts = least(daily_totals.lesson_attempts::bigint + excluded.lesson_attempts, ${INT_MAX}),
        game_rounds = least(daily_totals.game_rounds::bigint + excluded.game_rounds, ${INT_MAX}),
        lessons_passed = least(daily_totals.lessons_passed::bigint + excluded.lessons_passed, ${INT_MAX}),
        duration_ms = daily_totals.duration_ms + excluded.duration_ms,
        keystrokes = least(daily_totals.keystrokes::bigint + excluded.keystrokes, ${INT_MAX}),
        correct_chars = least(daily_totals.correct_chars::bigint + excluded.correct_chars, ${INT_MAX}),
        wrong_chars = least(daily_totals.wrong_chars::bigint + excluded.wrong_chars, ${INT_MAX}),
        matching_chars = least(daily_totals.matching_chars::bigint + excluded.matching_chars, ${INT_MAX}),
        score = least(daily_totals.score::bigint + excluded.score, ${INT_MAX}),
        best_wpm = greatest(daily_totals.best_wpm, excluded.best_wpm),
        rpm_chars = daily_totals.rpm_chars + excluded.rpm_chars`;
}

/**
 * A per-key table (key_stats overall; key_stats_daily and keypad_stats_daily per day) gains the key figures of
 * `rows`, in key order (see recordset), when `when` holds.
 */
function addKeyFigures(
  table: 'key_stats' | 'key_stats_daily' | 'keypad_stats_daily',
  rows: SQL,
  at: { characterId: Placeholder; day: Placeholder | null },
  when: SQL,
): SQL {
  const t = sql.raw(table);
  const dayColumn = at.day === null ? sql.raw('') : sql.raw('day, ');
  const dayValue = at.day === null ? sql.raw('') : sql`${at.day}::date, `;
  return sql`
      insert into ${t} (character_id, ${dayColumn}key, hits, misses, timed_hits, time_sum_ms)
      select ${at.characterId}::int, ${dayValue}k.key, k.hits, k.misses, k.timed_hits, k.time_sum_ms
      from ${rows}
      where ${when}
      order by k.key
      on conflict (character_id, ${dayColumn}key) do update set
        hits = least(${t}.hits::bigint + excluded.hits, ${INT_MAX}),
        misses = least(${t}.misses::bigint + excluded.misses, ${INT_MAX}),
        timed_hits = least(${t}.timed_hits::bigint + excluded.timed_hits, ${INT_MAX}),
        time_sum_ms = ${t}.time_sum_ms + excluded.time_sum_ms`;
}

/** A lesson attempt's bests and count, kept per lesson (the best of each figure, the first pass). */
function addLessonBests(p: P, stored: SQL): SQL {
  return sql`
      insert into lesson_progress (character_id, lesson_slug, stars, best_wpm, best_accuracy, best_score,
        attempts, passed_at, last_attempt_at)
      select ${p('characterId')}::int, ${p('lessonSlug')}::text, ${p('lessonStars')}::smallint,
        ${p('lessonBestWpm')}::float8, ${p('lessonBestAccuracy')}::float8, ${p('lessonBestScore')}::int, 1,
        ${p('passedAt')}::timestamptz, ${p('now')}::timestamptz
      where ${p('hasLesson')} and ${stored}
      on conflict (character_id, lesson_slug) do update set
        stars = greatest(lesson_progress.stars, excluded.stars),
        best_wpm = greatest(lesson_progress.best_wpm, excluded.best_wpm),
        best_accuracy = greatest(lesson_progress.best_accuracy, excluded.best_accuracy),
        best_score = greatest(lesson_progress.best_score, excluded.best_score),
        attempts = lesson_progress.attempts + excluded.attempts,
        passed_at = coalesce(lesson_progress.passed_at, excluded.passed_at),
        last_attempt_at = excluded.last_attempt_at
      returning *`;
}

/** The day's missed words gain the attempt's, in word order. */
function addMissedWords(p: P, stored: SQL): SQL {
  return sql`
      insert into missed_words_daily (character_id, day, word, misses)
      select ${p('characterId')}::int, ${p('day')}::date, w.word, w.misses
      from jsonb_to_recordset(${p('missed')}::jsonb) as w(word text, misses int)
      where ${p('hasMissed')} and ${stored}
      order by w.word
      on conflict (character_id, day, word) do update set
        misses = least(missed_words_daily.misses::bigint + excluded.misses, ${INT_MAX})`;
}

/** A finished adaptive lesson's characters, kept once each (the adaptive practice's unlocked keys). */
function addAdaptiveChars(p: P, stored: SQL): SQL {
  return sql`
      insert into adaptive_chars (character_id, char)
      select ${p('characterId')}::int, c.char
      from jsonb_array_elements_text(${p('adaptive')}::jsonb) as c(char)
      where ${p('hasAdaptive')} and ${stored}
      order by c.char
      on conflict do nothing`;
}

/** The attempt's columns the statement inserts (every one but the generated id). */
const ATTEMPT_COLUMNS = Object.keys(getTableColumns(attempts)).filter((column) => column !== 'id');

/** The values of STORE_ATTEMPT's placeholders; `attempt.<column>` the attempt row's. */
type StoreValues = Record<string, unknown>;
type P = (name: string) => Placeholder;

/** The statement of storeAttempt, built once (statementOnce). */
const STORE_ATTEMPT = statementOnce<StoreValues>((p, db) => {
  const insertAttempt = db
    .insert(attempts)
    .values(
      Object.fromEntries(
        ATTEMPT_COLUMNS.map((column) => [column, p(`attempt.${column}`)]),
      ) as unknown as NewAttempt['values'],
    )
    .onConflictDoNothing({ target: [attempts.userId, attempts.idempotencyKey, attempts.day] })
    .returning(summaryColumns);
  const stored = sql`exists (select 1 from ins)`;
  // Rows are locked in one fixed order (by key) whatever the text's order: two submits of one character at once
  // then wait for each other instead of deadlocking on key_stats / key_stats_daily.
  const keyRows = recordset(p('keys'));
  const keypadRows = recordset(p('keypadKeys'));
  const characterId = p('characterId');
  const day = p('day');
  return sql`
    with ins as (${insertAttempt.getSQL()}),
    daily as (${addDailyTotals(p)}),
    keys as (${addKeyFigures('key_stats', keyRows, { characterId, day: null }, stored)}),
    keys_daily as (${addKeyFigures('key_stats_daily', keyRows, { characterId, day }, stored)}),
    lesson as (${addLessonBests(p, stored)}),
    keypad as (${addKeyFigures(
      'keypad_stats_daily',
      keypadRows,
      { characterId, day },
      sql`${p('hasKeypad')} and ${stored}`,
    )}),
    words as (${addMissedWords(p, stored)}),
    passes as (
      insert into lesson_passes_daily (character_id, day, lesson_slug)
      select character_id, day, lesson_slug from ins
      where kind = 'lesson' and stars >= 1 and lesson_slug is not null
      on conflict do nothing
    ),
    adaptive as (${addAdaptiveChars(p, stored)}),
    practice as (
      insert into practice_finishes (character_id, practice_id, first_at)
      select character_id, practice_id, created_at from ins where finished and practice_id is not null
      on conflict (character_id, practice_id) do update set
        first_at = least(practice_finishes.first_at, excluded.first_at)
    ),
    previous as (
      select stars from lesson_progress
      where character_id = ${characterId}::int and lesson_slug = ${p('lessonSlug')}::text
    ),
    zone as (
      update characters set time_zone = ${p('timeZone')}::text
      where id = ${characterId}::int and time_zone is distinct from ${p('timeZone')}::text and ${stored}
    )
    select (select row_to_json(ins) from ins) as attempt, (select row_to_json(lesson) from lesson) as progress,
      (select stars from previous) as previous_stars`;
});

/**
 * Stores an attempt and updates the rollups (daily totals, key statistics overall and per day, lesson bests,
 * the keypad's figures, missed words and passed lessons per day, adaptive characters, practices finished, the
 * character's time zone) in ONE statement of data-modifying CTEs: one round trip and one commit instead of seven, which is
 * what limits throughput on both PGlite and PostgreSQL. Each rollup only changes when the attempt row was
 * inserted; an idempotency key already stored inserts nothing and the answer is null.
 */
export async function storeAttempt(
  db: Executor,
  attempt: NewAttempt,
): Promise<{
  row: AttemptRow;
  progress: LessonProgressRow | null;
  /** The lesson's best stars before this attempt (0 when it was never taken): what the economy rewards. */
  previousStars: number;
} | null> {
  const { values, daily, lesson, now } = attempt;
  const missed = (values.missedWords ?? []) as { word: string; misses: number }[];
  const bound: StoreValues = {
    characterId: values.characterId,
    day: values.day,
    timeZone: values.timeZone,
    keys: keysJson(attempt.keys),
    keypadKeys: keysJson(attempt.keypadKeys),
    hasKeypad: attempt.keypadKeys.length > 0,
    dailyLessonAttempts: daily.lessonAttempts,
    dailyGameRounds: daily.gameRounds,
    dailyLessonsPassed: daily.lessonsPassed,
    dailyBestWpm: daily.bestWpm,
    hasLesson: lesson !== null,
    lessonSlug: lesson?.slug ?? '',
    lessonStars: lesson?.stars ?? 0,
    lessonBestWpm: lesson?.bestWpm ?? 0,
    lessonBestAccuracy: lesson?.bestAccuracy ?? 0,
    lessonBestScore: lesson?.bestScore ?? 0,
    passedAt: lesson?.passed ? now : null,
    now,
    missed: JSON.stringify(missed),
    hasMissed: missed.length > 0,
    adaptive: JSON.stringify(attempt.adaptiveChars),
    hasAdaptive: attempt.adaptiveChars.length > 0,
  };
  // A column the attempt lacks is refused by statementOnce (every placeholder needs a value).
  for (const column of ATTEMPT_COLUMNS)
    bound[`attempt.${column}`] = (values as Record<string, unknown>)[column];
  // Both drivers answer { rows }; json columns arrive parsed (a string on drivers that do not parse json).
  const result = (await STORE_ATTEMPT(db, bound)) as {
    rows: {
      attempt: JsonRow | string | null;
      progress: JsonRow | string | null;
      previous_stars: number | string | null;
    }[];
  };
  const [first] = result.rows;
  const row = rawJson<JsonRow>(first?.attempt);
  if (!row) return null;
  const progress = rawJson<JsonRow>(first?.progress);
  return {
    row: attemptFromJson(row),
    progress: progress ? progressFromJson(progress) : null,
    previousStars: Number(first?.previous_stars ?? 0),
  };
}
