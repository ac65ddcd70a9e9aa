import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  DAILY_POINTS_CAP,
  GAME_ITEMS,
  GAME_ROUND_COST_POINTS,
  LOTTERY_DRAW_CRYSTALS,
  LOTTERY_DRAWS_PER_DAY,
  LOTTERY_PITY_EMPTY_DRAWS,
  WELCOME_ITEMS,
  WELCOME_POINTS,
  type GameItem,
  type LedgerReason,
  type Wallet,
} from '../../contracts';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { dayIn } from '../attempt/days';
import { economyBalances, economyDays, economyItems, economyLedger } from './schema';

/** The two currencies a balance row holds. */
export type Coin = 'points' | 'crystals';

const column = (coin: Coin) => (coin === 'points' ? economyBalances.points : economyBalances.crystals);

/** An action's idempotency key was used before: the transaction rolls back and the first answer is given. */
export class Replay extends Error {
  constructor(readonly key: string) {
    super(`Idempotency key already used: ${key}`);
    this.name = 'Replay';
  }
}

/** A character's "today": its latest attempt's time zone (UTC before any attempt). */
export function todayOf(character: { timeZone: string | null }, now: Date): string {
  return dayIn(now, character.timeZone ?? 'UTC');
}

/** Whether the character has a ledger entry under this key. */
export async function hasEntry(tx: Executor, characterId: number, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: economyLedger.id })
    .from(economyLedger)
    .where(and(eq(economyLedger.characterId, characterId), eq(economyLedger.idempotencyKey, key)));
  return row !== undefined;
}

interface Entry {
  characterId: number;
  currency: Coin | 'items';
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  subject: string | null;
  key: string;
  now: Date;
}

/** Appends one ledger entry; a key used before rolls the transaction back (Replay). */
async function append(tx: Executor, entry: Entry): Promise<void> {
  const inserted = await tx
    .insert(economyLedger)
    .values({
      characterId: entry.characterId,
      currency: entry.currency,
      delta: entry.delta,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason,
      subject: entry.subject,
      idempotencyKey: entry.key,
      createdAt: entry.now,
    })
    .onConflictDoNothing({ target: [economyLedger.characterId, economyLedger.idempotencyKey] })
    .returning({ id: economyLedger.id });
  if (inserted.length === 0) throw new Replay(entry.key);
}

/** Makes the balance row the first time, with the welcome points and items (once). */
export async function ensureWallet(tx: Executor, characterId: number, now: Date): Promise<void> {
  const created = await tx
    .insert(economyBalances)
    .values({ characterId, updatedAt: now })
    .onConflictDoNothing()
    .returning({ characterId: economyBalances.characterId });
  if (created.length > 0) {
    await credit(
      tx,
      { characterId, coin: 'points', amount: WELCOME_POINTS, reason: 'welcome', subject: null },
      'welcome:points',
      now,
    );
    for (const kind of WELCOME_ITEMS)
      await grantItem(tx, { characterId, kind, source: 'welcome', key: `welcome:${kind}`, now });
  }
}

/**
 * Makes the balance row if needed, then locks it: every change of a character that holds the lock runs one after
 * the other, so "once" keys (a star, a streak day) and the daily caps are checked exactly.
 */
export async function lockWallet(
  tx: Executor,
  characterId: number,
  now: Date,
): Promise<{ emptyDraws: number }> {
  await ensureWallet(tx, characterId, now);
  const [row] = await tx
    .select({ emptyDraws: economyBalances.emptyDraws })
    .from(economyBalances)
    .where(eq(economyBalances.characterId, characterId))
    .for('update');
  return { emptyDraws: row?.emptyDraws ?? 0 };
}

/** Adds to a balance and appends the entry. The caller holds the wallet lock when the key may repeat. */
export async function credit(
  tx: Executor,
  entry: { characterId: number; coin: Coin; amount: number; reason: LedgerReason; subject: string | null },
  key: string,
  now: Date,
): Promise<number> {
  const target = column(entry.coin);
  const [row] = await tx
    .insert(economyBalances)
    .values({ characterId: entry.characterId, [entry.coin]: entry.amount, updatedAt: now })
    .onConflictDoUpdate({
      target: economyBalances.characterId,
      set: { [entry.coin]: sql`${target} + ${entry.amount}`, updatedAt: now },
    })
    .returning({ balance: target });
  const balance = row!.balance;
  await append(tx, {
    characterId: entry.characterId,
    currency: entry.coin,
    delta: entry.amount,
    balanceAfter: balance,
    reason: entry.reason,
    subject: entry.subject,
    key,
    now,
  });
  return balance;
}

/**
 * Takes `amount` from a balance: one conditional UPDATE (`... WHERE balance >= amount`), so concurrent spends can
 * never take more than there is; the ledger entry in the same transaction. A key used before throws Replay.
 */
export async function spend(
  tx: Executor,
  entry: { characterId: number; coin: Coin; amount: number; reason: LedgerReason; subject: string | null },
  key: string,
  now: Date,
): Promise<number> {
  if (await hasEntry(tx, entry.characterId, key)) throw new Replay(key);
  const target = column(entry.coin);
  const [row] = await tx
    .update(economyBalances)
    .set({ [entry.coin]: sql`${target} - ${entry.amount}`, updatedAt: now })
    .where(and(eq(economyBalances.characterId, entry.characterId), gte(target, entry.amount)))
    .returning({ balance: target });
  if (!row) throw fail(entry.coin === 'points' ? 'POINTS_INSUFFICIENT' : 'CRYSTALS_INSUFFICIENT');
  await append(tx, {
    characterId: entry.characterId,
    currency: entry.coin,
    delta: -entry.amount,
    balanceAfter: row.balance,
    reason: entry.reason,
    subject: entry.subject,
    key,
    now,
  });
  return row.balance;
}

const USABLE = ['received', 'available'] as const;

async function usableCount(tx: Executor, characterId: number, kind: GameItem): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(economyItems)
    .where(
      and(
        eq(economyItems.characterId, characterId),
        eq(economyItems.kind, kind),
        inArray(economyItems.state, [...USABLE]),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Puts a game item in the toolbox (state received) with its ledger entry. */
export async function grantItem(
  tx: Executor,
  grant: { characterId: number; kind: GameItem; source: string; key: string; now: Date },
): Promise<typeof economyItems.$inferSelect> {
  const [item] = await tx
    .insert(economyItems)
    .values({
      characterId: grant.characterId,
      kind: grant.kind,
      state: 'received',
      source: grant.source,
      createdAt: grant.now,
    })
    .returning();
  await append(tx, {
    characterId: grant.characterId,
    currency: 'items',
    delta: 1,
    balanceAfter: await usableCount(tx, grant.characterId, grant.kind),
    reason: grant.source === 'welcome' ? 'welcome' : grant.source === 'lottery' ? 'lottery-prize' : 'grant',
    subject: grant.kind,
    key: grant.key,
    now: grant.now,
  });
  return item!;
}

/**
 * Uses one game item of this kind in a round: the oldest usable one, by a conditional update on its state, so
 * two rounds can never use the same item. ITEM_NOT_AVAILABLE when there is none.
 */
export async function spendItem(
  tx: Executor,
  use: { characterId: number; kind: GameItem; roundId: string; key: string; now: Date },
): Promise<void> {
  const used = await tx.execute(sql`
    update economy_items set state = 'used', used_at = ${use.now}, round_id = ${use.roundId}
    where id = (
      select id from economy_items
      where character_id = ${use.characterId} and kind = ${use.kind} and state in ('received', 'available')
      order by id limit 1 for update skip locked
    ) and state in ('received', 'available')
    returning id`);
  if ((used as unknown as { rows: unknown[] }).rows.length === 0) throw fail('ITEM_NOT_AVAILABLE');
  await append(tx, {
    characterId: use.characterId,
    currency: 'items',
    delta: -1,
    balanceAfter: await usableCount(tx, use.characterId, use.kind),
    reason: 'item-used',
    subject: use.kind,
    key: use.key,
    now: use.now,
  });
}

/** The balances and today's figures. */
export async function readWallet(tx: Executor, characterId: number, day: string): Promise<Wallet> {
  const [balance] = await tx
    .select()
    .from(economyBalances)
    .where(eq(economyBalances.characterId, characterId));
  const [today] = await tx
    .select()
    .from(economyDays)
    .where(and(eq(economyDays.characterId, characterId), eq(economyDays.day, day)));
  const counts = await tx
    .select({ kind: economyItems.kind, count: sql<number>`count(*)::int` })
    .from(economyItems)
    .where(and(eq(economyItems.characterId, characterId), inArray(economyItems.state, [...USABLE])))
    .groupBy(economyItems.kind);
  const items = Object.fromEntries(GAME_ITEMS.map((kind) => [kind, 0])) as Record<GameItem, number>;
  for (const row of counts) if (row.kind in items) items[row.kind as GameItem] = Number(row.count);
  return {
    characterId,
    points: balance?.points ?? 0,
    crystals: balance?.crystals ?? 0,
    day,
    pointsToday: today?.pointsEarned ?? 0,
    dailyPointsCap: DAILY_POINTS_CAP,
    drawsToday: today?.draws ?? 0,
    drawsPerDay: LOTTERY_DRAWS_PER_DAY,
    drawCost: LOTTERY_DRAW_CRYSTALS,
    gameCost: GAME_ROUND_COST_POINTS,
    emptyDraws: balance?.emptyDraws ?? 0,
    pity: LOTTERY_PITY_EMPTY_DRAWS,
    items,
  };
}
