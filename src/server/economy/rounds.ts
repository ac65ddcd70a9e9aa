import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ROUND_BEGIN_MINUTES, type ApiPayload, type RoundState } from '../../contracts';
import type { ServerContext } from '../context';
import type { Database, Executor } from '../db/database';
import { fail } from '../errors';
import type { Clock } from '../shared/clock';
import { scheduleJob } from '../shared/jobs';
import { ownCharacter } from '../character/service';
import { returnRoundItems } from './items';
import { credit } from './ledger';
import { readWallet } from './wallet';
import { gameRounds } from './schema';
import { MINUTE } from '../shared/clock';

/**
 * A game round is charged when the learner chooses the game (the items are needed to build it) and really starts
 * when the learner presses Enter on the game's title (`beginRound`). A round never begun is given back, its points
 * and items with a ledger entry naming the cause:
 *
 * - `round-left`: the page was left first (the app asks at once: on leaving the game center, on `pagehide` with a
 *   request that outlives the page, or on the next visit);
 * - `round-unstarted`: not begun within ROUND_BEGIN_MINUTES (the tab was closed with no request getting through):
 *   the server's timer sweeps such rounds every minute, and the character's next economy read gives back its own.
 *
 * Begun, finished (`claimRound`) and given back are each one conditional update of the round's row, so a round is
 * never both played and refunded, nor refunded twice.
 */

type RefundCause = 'round-left' | 'round-unstarted';

const BEGIN_MS = ROUND_BEGIN_MINUTES * MINUTE;
/** Rounds one sweep gives back at most (the timer comes back a minute later). */
const SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = MINUTE;

/** Gives a waiting round back in the caller's transaction; false when it was begun, finished or given back. */
async function refundRound(
  tx: Executor,
  round: { roundId: string; characterId: number },
  cause: RefundCause,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(gameRounds)
    .set({ refundedAt: now })
    .where(
      and(
        eq(gameRounds.id, round.roundId),
        eq(gameRounds.characterId, round.characterId),
        isNull(gameRounds.beganAt),
        isNull(gameRounds.refundedAt),
        isNull(gameRounds.attemptId),
      ),
    )
    .returning({ gameId: gameRounds.gameId, cost: gameRounds.cost });
  if (!row) return false;
  const key = `refund:${round.roundId}`;
  await credit(
    tx,
    { characterId: round.characterId, coin: 'points', amount: row.cost, reason: cause, subject: row.gameId },
    key,
    now,
  );
  await returnRoundItems(tx, {
    characterId: round.characterId,
    roundId: round.roundId,
    reason: cause,
    key,
    now,
  });
  return true;
}

/**
 * Gives back the rounds not begun within ROUND_BEGIN_MINUTES: one character's (on its next economy read) or
 * anyone's (the timer), at most SWEEP_BATCH at a time, each in its own transaction. Answers how many.
 */
export async function refundUnstartedRounds(db: Database, now: Date, characterId?: number): Promise<number> {
  const due = await db
    .select({ roundId: gameRounds.id, characterId: gameRounds.characterId })
    .from(gameRounds)
    .where(
      and(
        isNull(gameRounds.beganAt),
        isNull(gameRounds.refundedAt),
        isNull(gameRounds.attemptId),
        lte(gameRounds.startedAt, new Date(now.getTime() - BEGIN_MS)),
        characterId === undefined ? undefined : eq(gameRounds.characterId, characterId),
      ),
    )
    .orderBy(gameRounds.startedAt)
    .limit(SWEEP_BATCH);
  let refunded = 0;
  for (const round of due) {
    if (await db.transaction((tx) => refundRound(tx, round, 'round-unstarted', now))) refunded++;
  }
  return refunded;
}

/** Gives back unbegun rounds every minute, off the request path, on one server (scheduleJob); returns its stop. */
export function scheduleRoundRefunds(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return scheduleJob(db, clock, log, 'round-refunds', SWEEP_EVERY_MS, () =>
    refundUnstartedRounds(db, clock.now()),
  ).stop;
}

async function roundState(
  context: ServerContext,
  character: { id: number; timeZone: string | null },
  roundId: string,
): Promise<RoundState> {
  const [row] = await context.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.characterId, character.id)));
  if (!row) throw fail('PARAMETER_ERROR', { fields: [{ path: 'roundId', message: 'PARAMETER_ERROR' }] });
  const state = row.refundedAt
    ? 'refunded'
    : row.attemptId !== null
      ? 'finished'
      : row.beganAt
        ? 'playing'
        : 'waiting';
  return {
    roundId,
    state,
    wallet: await readWallet(context.db, character.id, context.clock.now()),
  };
}

/**
 * POST /economy/round/begin: the learner pressed Enter; the round is played and is no longer given back. A round
 * that waited longer than ROUND_BEGIN_MINUTES is given back instead (`refunded`: the app charges a new one).
 */
export async function beginRound(
  context: ServerContext,
  userId: number,
  payload: ApiPayload<'beginRound'>,
): Promise<RoundState> {
  const character = await ownCharacter(context.db, userId, payload.characterId);
  const now = context.clock.now();
  const round = { roundId: payload.roundId, characterId: character.id };
  await context.db
    .update(gameRounds)
    .set({ beganAt: now })
    .where(
      and(
        eq(gameRounds.id, round.roundId),
        eq(gameRounds.characterId, round.characterId),
        isNull(gameRounds.beganAt),
        isNull(gameRounds.refundedAt),
        gt(gameRounds.startedAt, new Date(now.getTime() - BEGIN_MS)),
      ),
    );
  await context.db.transaction((tx) => refundRound(tx, round, 'round-unstarted', now));
  return roundState(context, character, payload.roundId);
}

/** POST /economy/round/leave: the page was left before the round began; it is given back at once. */
export async function leaveRound(
  context: ServerContext,
  userId: number,
  payload: ApiPayload<'leaveRound'>,
): Promise<RoundState> {
  const character = await ownCharacter(context.db, userId, payload.characterId);
  const now = context.clock.now();
  await context.db.transaction((tx) =>
    refundRound(tx, { roundId: payload.roundId, characterId: character.id }, 'round-left', now),
  );
  return roundState(context, character, payload.roundId);
}
