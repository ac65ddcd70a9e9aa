import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { DailyTotal, History, KeyStats, LessonProgressList, TodayReport } from '../../contracts';
import { DAY_MS, accuracyOf, addDays, keyAccuracyOf, perMinute, wpmFromChars } from '../../engine';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { executePrepared, rawJson } from '../db/prepared';
import { attempts, dailyTotals, keyStats, lessonProgress } from '../db/schema';
import { fail } from '../errors';
import { attemptSummaryColumns } from './attempt-store';
import { lessonPassesDaily } from './schema';
import { toAttemptSummary, toLessonProgress } from './service';
import { ownCharacter, type CharacterRow } from '../character/service';
import { dayIn, isTimeZone } from './days';

type DailyRow = typeof dailyTotals.$inferSelect;

/** A day's totals with its rates, over the day's summed typing time. */
export function toDailyTotal(row: DailyRow): DailyTotal {
  const inserted = row.correctChars + row.wrongChars;
  return {
    day: row.day,
    attempts: row.attempts,
    lessonAttempts: row.lessonAttempts,
    gameRounds: row.gameRounds,
    lessonsPassed: row.lessonsPassed,
    durationMs: row.durationMs,
    keystrokes: row.keystrokes,
    correctChars: row.correctChars,
    wrongChars: row.wrongChars,
    matchingChars: row.matchingChars,
    score: row.score,
    accuracy: accuracyOf(row.correctChars, inserted),
    wpm: wpmFromChars(row.matchingChars, row.durationMs),
    kpm: perMinute(row.keystrokes, row.durationMs),
    rpm: perMinute(row.rpmChars, row.durationMs),
    bestWpm: row.bestWpm,
  };
}

export function emptyDay(characterId: number, day: string): DailyRow {
  return {
    characterId,
    day,
    attempts: 0,
    lessonAttempts: 0,
    gameRounds: 0,
    lessonsPassed: 0,
    durationMs: 0,
    keystrokes: 0,
    correctChars: 0,
    wrongChars: 0,
    matchingChars: 0,
    score: 0,
    bestWpm: 0,
    rpmChars: 0,
  };
}

/** A character's days read once for a span: its totals per day and the distinct lessons passed in a part of it. */
export interface DaysRead {
  /** One entry per day from `first` to `last` (within the span read), zeros on the days without practice. */
  days(first: string, last: string): DailyTotal[];
  /** The distinct lessons with a passing (starred) attempt from `first` to `last`: a lesson passed twice is one. */
  lessonsPassed(first: string, last: string): number;
}

/** Reads a character's daily totals and passed lessons from `from` to `to` (inclusive). */
export async function readDays(
  context: ServerContext,
  characterId: number,
  from: string,
  to: string,
): Promise<DaysRead> {
  const rows = await context.db
    .select()
    .from(dailyTotals)
    .where(and(eq(dailyTotals.characterId, characterId), between(dailyTotals.day, from, to)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  // The lessons passed per day, from their rollup (one row per lesson and day): never the attempts themselves.
  const passed = await context.db
    .select({ day: lessonPassesDaily.day, lessonSlug: lessonPassesDaily.lessonSlug })
    .from(lessonPassesDaily)
    .where(and(eq(lessonPassesDaily.characterId, characterId), between(lessonPassesDaily.day, from, to)));
  const passedOn = new Map<string, number>();
  for (const row of passed) passedOn.set(row.day, (passedOn.get(row.day) ?? 0) + 1);
  const lessonsPassed = (first: string, last: string) =>
    new Set(passed.filter((row) => row.day >= first && row.day <= last).map((row) => row.lessonSlug)).size;
  return {
    lessonsPassed,
    days(first, last) {
      const days: DailyTotal[] = [];
      for (let day = first; day <= last; day = addDays(day, 1)) {
        const total = toDailyTotal(byDay.get(day) ?? emptyDay(characterId, day));
        days.push({ ...total, lessonsPassed: passedOn.get(day) ?? 0 });
      }
      return days;
    },
  };
}

/** The zone "today" is counted in: the one asked for, else the character's latest attempt's, else UTC. */
export function zoneFor(character: CharacterRow, asked: string | undefined): string {
  if (asked !== undefined) {
    if (!isTimeZone(asked))
      throw fail('PARAMETER_ERROR', { fields: [{ path: 'timeZone', message: 'PARAMETER_ERROR' }] });
    return asked;
  }
  return character.timeZone && isTimeZone(character.timeZone) ? character.timeZone : 'UTC';
}

export async function lessonProgressOf(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<LessonProgressList> {
  await ownCharacter(context.db, userId, characterId);
  const rows = await context.db
    .select()
    .from(lessonProgress)
    .where(eq(lessonProgress.characterId, characterId))
    .orderBy(asc(lessonProgress.lessonSlug));
  return { lessons: rows.map(toLessonProgress) };
}

export async function keyStatsOf(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<KeyStats> {
  await ownCharacter(context.db, userId, characterId);
  const rows = await context.db
    .select()
    .from(keyStats)
    .where(eq(keyStats.characterId, characterId))
    .orderBy(asc(keyStats.key));
  return {
    keys: rows.map((row) => ({
      key: row.key,
      hits: row.hits,
      misses: row.misses,
      accuracy: keyAccuracyOf(row.hits, row.misses),
      meanTimeMs: row.timedHits > 0 ? row.timeSumMs / row.timedHits : null,
      timedHits: row.timedHits,
    })),
  };
}

/** Today's totals and attempts of a character, "today" in its time zone. */
export async function todayReport(
  context: ServerContext,
  userId: number,
  request: { characterId: number; timeZone?: string | undefined },
): Promise<TodayReport> {
  const character = await ownCharacter(context.db, userId, request.characterId);
  const timeZone = zoneFor(character, request.timeZone);
  const day = dayIn(context.clock.now(), timeZone);
  const read = await readDays(context, character.id, day, day);
  const rows = await context.db
    .select(attemptSummaryColumns)
    .from(attempts)
    .where(and(eq(attempts.characterId, character.id), eq(attempts.day, day)))
    .orderBy(desc(attempts.id))
    .limit(100);
  return {
    characterId: character.id,
    timeZone,
    totals: read.days(day, day)[0]!,
    attempts: rows.map(toAttemptSummary),
  };
}

/**
 * A day of `historyDays`' statement: the day, its totals as daily_totals keeps them (null on a day with passes
 * only) and the distinct lessons passed that day.
 */
type HistoryRow = [
  day: string,
  attempts: number | null,
  lessonAttempts: number,
  gameRounds: number,
  lessonsPassed: number,
  durationMs: number,
  keystrokes: number,
  correctChars: number,
  wrongChars: number,
  matchingChars: number,
  score: number,
  bestWpm: number,
  rpmChars: number,
  passed: number,
];

/**
 * A character's days from `from` to `to` as the history shows them, read in ONE prepared statement whose answer
 * is one JSON value (a row per day): the day's totals (daily_totals) beside the day's distinct passed lessons
 * (lesson_passes_daily counted per day), the figures `readDays` gives, without building a statement or mapping
 * rows per call. The plan page asks for 366 days (tests/bench/api/history-cpu.mjs, BENCHMARKS.md). PostgreSQL
 * writes a float8 in JSON as it writes it in text (the shortest form that reads back the same), so the figures
 * are the ones the driver's rows gave.
 */
export async function historyDays(
  db: Executor,
  characterId: number,
  from: string,
  to: string,
): Promise<DailyTotal[]> {
  const result = (await executePrepared(
    db,
    sql`with d as (
        select * from daily_totals
        where character_id = ${characterId}::int and day between ${from}::date and ${to}::date
      ), p as (
        select day, count(*)::int as passed from lesson_passes_daily
        where character_id = ${characterId}::int and day between ${from}::date and ${to}::date
        group by day
      )
      select json_agg(json_build_array(coalesce(d.day, p.day)::text, d.attempts, d.lesson_attempts, d.game_rounds,
        d.lessons_passed, d.duration_ms, d.keystrokes, d.correct_chars, d.wrong_chars, d.matching_chars, d.score,
        d.best_wpm, d.rpm_chars, coalesce(p.passed, 0))) as days
      from d full join p on p.day = d.day`,
  )) as { rows: { days: HistoryRow[] | string | null }[] };
  const byDay = new Map<string, HistoryRow>();
  for (const row of rawJson<HistoryRow[]>(result.rows[0]?.days) ?? []) byDay.set(row[0], row);
  const days: DailyTotal[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const row = byDay.get(day);
    const attempts = row?.[1];
    const total = toDailyTotal(
      row === undefined || attempts === null || attempts === undefined
        ? emptyDay(characterId, day)
        : {
            characterId,
            day,
            attempts,
            lessonAttempts: row[2],
            gameRounds: row[3],
            lessonsPassed: row[4],
            durationMs: row[5],
            keystrokes: row[6],
            correctChars: row[7],
            wrongChars: row[8],
            matchingChars: row[9],
            score: row[10],
            bestWpm: row[11],
            rpmChars: row[12],
          },
    );
    total.lessonsPassed = row?.[13] ?? 0;
    days.push(total);
  }
  return days;
}

/** One entry per day of the last `days` days, today included, zeros on the days without practice. */
export async function history(
  context: ServerContext,
  userId: number,
  request: { characterId: number; days?: number | undefined; timeZone?: string | undefined },
): Promise<History> {
  const character = await ownCharacter(context.db, userId, request.characterId);
  const timeZone = zoneFor(character, request.timeZone);
  const to = dayIn(context.clock.now(), timeZone);
  const from = addDays(to, -((request.days ?? 30) - 1));
  const days = await historyDays(context.db, character.id, from, to);
  return { characterId: character.id, timeZone, from, to, days };
}
