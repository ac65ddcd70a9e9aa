import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  isMemberGame,
  GAME_ROUND_COST_POINTS,
  ITEM_GAMES,
  LOTTERY_DRAW_CRYSTALS,
  LOTTERY_DRAWS_PER_DAY,
  LOTTERY_PRIZES,
  type ApiPayload,
  type DiscountCard,
  type DrawResult,
  type GameItem,
  type GameRound,
  type Ledger,
  type LedgerEntry,
  type Lottery,
  type LotteryPrize,
  type Toolbox,
  type Wallet,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { ownCharacter } from '../character/service';
import { requireMembership } from '../user/tier';
import { claimDiscountCode, grantDiscountCard, toDiscountCard } from './cards';
import { countDay } from './economy-day';
import { grantItem, spendItem } from './items';
import { Replay, spend } from './ledger';
import { ensureWallet, lockWallet, readWallet } from './wallet';
import { pickPrize, prizeOdds, secureRandom, type Random } from './lottery';
import { refundUnstartedRounds } from './rounds';
import { discountCards, economyDays, economyItems, economyLedger, gameRounds } from './schema';

/** A prize as the lottery screen shows it: what it is and its chance. */
export function prizeView(prize: LotteryPrize): Lottery['prizes'][number] {
  return {
    id: prize.id,
    kind: prize.kind,
    item: prize.kind === 'item' ? prize.item : null,
    percent: prize.kind === 'discount' ? prize.percent : null,
    odds: prizeOdds(prize),
  };
}

/** GET /economy/wallet. */
export async function walletOf(context: ServerContext, userId: number, characterId: number): Promise<Wallet> {
  await ownCharacter(context.db, userId, characterId);
  const now = context.clock.now();
  await refundUnstartedRounds(context.db, now, characterId);
  return context.db.transaction(async (tx) => {
    await ensureWallet(tx, characterId, now);
    return readWallet(tx, characterId, now);
  });
}

/** GET /economy/ledger: newest first. */
export async function ledgerOf(
  context: ServerContext,
  userId: number,
  payload: ApiPayload<'ledger'>,
): Promise<Ledger> {
  await ownCharacter(context.db, userId, payload.characterId);
  await refundUnstartedRounds(context.db, context.clock.now(), payload.characterId);
  const limit = payload.limit ?? 30;
  const rows = await context.db
    .select()
    .from(economyLedger)
    .where(
      and(
        eq(economyLedger.characterId, payload.characterId),
        payload.currency ? eq(economyLedger.currency, payload.currency) : undefined,
        payload.before ? lt(economyLedger.id, payload.before) : undefined,
      ),
    )
    .orderBy(desc(economyLedger.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row): LedgerEntry => ({
      entryId: row.id,
      currency: row.currency as LedgerEntry['currency'],
      delta: row.delta,
      balanceAfter: row.balanceAfter,
      reason: row.reason as LedgerEntry['reason'],
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/**
 * POST /economy/round/start: charges the round's 50 points (a conditional update: never below zero, never twice
 * for one roundKey) and spends the chosen items, in one transaction with the round's row. A retry with the same
 * roundKey answers the round already started. The round then waits for the learner to begin it; one never begun
 * is given back (rounds.ts).
 */
export async function startRound(
  context: ServerContext,
  userId: number,
  payload: ApiPayload<'startRound'>,
): Promise<GameRound> {
  const character = await ownCharacter(context.db, userId, payload.characterId);
  if (character.type !== 'STUDENT') throw fail('CANNOT_START_LEARNING');
  // A members' game (MEMBER_GAMES) is neither started nor charged for anyone else.
  if (isMemberGame(payload.gameId)) await requireMembership(context, userId);
  const now = context.clock.now();
  const items = [...new Set(payload.items ?? [])];
  const misfit = items.find((item) => !ITEM_GAMES[item].includes(payload.gameId));
  if (misfit) throw fail('PARAMETER_ERROR', { fields: [{ path: 'items', message: 'PARAMETER_ERROR' }] });
  const key = `round:${payload.roundKey}`;
  // Rounds this learner left waiting too long are given back first: their points may pay for this one.
  await refundUnstartedRounds(context.db, now, character.id);
  try {
    return await context.db.transaction(async (tx) => {
      await ensureWallet(tx, character.id, now);
      const roundId = randomUUID();
      await spend(
        tx,
        {
          characterId: character.id,
          coin: 'points',
          amount: GAME_ROUND_COST_POINTS,
          reason: 'game-round',
          subject: payload.gameId,
        },
        key,
        now,
      );
      await tx.insert(gameRounds).values({
        id: roundId,
        characterId: character.id,
        gameId: payload.gameId,
        roundKey: payload.roundKey,
        cost: GAME_ROUND_COST_POINTS,
        items,
        startedAt: now,
      });
      for (const kind of items)
        await spendItem(tx, { characterId: character.id, kind, roundId, key: `${key}:${kind}`, now });
      return {
        roundId,
        gameId: payload.gameId,
        cost: GAME_ROUND_COST_POINTS,
        items,
        wallet: await readWallet(tx, character.id, now),
      };
    });
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    const [round] = await context.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.characterId, character.id), eq(gameRounds.roundKey, payload.roundKey)));
    if (!round) throw error;
    return {
      roundId: round.id,
      gameId: round.gameId,
      cost: round.cost,
      items: round.items as GameItem[],
      wallet: await readWallet(context.db, character.id, now),
    };
  }
}

/** GET /economy/toolbox. */
export async function toolboxOf(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<Toolbox> {
  await ownCharacter(context.db, userId, characterId);
  const now = context.clock.now();
  await refundUnstartedRounds(context.db, now, characterId);
  return context.db.transaction(async (tx) => {
    await ensureWallet(tx, characterId, now);
    const items = await tx
      .select()
      .from(economyItems)
      .where(eq(economyItems.characterId, characterId))
      .orderBy(desc(economyItems.id))
      .limit(200);
    const cards = await tx
      .select()
      .from(discountCards)
      .where(eq(discountCards.characterId, characterId))
      .orderBy(desc(discountCards.id))
      .limit(100);
    return {
      items: items.map((row) => ({
        itemId: row.id,
        kind: row.kind as GameItem,
        state: row.state as Toolbox['items'][number]['state'],
        source: row.source,
        createdAt: row.createdAt.toISOString(),
        usedAt: row.usedAt?.toISOString() ?? null,
      })),
      cards: cards.map((row) => toDiscountCard(row, now)),
    };
  });
}

/** POST /economy/toolbox/seen: what was received is now available. */
export async function markToolboxSeen(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<Toolbox> {
  await ownCharacter(context.db, userId, characterId);
  await context.db
    .update(economyItems)
    .set({ state: 'available' })
    .where(and(eq(economyItems.characterId, characterId), eq(economyItems.state, 'received')));
  await context.db
    .update(discountCards)
    .set({ state: 'available' })
    .where(and(eq(discountCards.characterId, characterId), eq(discountCards.state, 'received')));
  return toolboxOf(context, userId, characterId);
}

/** POST /economy/discount/redeem: a handed-out code joins the toolbox. */
export async function redeemDiscountCode(
  context: ServerContext,
  userId: number,
  payload: ApiPayload<'redeemDiscountCode'>,
): Promise<DiscountCard> {
  await ownCharacter(context.db, userId, payload.characterId);
  const now = context.clock.now();
  const card = await context.db.transaction((tx) =>
    claimDiscountCode(tx, { code: payload.code, characterId: payload.characterId, userId, now }),
  );
  return toDiscountCard(card, now);
}

/** GET /economy/lottery: every prize with its odds, and the wallet. */
export async function lotteryOf(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<Lottery> {
  return {
    prizes: LOTTERY_PRIZES.map(prizeView),
    wallet: await walletOf(context, userId, characterId),
  };
}

/**
 * Counts a draw on the character's day (at most LOTTERY_DRAWS_PER_DAY); a retry of a draw already made today is
 * answered (Replay), not refused.
 */
async function countDraw(tx: Executor, characterId: number, day: string, key: string): Promise<void> {
  await tx.insert(economyDays).values({ characterId, day }).onConflictDoNothing();
  const counted = await tx
    .update(economyDays)
    .set({ draws: sql`${economyDays.draws} + 1` })
    .where(
      and(
        eq(economyDays.characterId, characterId),
        eq(economyDays.day, day),
        lt(economyDays.draws, LOTTERY_DRAWS_PER_DAY),
      ),
    )
    .returning({ draws: economyDays.draws });
  if (counted.length > 0) return;
  const [earlier] = await tx
    .select({ id: economyLedger.id })
    .from(economyLedger)
    .where(and(eq(economyLedger.characterId, characterId), eq(economyLedger.idempotencyKey, key)));
  if (earlier) throw new Replay(key);
  throw fail('CHANCES_USED_UP');
}

/** Hands over a drawn prize that is a thing: a toolbox item or a discount card. */
async function grantPrize(
  tx: Executor,
  prize: LotteryPrize,
  owner: { characterId: number; userId: number },
  key: string,
  now: Date,
): Promise<Pick<DrawResult, 'item' | 'card'>> {
  if (prize.kind === 'item') {
    const row = await grantItem(tx, {
      characterId: owner.characterId,
      kind: prize.item,
      source: 'lottery',
      key: `${key}:prize`,
      now,
    });
    const item: DrawResult['item'] = {
      itemId: row.id,
      kind: prize.item,
      state: 'received',
      source: row.source,
      createdAt: row.createdAt.toISOString(),
      usedAt: null,
    };
    return { item, card: null };
  }
  if (prize.kind === 'discount') {
    const row = await grantDiscountCard(tx, { percent: prize.percent, now, source: 'lottery', owner });
    return { item: null, card: toDiscountCard(row, now) };
  }
  return { item: null, card: null };
}

/** The answer to a retried draw: the first draw's prize, as its ledger entry names it. */
async function replayedDraw(context: ServerContext, characterId: number, key: string, now: Date) {
  const [entry] = await context.db
    .select({ subject: economyLedger.subject })
    .from(economyLedger)
    .where(and(eq(economyLedger.characterId, characterId), eq(economyLedger.idempotencyKey, key)));
  const [prizeId, flag] = (entry?.subject ?? 'nothing').split(':');
  const prize = LOTTERY_PRIZES.find((candidate) => candidate.id === prizeId) ?? LOTTERY_PRIZES.at(-1)!;
  return {
    prize: prizeView(prize),
    guaranteed: flag === 'guaranteed',
    item: null,
    card: null,
    wallet: await readWallet(context.db, characterId, now),
  };
}

/**
 * POST /economy/lottery/draw: one draw for LOTTERY_DRAW_CRYSTALS crystals, at most LOTTERY_DRAWS_PER_DAY a day
 * (the character's day), a prize guaranteed after the empty draws of the pity rule. Everything in one
 * transaction under the wallet's lock; a retry with the same drawKey answers the first draw's prize.
 */
export async function drawLottery(
  context: ServerContext,
  userId: number,
  payload: ApiPayload<'drawLottery'>,
  random: Random = secureRandom,
): Promise<DrawResult> {
  const character = await ownCharacter(context.db, userId, payload.characterId);
  const now = context.clock.now();
  const key = `draw:${payload.drawKey}`;
  const characterId = character.id;
  try {
    return await context.db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, characterId, now);
      const { emptyDraws } = wallet;
      // The learner's day by the server's clock in the stored zone (ledger.ts economyDay).
      await countDraw(tx, characterId, await countDay(tx, characterId, wallet, now), key);
      const { prize, guaranteed } = pickPrize(emptyDraws, random);
      await spend(
        tx,
        {
          characterId,
          coin: 'crystals',
          amount: LOTTERY_DRAW_CRYSTALS,
          reason: 'lottery-draw',
          subject: guaranteed ? `${prize.id}:guaranteed` : prize.id,
        },
        key,
        now,
      );
      await tx.execute(
        sql`update economy_balances set empty_draws = ${prize.kind === 'nothing' ? emptyDraws + 1 : 0}
            where character_id = ${characterId}`,
      );
      const granted = await grantPrize(tx, prize, { characterId, userId }, key, now);
      return {
        prize: prizeView(prize),
        guaranteed,
        ...granted,
        wallet: await readWallet(tx, characterId, now),
      };
    });
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    return replayedDraw(context, characterId, key, now);
  }
}
