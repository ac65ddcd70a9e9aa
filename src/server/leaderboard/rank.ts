import { sql, type SQL } from 'drizzle-orm';
import {
  RANKING_RULES,
  type AttemptKind,
  type Edition,
  type KeystrokeEntry,
  type RankingReason,
  type RankingVerdict,
} from '../../contracts';
import type { Executor } from '../db/database';
import { dayIn } from '../attempt/days';
import type { AttemptSavedListener } from '../attempt/saved';
import { confirmation, judgeResult, logFingerprint, type RankedFigures } from './fairness';
import { rewriteWindows } from './windows';
import { executePrepared, rawBoolean } from '../db/prepared';

/** A stored attempt as the leaderboards see it (its figures recomputed by the server from its log). */
export interface AttemptToRank {
  characterId: number;
  edition: Edition;
  timeZone: string;
  /** A game round is judged as a game is played (fairness.ts, humanGameTiming). */
  kind: AttemptKind;
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
 * One round trip locks (or creates) the learner's row and remembers the log: every log is remembered, counted or
 * not, so the same log sent again never counts (`fresh` says whether this one is new).
 */
async function lockTypist(tx: Executor, attempt: AttemptToRank) {
  const { characterId, now } = attempt;
  const locked = (await executePrepared(
    tx,
    sql`
    with typist as (
      insert into leaderboard_typists (character_id) values (${characterId}::int)
      on conflict (character_id) do update set character_id = excluded.character_id
      returning last_arrival_at, confirmed_wpm, pending_wpm, pending_edition, pending_day, pending_chars,
        pending_speed_chars, pending_speed_ms
    ),
    log as (
      insert into leaderboard_logs (hash, character_id, created_at)
      values (${logFingerprint(attempt.text, attempt.keystrokes)}, ${characterId}::int, ${now}::timestamptz)
      on conflict (hash) do nothing returning hash
    )
    select typist.*, exists (select 1 from log) as fresh from typist`,
  )) as {
    rows: (TypistRow & { fresh: boolean | string })[];
  };
  const row = locked.rows[0];
  if (!row) throw new Error('The leaderboard state was not written.');
  return row;
}

/**
 * The days the attempt adds to and the learner's new state in one statement: the confirmed speed, a result held
 * for confirmation (or the held one cleared), the last verdict.
 */
async function writeTypist(
  tx: Executor,
  at: { characterId: number; edition: Edition; now: Date; day: string; wpm: number },
  judged: {
    reason: RankingReason | null;
    check: { confirms: boolean };
    state: { pendingWpm: number | null };
    contribution: { chars: number; speedChars: number; speedMs: number };
    days: readonly DayContribution[];
  },
): Promise<void> {
  const { characterId, edition, now, day } = at;
  const { reason, check, state, contribution, days } = judged;
  const confirmed = check.confirms ? Math.max(state.pendingWpm ?? 0, at.wpm) : 0;
  const holding = reason === 'needs-confirmation';
  const clearPending = holding || check.confirms;
  await executePrepared(
    tx,
    sql`
    ${days.length > 0 ? sql`with ${addToDays(characterId, days, now)}` : sql``}
    update leaderboard_typists set
      last_arrival_at = ${now}::timestamptz,
      confirmed_wpm = greatest(confirmed_wpm, ${confirmed}::float8),
      pending_wpm = case when ${holding} then ${at.wpm}::float8 when ${clearPending} then null else pending_wpm end,
      pending_edition = case when ${holding} then ${edition} when ${clearPending} then null else pending_edition end,
      pending_day = case when ${holding} then ${day}::date when ${clearPending} then null else pending_day end,
      pending_chars = case when ${holding} then ${contribution.chars}::int when ${clearPending} then null else pending_chars end,
      pending_speed_chars = case when ${holding} then ${contribution.speedChars}::float8 when ${clearPending} then null else pending_speed_chars end,
      pending_speed_ms = case when ${holding} then ${contribution.speedMs}::float8 when ${clearPending} then null else pending_speed_ms end,
      last_reason = ${reason},
      last_reason_at = ${reason ? now : null}::timestamptz
    where character_id = ${characterId}::int`,
  );
}

/**
 * Judges a just-stored attempt by the fairness rules and, when it counts, adds it to its day and rewrites the
 * learner's windows. Runs inside the attempt's transaction (the learner's row is locked, so two results at once
 * are judged one after the other). A result that does not count is still the learner's: only the boards skip it.
 */
export async function rankAttempt(tx: Executor, attempt: AttemptToRank): Promise<RankingVerdict> {
  const { characterId, edition, figures, now } = attempt;
  const row = await lockTypist(tx, attempt);
  const state = {
    lastArrivalAt: row.last_arrival_at === null ? null : new Date(row.last_arrival_at),
    confirmedWpm: Number(row.confirmed_wpm),
    pendingWpm: orNull(row.pending_wpm, Number),
  };

  let reason: RankingReason | null = judgeResult(
    figures,
    attempt.keystrokes,
    state,
    now,
    attempt.kind === 'game' ? 'game' : 'typing',
  );
  const fresh = rawBoolean(row.fresh);
  if (!reason && !fresh) reason = 'repeated-log';
  const check = reason ? { hold: false, confirms: false } : confirmation(figures.wpm, state);
  if (check.hold) reason = 'needs-confirmation';

  const day = dayIn(now, attempt.timeZone);
  const speedy = figures.accuracy >= RANKING_RULES.progressAccuracy;
  const contribution = {
    chars: figures.correctChars,
    speedChars: speedy ? figures.matchingChars : 0,
    speedMs: speedy ? figures.durationMs : 0,
  };
  // The days it adds to and the learner's new state are written in one statement; the windows, which read the
  // days, in the next.
  const days: DayContribution[] = [];
  if (!reason) {
    days.push({ edition, day, ...contribution });
    if (check.confirms && row.pending_day && row.pending_edition) {
      days.push({
        edition: row.pending_edition,
        day: row.pending_day,
        chars: Number(row.pending_chars ?? 0),
        speedChars: Number(row.pending_speed_chars ?? 0),
        speedMs: Number(row.pending_speed_ms ?? 0),
      });
    }
  }
  await writeTypist(
    tx,
    { characterId, edition, now, day, wpm: figures.wpm },
    { reason, check, state, contribution, days },
  );
  if (!reason) {
    // Editions in one order: the bucket counts they move are then locked in one order by every writer.
    const editions = [...new Set(days.map((each) => each.edition))].sort();
    for (const each of editions) await rewriteWindows(tx, each, now, sql`${characterId}::int`);
  }
  return { counts: reason === null, reason };
}

interface DayContribution {
  edition: string;
  day: string;
  chars: number;
  speedChars: number;
  speedMs: number;
}

/**
 * The days' rows the attempt adds to, as a CTE of the statement that writes the learner's state. One insert can
 * touch a row only once, so contributions to the same edition and day are summed first.
 */
function addToDays(characterId: number, days: readonly DayContribution[], now: Date): SQL {
  const merged = new Map<string, DayContribution>();
  for (const add of days) {
    const key = `${add.edition}\n${add.day}`;
    const earlier = merged.get(key);
    merged.set(
      key,
      earlier
        ? {
            ...earlier,
            chars: earlier.chars + add.chars,
            speedChars: earlier.speedChars + add.speedChars,
            speedMs: earlier.speedMs + add.speedMs,
          }
        : add,
    );
  }
  const rows = [...merged.values()].map(
    (
      add,
    ) => sql`(${add.edition}, ${characterId}::int, ${add.day}::date, least(${add.chars}::bigint, 2147483647)::int,
      ${add.speedChars}::float8, ${add.speedMs}::float8, ${now}::timestamptz)`,
  );
  return sql`days as (
    insert into leaderboard_days (edition, character_id, day, chars, speed_chars, speed_ms, last_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (edition, character_id, day) do update set
      chars = least(leaderboard_days.chars::bigint + excluded.chars, 2147483647),
      speed_chars = leaderboard_days.speed_chars + excluded.speed_chars,
      speed_ms = leaderboard_days.speed_ms + excluded.speed_ms,
      last_at = excluded.last_at)`;
}

/** The leaderboards' reaction to a saved attempt (attempt/saved.ts), in its transaction. */
export const rankOnSave: AttemptSavedListener = async (tx, saved) => ({
  ranking: await rankAttempt(tx, {
    characterId: saved.row.characterId,
    edition: saved.edition,
    timeZone: saved.row.timeZone,
    kind: saved.kind,
    text: saved.text,
    keystrokes: saved.keystrokes,
    figures: saved.analysis,
    now: saved.now,
  }),
});
