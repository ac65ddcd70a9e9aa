import { sql } from 'drizzle-orm';
import {
  RANKING_RULES,
  type Edition,
  type KeystrokeEntry,
  type RankingReason,
  type RankingVerdict,
} from '../../contracts';
import type { Executor } from '../db/database';
import { dayIn } from '../attempt/days';
import { confirmation, judgeResult, logFingerprint, type RankedFigures } from './fairness';
import { rewriteWindows } from './windows';

/** A stored attempt as the leaderboards see it (its figures recomputed by the server from its log). */
export interface AttemptToRank {
  characterId: number;
  edition: Edition;
  timeZone: string;
  text: string;
  keystrokes: readonly KeystrokeEntry[];
  figures: RankedFigures & { matchingChars: number };
  /** Server time: the only clock the boards trust. */
  now: Date;
}

interface TypistRow {
  last_arrival_at: string | Date | null;
  confirmed_wpm: number | string;
  pending_wpm: number | string | null;
  pending_edition: string | null;
  pending_day: string | null;
  pending_chars: number | string | null;
  pending_speed_chars: number | string | null;
  pending_speed_ms: number | string | null;
}

const orNull = <T>(value: T | null, read: (value: T) => number) => (value === null ? null : read(value));

/**
 * Judges a just-stored attempt by the fairness rules and, when it counts, adds it to its day and rewrites the
 * learner's windows. Runs inside the attempt's transaction (the learner's row is locked, so two results at once
 * are judged one after the other). A result that does not count is still the learner's: only the boards skip it.
 */
export async function rankAttempt(tx: Executor, attempt: AttemptToRank): Promise<RankingVerdict> {
  const { characterId, edition, figures, now } = attempt;
  const locked = (await tx.execute(sql`
    insert into leaderboard_typists (character_id) values (${characterId}::int)
    on conflict (character_id) do update set character_id = excluded.character_id
    returning last_arrival_at, confirmed_wpm, pending_wpm, pending_edition, pending_day, pending_chars,
      pending_speed_chars, pending_speed_ms`)) as unknown as { rows: TypistRow[] };
  const row = locked.rows[0];
  if (!row) throw new Error('The leaderboard state was not written.');
  const state = {
    lastArrivalAt: row.last_arrival_at === null ? null : new Date(row.last_arrival_at),
    confirmedWpm: Number(row.confirmed_wpm),
    pendingWpm: orNull(row.pending_wpm, Number),
  };

  let reason: RankingReason | null = judgeResult(figures, attempt.keystrokes, state, now);
  // Every log is remembered, counted or not: the same log sent again never counts.
  const fresh = (await tx.execute(sql`
    insert into leaderboard_logs (hash, character_id, created_at)
    values (${logFingerprint(attempt.text, attempt.keystrokes)}, ${characterId}::int, ${now}::timestamptz)
    on conflict (hash) do nothing returning hash`)) as unknown as { rows: unknown[] };
  if (!reason && fresh.rows.length === 0) reason = 'repeated-log';
  const check = reason ? { hold: false, confirms: false } : confirmation(figures.wpm, state);
  if (check.hold) reason = 'needs-confirmation';

  const day = dayIn(now, attempt.timeZone);
  const speedy = figures.accuracy >= RANKING_RULES.progressAccuracy;
  const contribution = {
    chars: figures.correctChars,
    speedChars: speedy ? figures.matchingChars : 0,
    speedMs: speedy ? figures.durationMs : 0,
  };
  if (!reason) {
    await addToDay(tx, edition, characterId, day, contribution, now);
    if (check.confirms && row.pending_day && row.pending_edition) {
      await addToDay(
        tx,
        row.pending_edition,
        characterId,
        row.pending_day,
        {
          chars: Number(row.pending_chars ?? 0),
          speedChars: Number(row.pending_speed_chars ?? 0),
          speedMs: Number(row.pending_speed_ms ?? 0),
        },
        now,
      );
    }
    // Editions in one order: the bucket counts they move are then locked in one order by every writer.
    const editions = new Set<string>([edition]);
    if (check.confirms && row.pending_edition) editions.add(row.pending_edition);
    for (const each of [...editions].sort()) await rewriteWindows(tx, each, now, sql`${characterId}::int`);
  }

  const confirmed = check.confirms ? Math.max(state.pendingWpm ?? 0, figures.wpm) : 0;
  const holding = reason === 'needs-confirmation';
  const clearPending = holding || check.confirms;
  await tx.execute(sql`
    update leaderboard_typists set
      last_arrival_at = ${now}::timestamptz,
      confirmed_wpm = greatest(confirmed_wpm, ${confirmed}::float8),
      pending_wpm = case when ${holding} then ${figures.wpm}::float8 when ${clearPending} then null else pending_wpm end,
      pending_edition = case when ${holding} then ${edition} when ${clearPending} then null else pending_edition end,
      pending_day = case when ${holding} then ${day}::date when ${clearPending} then null else pending_day end,
      pending_chars = case when ${holding} then ${contribution.chars}::int when ${clearPending} then null else pending_chars end,
      pending_speed_chars = case when ${holding} then ${contribution.speedChars}::float8 when ${clearPending} then null else pending_speed_chars end,
      pending_speed_ms = case when ${holding} then ${contribution.speedMs}::float8 when ${clearPending} then null else pending_speed_ms end,
      last_reason = ${reason},
      last_reason_at = ${reason ? now : null}::timestamptz
    where character_id = ${characterId}::int`);
  return { counts: reason === null, reason };
}

async function addToDay(
  tx: Executor,
  edition: string,
  characterId: number,
  day: string,
  add: { chars: number; speedChars: number; speedMs: number },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into leaderboard_days (edition, character_id, day, chars, speed_chars, speed_ms, last_at)
    values (${edition}, ${characterId}::int, ${day}::date, ${add.chars}::int, ${add.speedChars}::float8,
      ${add.speedMs}::float8, ${now}::timestamptz)
    on conflict (edition, character_id, day) do update set
      chars = least(leaderboard_days.chars::bigint + excluded.chars, 2147483647),
      speed_chars = leaderboard_days.speed_chars + excluded.speed_chars,
      speed_ms = leaderboard_days.speed_ms + excluded.speed_ms,
      last_at = excluded.last_at`);
}
