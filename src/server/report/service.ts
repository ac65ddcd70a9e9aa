import { and, asc, between, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  REPORT_MISSED_WORDS_MAX,
  TYPING_CHECK_KINDS,
  TYPING_CHECKS,
  typingCheckOf,
  type DailyTotal,
  type MissedWord,
  type PeriodReport,
  type PeriodReportPayload,
  type PeriodTotals,
  type ReportPeriod,
  type TypingCheckResult,
} from '../../contracts';
import { accuracyOf, addDays, countOfRate, perMinute, wpmFromChars } from '../../engine';
import type { ServerContext } from '../context';
import { attempts, missedWordsDaily } from '../attempt/schema';
import { keyStatEntries, keyStatEntry, keySumsOver } from '../attempt/key-rollup';
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

  const keySums = await keySumsOver(context.db, 'keys', [character.id], from, to);
  const keypad = await keySumsOver(context.db, 'keypad', [character.id], from, to);
  // A digit typed on the keypad is the keypad's: taken off the main block's figures, which the rollup summed.
  const keys = [...keySums].flatMap(([key, sums]) => {
    const onKeypad = keypad.get(key);
    const entry = keyStatEntry(key, {
      hits: sums.hits - (onKeypad?.hits ?? 0),
      misses: sums.misses - (onKeypad?.misses ?? 0),
      timedHits: sums.timedHits - (onKeypad?.timedHits ?? 0),
      timeSumMs: sums.timeSumMs - (onKeypad?.timeSumMs ?? 0),
    });
    return entry ? [entry] : [];
  });
  const keypadKeys = keyStatEntries(new Map([...keypad].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

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
    typingChecks: await typingChecksUpTo(context, character.id, to),
  };
}

/** How many of a character's latest check attempts are read to find the latest of each check (and the one before). */
const CHECKS_READ = 30;

/**
 * The latest finished result of each typing check on or before `to` (docs/EVIDENCE.md); a retention test with the
 * latest normal test before its day, to compare with. Found through attempts_character_practice_idx (migration
 * 0033): without it the statement read every attempt of the learner.
 */
export async function typingChecksUpTo(
  context: ServerContext,
  characterId: number,
  to: string,
): Promise<TypingCheckResult[]> {
  const rows = await context.db
    .select({
      practiceId: attempts.practiceId,
      day: attempts.day,
      wpm: attempts.wpm,
      accuracy: attempts.accuracy,
    })
    .from(attempts)
    .where(
      and(
        eq(attempts.characterId, characterId),
        eq(attempts.kind, 'practice'),
        inArray(attempts.practiceId, Object.values(TYPING_CHECKS)),
        eq(attempts.finished, true),
        lte(attempts.day, to),
      ),
    )
    .orderBy(desc(attempts.startedAt), desc(attempts.id))
    .limit(CHECKS_READ);
  const figures = (row: (typeof rows)[number]) => ({ day: row.day, wpm: row.wpm, accuracy: row.accuracy });
  return TYPING_CHECK_KINDS.flatMap((check) => {
    const latest = rows.find((row) => typingCheckOf(row.practiceId) === check);
    if (!latest) return [];
    const before =
      check === 'retention'
        ? rows.find((row) => typingCheckOf(row.practiceId) === 'typing' && row.day < latest.day)
        : undefined;
    return [{ check, ...figures(latest), before: before ? figures(before) : null }];
  });
}
