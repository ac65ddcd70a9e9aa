import { createHash, randomBytes } from 'node:crypto';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import {
  REPORT_MISSED_WORDS_MAX,
  REPORT_PERIODS,
  REPORT_SHARE_DAYS_DEFAULT,
  type DailyTotal,
  type KeyStatEntry,
  type MissedWord,
  type PeriodReport,
  type PeriodReportPayload,
  type PeriodTotals,
  type ReportPeriod,
  type ReportShare,
  type SharedReport,
  type ShareReportPayload,
} from '../../contracts';
import type { ServerContext } from '../context';
import { characters, dailyTotals, keyStatsDaily, reportShares } from '../db/schema';
import { fail } from '../errors';
import { ownCharacter, type CharacterRow } from './characters';
import { addDays, dayIn } from './days';
import { emptyDay, lessonsPassedBetween, toDailyTotal, zoneFor } from './reports';

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

const perMinute = (count: number, durationMs: number) => (durationMs > 0 ? (count * 60_000) / durationMs : 0);

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
    sum((day) => (day.rpm * day.durationMs) / 60_000),
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
    accuracy: correctChars + wrongChars > 0 ? correctChars / (correctChars + wrongChars) : 0,
    wpm: perMinute(matchingChars, durationMs) / 5,
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

async function reportOf(
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

  const rows = await context.db
    .select()
    .from(dailyTotals)
    .where(and(eq(dailyTotals.characterId, character.id), between(dailyTotals.day, before.from, to)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const passedIn = await lessonsPassedBetween(context, character.id, before.from, to);
  const daysOf = (first: string, last: string) => {
    const days: DailyTotal[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const total = toDailyTotal(byDay.get(day) ?? emptyDay(character.id, day));
      days.push({ ...total, lessonsPassed: passedIn(day, day) });
    }
    return days;
  };
  const days = daysOf(from, to);

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
  const keys: KeyStatEntry[] = keyRows.map((row) => {
    const [hits, misses, timedHits] = [Number(row.hits), Number(row.misses), Number(row.timedHits)];
    return {
      key: row.key,
      hits,
      misses,
      accuracy: hits + misses > 0 ? hits / (hits + misses) : 0,
      meanTimeMs: timedHits > 0 ? Number(row.timeSumMs) / timedHits : null,
      timedHits,
    };
  });

  // The missed words are kept with each attempt (a small JSON list); a period's are summed over its days.
  const words = (await context.db.execute(sql`
    select w.word as word, sum(w.misses)::int as misses
    from attempts a, jsonb_to_recordset(a.missed_words) as w(word text, misses int)
    where a.character_id = ${character.id} and a.day between ${from}::date and ${to}::date
    group by w.word
    order by misses desc, w.word asc
    limit ${REPORT_MISSED_WORDS_MAX}`)) as unknown as { rows: { word: string; misses: number | string }[] };
  const missedWords: MissedWord[] = words.rows.map((row) => ({ word: row.word, misses: Number(row.misses) }));

  return {
    characterId: character.id,
    timeZone,
    period: request.period,
    today,
    totals: sumDays(from, to, days, passedIn(from, to)),
    previous: sumDays(
      before.from,
      before.to,
      daysOf(before.from, before.to),
      passedIn(before.from, before.to),
    ),
    days,
    keys,
    missedWords,
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a read-only link to one period's report of a character of the account (the period fixed today). */
export async function shareReport(
  context: ServerContext,
  userId: number,
  request: ShareReportPayload,
): Promise<ReportShare> {
  const character = await ownCharacter(context.db, userId, request.characterId);
  const timeZone = zoneFor(character, request.timeZone);
  const now = context.clock.now();
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + (request.days ?? REPORT_SHARE_DAYS_DEFAULT) * 86_400_000);
  await context.db.insert(reportShares).values({
    tokenHash: hashToken(token),
    userId,
    characterId: character.id,
    period: request.period,
    day: request.date ?? dayIn(now, timeZone),
    timeZone,
    createdAt: now,
    expiresAt,
  });
  return { token, path: `/report/shared/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The report behind a shared link, as it is now, for anyone who has the link until it expires. */
export async function sharedReport(context: ServerContext, token: string): Promise<SharedReport> {
  const [found] = await context.db
    .select({ share: reportShares, character: characters })
    .from(reportShares)
    .innerJoin(characters, eq(characters.id, reportShares.characterId))
    .where(eq(reportShares.tokenHash, hashToken(token)));
  if (!found) throw fail('REPORT_LINK_INVALID');
  const { share, character } = found;
  if (share.expiresAt.getTime() <= context.clock.now().getTime()) throw fail('REPORT_LINK_EXPIRED');
  const period = (REPORT_PERIODS as readonly string[]).includes(share.period)
    ? (share.period as ReportPeriod)
    : 'week';
  return {
    nickname: character.nickname,
    avatar: character.avatar,
    expiresAt: share.expiresAt.toISOString(),
    report: await reportOf(context, character, period, share.day, share.timeZone),
  };
}
