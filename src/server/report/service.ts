import { and, asc, between, eq, sql } from 'drizzle-orm';
import {
  REPORT_MISSED_WORDS_MAX,
  type DailyTotal,
  type KeyStatEntry,
  type MissedWord,
  type PeriodReport,
  type PeriodReportPayload,
  type PeriodTotals,
  type ReportPeriod,
} from '../../contracts';
import { accuracyOf, addDays, countOfRate, keyAccuracyOf, perMinute, wpmFromChars } from '../../engine';
import type { ServerContext } from '../context';
import { keyStatsDaily } from '../db/schema';
import { keypadStatsDaily, missedWordsDaily } from '../attempt/schema';
import { ownCharacter, type CharacterRow } from '../character/service';
import { dayIn } from '../attempt/days';
import { readDays, zoneFor } from '../attempt/daily-reports';

/** The first and last day of the day, ISO week (Monday first) or calendar month that holds `day`. */
export function periodBounds(period: ReportPeriod, day: string): { from: string; to: string } {
  if (period === 'day') return { from: day, to: day };
  if (period === 'week') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    const from = addDays(day, -((weekday + 6) % 7));
    return { from, to: addDays(from, 6) };
  }
  const from = `${day.slice(0, 7)}-01`;
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** The period just before the one that starts on `from`. */
export function previousBounds(period: ReportPeriod, from: string): { from: string; to: string } {
  return periodBounds(period, addDays(from, -1));
}

/**
 * Sums days into a period's totals; the rates are over the summed typing time, as a day's are. `lessonsPassed`
 * is the number of distinct lessons passed in the period when known (a lesson passed on two days is one).
 */
export function sumDays(
  from: string,
  to: string,
  days: readonly DailyTotal[],
  lessonsPassed?: number,
): PeriodTotals {
  const sum = (pick: (day: DailyTotal) => number) => days.reduce((total, day) => total + pick(day), 0);
  const correctChars = sum((day) => day.correctChars);
  const wrongChars = sum((day) => day.wrongChars);
  const matchingChars = sum((day) => day.matchingChars);
  const durationMs = sum((day) => day.durationMs);
  const keystrokes = sum((day) => day.keystrokes);
  // The characters RPM counts, back from each day's rate: the days' rpm weighted by their typing time.
  const rpm = perMinute(
    sum((day) => countOfRate(day.rpm, day.durationMs)),
    durationMs,
  );
  return {
    from,
    to,
    activeDays: days.filter((day) => day.attempts > 0).length,
    attempts: sum((day) => day.attempts),
    lessonAttempts: sum((day) => day.lessonAttempts),
    gameRounds: sum((day) => day.gameRounds),
    lessonsPassed: lessonsPassed ?? sum((day) => day.lessonsPassed),
    durationMs,
    keystrokes,
    correctChars,
    wrongChars,
    matchingChars,
    score: sum((day) => day.score),
    accuracy: accuracyOf(correctChars, correctChars + wrongChars),
    wpm: wpmFromChars(matchingChars, durationMs),
    kpm: perMinute(keystrokes, durationMs),
    rpm,
    bestWpm: days.reduce((best, day) => Math.max(best, day.bestWpm), 0),
  };
}

/**
 * A character's report for one day, week or month: totals and the period before them, the days, the per-key
 * figures (summed from the per-day key rollup) and the most-missed words of the period's attempts.
 */
export async function periodReport(
  context: ServerContext,
  userId: number,
  request: PeriodReportPayload,
): Promise<PeriodReport> {
  const character = await ownCharacter(context.db, userId, request.characterId);
  return reportOf(context, character, request.period, request.date, zoneFor(character, request.timeZone));
}

export async function reportOf(
  context: ServerContext,
  character: CharacterRow,
  period: ReportPeriod,
  date: string | undefined,
  timeZone: string,
): Promise<PeriodReport> {
  const request = { period, date };
  const today = dayIn(context.clock.now(), timeZone);
  const { from, to } = periodBounds(request.period, request.date ?? today);
  const before = previousBounds(request.period, from);

  const read = await readDays(context, character.id, before.from, to);
  const days = read.days(from, to);

  const keyRows = await context.db
    .select({
      key: keyStatsDaily.key,
      hits: sql<number>`sum(${keyStatsDaily.hits})::int`,
      misses: sql<number>`sum(${keyStatsDaily.misses})::int`,
      timedHits: sql<number>`sum(${keyStatsDaily.timedHits})::int`,
      timeSumMs: sql<number>`sum(${keyStatsDaily.timeSumMs})::float8`,
    })
    .from(keyStatsDaily)
    .where(and(eq(keyStatsDaily.characterId, character.id), between(keyStatsDaily.day, from, to)))
    .groupBy(keyStatsDaily.key)
    .orderBy(asc(keyStatsDaily.key));
  const keypad = await keypadKeySums(context, character.id, from, to);
  // A digit typed on the keypad is the keypad's: taken off the main block's figures, which the rollup summed.
  const keys = keyRows.flatMap((row) => {
    const onKeypad = keypad.get(row.key);
    const entry = keyStatEntry(row.key, {
      hits: Number(row.hits) - (onKeypad?.hits ?? 0),
      misses: Number(row.misses) - (onKeypad?.misses ?? 0),
      timedHits: Number(row.timedHits) - (onKeypad?.timedHits ?? 0),
      timeSumMs: Number(row.timeSumMs) - (onKeypad?.timeSumMs ?? 0),
    });
    return entry ? [entry] : [];
  });
  const keypadKeys = [...keypad]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, sums]) => keyStatEntry(key, sums) ?? []);

  // The missed words of each day are summed with the attempt (missed_words_daily); a period's are their sum.
  const words = await context.db
    .select({ word: missedWordsDaily.word, misses: sql<number>`sum(${missedWordsDaily.misses})::int` })
    .from(missedWordsDaily)
    .where(and(eq(missedWordsDaily.characterId, character.id), between(missedWordsDaily.day, from, to)))
    .groupBy(missedWordsDaily.word)
    .orderBy(sql`2 desc`, asc(missedWordsDaily.word))
    .limit(REPORT_MISSED_WORDS_MAX);
  const missedWords: MissedWord[] = words.map((row) => ({ word: row.word, misses: Number(row.misses) }));

  return {
    characterId: character.id,
    timeZone,
    period: request.period,
    today,
    totals: sumDays(from, to, days, read.lessonsPassed(from, to)),
    previous: sumDays(
      before.from,
      before.to,
      read.days(before.from, before.to),
      read.lessonsPassed(before.from, before.to),
    ),
    days,
    keys,
    keypadKeys,
    missedWords,
  };
}

interface KeySums {
  hits: number;
  misses: number;
  timedHits: number;
  timeSumMs: number;
}

/** A key's figures from its sums; undefined when nothing is left (every press of it was on the keypad). */
function keyStatEntry(key: string, sums: KeySums): KeyStatEntry | undefined {
  const { hits, misses, timedHits } = sums;
  if (hits + misses <= 0) return undefined;
  return {
    key,
    hits,
    misses,
    accuracy: keyAccuracyOf(hits, misses),
    meanTimeMs: timedHits > 0 ? Math.max(0, sums.timeSumMs) / timedHits : null,
    timedHits,
  };
}

/**
 * The keypad's per-key figures in a period, summed from the keypad lessons' rollup (written with each attempt as
 * it was graded: the character counts only from its keypad key; '\n' is the keypad's Enter). The spaces between
 * groups are typed with the thumb on the main block and stay there.
 */
async function keypadKeySums(
  context: ServerContext,
  characterId: number,
  from: string,
  to: string,
): Promise<Map<string, KeySums>> {
  const rows = await context.db
    .select({
      key: keypadStatsDaily.key,
      hits: sql<number>`sum(${keypadStatsDaily.hits})::int`,
      misses: sql<number>`sum(${keypadStatsDaily.misses})::int`,
      timedHits: sql<number>`sum(${keypadStatsDaily.timedHits})::int`,
      timeSumMs: sql<number>`sum(${keypadStatsDaily.timeSumMs})::float8`,
    })
    .from(keypadStatsDaily)
    .where(and(eq(keypadStatsDaily.characterId, characterId), between(keypadStatsDaily.day, from, to)))
    .groupBy(keypadStatsDaily.key);
  return new Map(
    rows.map((row) => [
      row.key,
      {
        hits: Number(row.hits),
        misses: Number(row.misses),
        timedHits: Number(row.timedHits),
        timeSumMs: Number(row.timeSumMs),
      },
    ]),
  );
}
