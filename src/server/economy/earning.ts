import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  CRYSTALS_PER_NEW_STAR,
  CRYSTALS_PER_PLAN,
  CRYSTALS_PER_STREAK_DAY,
  DAILY_POINTS_CAP,
  POINTS_PER_NEW_STAR,
  POINTS_PER_PASS,
  PRACTICE_CHARS_PER_POINT,
  PRACTICE_MIN_ACCURACY,
  PRACTICE_POINTS_MAX,
  type AttemptReward,
  type LedgerReason,
} from '../../contracts';
import { GETTING_STARTED } from '../../content/finger-course/chapters-home';
import { addDays } from '../../engine';
import type { Executor } from '../db/database';
import { executePrepared, rawBoolean, rawJson } from '../db/prepared';
import { countDay } from './economy-day';
import { creditAll, type Credit } from './ledger';
import { lockWallet } from './wallet';
import { gameRounds } from './schema';
import type { AttemptSavedListener } from '../attempt/saved';

/** The finger tutorial (how to sit, the first two keys): it earns nothing (spec section 9). */
export const FINGER_TUTORIAL_SLUGS: ReadonlySet<string> = new Set(
  GETTING_STARTED.lessons.map((lesson) => lesson.slug),
);

/** What the earning rule looks at in a stored attempt. */
export interface EarningAttempt {
  kind: 'lesson' | 'game' | 'practice';
  lessonSlug: string | null;
  finished: boolean;
  accuracy: number;
  correctChars: number;
  /** Stars of this attempt (lessons). */
  stars: number | null;
  /** The lesson's best stars before this attempt (0 when never taken). */
  previousStars: number;
  /** A game round: whether the server started (and charged) it. */
  roundPaid: boolean | null;
}

/**
 * Points an attempt earns before the daily cap (docs/ECONOMY.md). A lesson: 10 per star reached for the first
 * time and 2 for passing, so repeating a one-star lesson earns 2 while a new lesson earns 12 to 32. Practice and
 * paid game rounds: a point per 20 correct characters at 80 % accuracy or better, at most 5. Nothing for the
 * finger tutorial, an unfinished attempt or a round the server never started.
 */
export function pointsFor(attempt: EarningAttempt): number {
  if (!attempt.finished) return 0;
  if (attempt.kind === 'lesson') {
    if (attempt.lessonSlug === null || FINGER_TUTORIAL_SLUGS.has(attempt.lessonSlug)) return 0;
    const stars = attempt.stars ?? 0;
    const newStars = Math.max(0, stars - attempt.previousStars);
    return newStars * POINTS_PER_NEW_STAR + (stars >= 1 ? POINTS_PER_PASS : 0);
  }
  if (attempt.kind === 'game' && !attempt.roundPaid) return 0;
  if (attempt.accuracy < PRACTICE_MIN_ACCURACY) return 0;
  return Math.min(PRACTICE_POINTS_MAX, Math.floor(attempt.correctChars / PRACTICE_CHARS_PER_POINT));
}

/** The star levels an attempt reaches for the first time (each earns a crystal once). */
export function newStarLevels(attempt: EarningAttempt): number[] {
  if (attempt.kind !== 'lesson' || !attempt.finished || attempt.lessonSlug === null) return [];
  if (FINGER_TUTORIAL_SLUGS.has(attempt.lessonSlug)) return [];
  const levels: number[] = [];
  for (let level = attempt.previousStars + 1; level <= (attempt.stars ?? 0); level++) levels.push(level);
  return levels;
}

/**
 * Marks a game round as finished by this attempt, once: the round must have been started by the server for this
 * character and game, and be neither finished nor given back (rounds.ts). Answers whether the round was paid.
 */
export async function claimRound(
  tx: Executor,
  round: { roundId: string | undefined; characterId: number; gameId: string | null; attemptId: number },
): Promise<boolean> {
  if (!round.roundId || !round.gameId) return false;
  const claimed = await tx
    .update(gameRounds)
    .set({ attemptId: round.attemptId })
    .where(
      and(
        eq(gameRounds.id, round.roundId),
        eq(gameRounds.characterId, round.characterId),
        eq(gameRounds.gameId, round.gameId),
        sql`${gameRounds.attemptId} is null`,
        sql`${gameRounds.refundedAt} is null`,
      ),
    )
    .returning({ id: gameRounds.id });
  return claimed.length > 0;
}

/** What the once-keys and the daily cap of an attempt's rewards depend on, read in one statement. */
interface EarningFacts {
  earnedToday: number;
  yesterdayAttempts: number;
  paidKeys: Set<string>;
  /** Whether the day holds a warm-up, a passed course lesson and a game round: today's plan, finished. */
  planFinished: boolean;
}

async function readFacts(
  tx: Executor,
  characterId: number,
  day: string,
  keys: readonly string[],
  withPlan: boolean,
): Promise<EarningFacts> {
  const result = (await executePrepared(
    tx,
    sql`
    select
      (select points_earned from economy_days where character_id = ${characterId}::int and day = ${day}::date)
        as earned,
      (select attempts from daily_totals where character_id = ${characterId}::int and day = ${addDays(day, -1)}::date)
        as yesterday,
      ${
        keys.length > 0
          ? sql`(select coalesce(json_agg(idempotency_key), '[]'::json) from economy_ledger
              where character_id = ${characterId}::int
                and idempotency_key in (${sql.join(
                  keys.map((key) => sql`${key}`),
                  sql`, `,
                )}))`
          : sql`'[]'::json`
      } as paid,
      ${
        withPlan
          ? sql`(select bool_or(kind = 'lesson' and lesson_slug like 'adaptive-%')
                and bool_or(kind = 'lesson' and lesson_slug not like 'adaptive-%' and stars >= 1)
                and bool_or(kind = 'game' and finished)
              from attempts where character_id = ${characterId}::int and day = ${day}::date)`
          : sql`false`
      } as plan`,
  )) as {
    rows: {
      earned: number | string | null;
      yesterday: number | string | null;
      paid: string[] | string;
      plan: boolean | string | null;
    }[];
  };
  const row = result.rows[0]!;
  return {
    earnedToday: Number(row.earned ?? 0),
    yesterdayAttempts: Number(row.yesterday ?? 0),
    paidKeys: new Set(rawJson<string[]>(row.paid)),
    planFinished: rawBoolean(row.plan),
  };
}

/**
 * Pays what a stored attempt earned, in the transaction that stored it: points (under the daily cap of the day
 * it reaches the server, in the learner's stored zone: `countDay`, never the attempt's own date), crystals for new
 * stars, a streak day and today's plan (each keyed by what it rewards, so it is paid once whatever attempt reaches
 * it). Only STUDENT characters earn. The attempt's zone is the learner's stated zone (`countDay` takes a change
 * from the next day). Four statements at most whatever it pays: lock the wallet, note the day, read what the
 * rules depend on, write every credit.
 */
export async function awardAttempt(
  tx: Executor,
  input: {
    characterType: string;
    characterId: number;
    attemptId: number;
    /** The zone the attempt names (the learner's stated zone). */
    timeZone: string;
    subject: string | null;
    attempt: EarningAttempt;
    now: Date;
  },
): Promise<AttemptReward> {
  const { characterId, attempt, now } = input;
  const reward: AttemptReward = { points: 0, crystals: 0, pointsCapped: 0, roundPaid: attempt.roundPaid };
  if (input.characterType !== 'STUDENT') return reward;
  if (attempt.kind === 'lesson' && attempt.lessonSlug && FINGER_TUTORIAL_SLUGS.has(attempt.lessonSlug))
    return reward;
  const wallet = await lockWallet(tx, characterId, now);
  const day = await countDay(tx, characterId, wallet, now, input.timeZone);

  const points = pointsFor(attempt);
  const gifts: Credit[] = newStarLevels(attempt).map((level) => ({
    coin: 'crystals',
    amount: CRYSTALS_PER_NEW_STAR,
    reason: 'new-star',
    subject: attempt.lessonSlug,
    key: `star:${attempt.lessonSlug}:${level}`,
  }));
  if (attempt.finished) {
    gifts.push(
      {
        coin: 'crystals',
        amount: CRYSTALS_PER_STREAK_DAY,
        reason: 'streak',
        subject: day,
        key: `streak:${day}`,
      },
      { coin: 'crystals', amount: CRYSTALS_PER_PLAN, reason: 'plan', subject: day, key: `plan:${day}` },
    );
  }
  if (points === 0 && gifts.length === 0) return reward;
  const facts = await readFacts(
    tx,
    characterId,
    day,
    gifts.map((gift) => gift.key),
    attempt.finished,
  );

  const credits: Credit[] = [];
  let extra: SQL | undefined;
  if (points > 0) {
    const granted = Math.max(0, Math.min(points, DAILY_POINTS_CAP - facts.earnedToday));
    reward.pointsCapped = points - granted;
    if (granted > 0) {
      extra = sql`earned as (
        insert into economy_days (character_id, day, points_earned)
        values (${characterId}::int, ${day}::date, ${granted}::int)
        on conflict (character_id, day) do update set
          points_earned = economy_days.points_earned + excluded.points_earned)`;
      const reason: LedgerReason = attempt.kind;
      credits.push({
        coin: 'points',
        amount: granted,
        reason,
        subject: input.subject,
        key: `attempt:${input.attemptId}`,
      });
      reward.points = granted;
    }
  }
  for (const gift of gifts) {
    if (facts.paidKeys.has(gift.key)) continue;
    if (gift.reason === 'streak' && facts.yesterdayAttempts === 0) continue;
    if (gift.reason === 'plan' && !facts.planFinished) continue;
    credits.push(gift);
    reward.crystals += gift.amount;
  }
  await creditAll(tx, characterId, wallet, credits, now, extra);
  return reward;
}

/**
 * Economy's reaction to a saved attempt (attempt/saved.ts), in its transaction: a game attempt finishes its paid
 * round, then the attempt earns what it earns.
 */
export const payForAttempt: AttemptSavedListener = async (tx, saved) => {
  const { row, analysis } = saved;
  const roundPaid =
    saved.kind === 'game'
      ? await claimRound(tx, {
          roundId: saved.roundId,
          characterId: row.characterId,
          gameId: row.gameId,
          attemptId: row.id,
        })
      : null;
  const reward = await awardAttempt(tx, {
    characterType: saved.characterType,
    characterId: row.characterId,
    attemptId: row.id,
    timeZone: row.timeZone,
    subject: row.lessonSlug ?? row.gameId ?? row.practiceId,
    attempt: {
      kind: saved.kind,
      lessonSlug: row.lessonSlug,
      finished: analysis.finished,
      accuracy: analysis.accuracy,
      correctChars: analysis.correctChars,
      stars: row.stars,
      previousStars: saved.previousStars,
      roundPaid,
    },
    now: saved.now,
  });
  return { reward };
};
