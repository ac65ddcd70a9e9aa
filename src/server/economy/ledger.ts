import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
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
import { addDays } from '../../engine';
import type { Executor } from '../db/database';
import { executePrepared, rawBoolean } from '../db/prepared';
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

/** What a balance row keeps of the caps' day: its zone, a change asked for, the last day counted. */
export interface DayClock {
  timeZone: string | null;
  nextTimeZone: string | null;
  nextZoneFrom: string | null;
  lastDay: string | null;
}

/**
 * The day the daily caps count (the points cap, the lottery's draws, a streak's or a plan's crystals): the
 * server's now in the learner's stored zone, never the client's clock. A zone change asked for takes effect on the
 * next day of the zone in force, and the day never goes back to one already counted, so neither a back-dated
 * attempt nor a zone flipped from one side of the date line to the other opens a new day's caps. With `stated`
 * (the zone an attempt names), the first zone of a learner who never counted a day is taken at once, and any other
 * becomes the change asked for (asking again for the same change keeps its date). Answers the day and the row's
 * new state.
 */
export function economyDay(clock: DayClock, now: Date, stated?: string): { day: string; next: DayClock } {
  let { timeZone, nextTimeZone, nextZoneFrom } = clock;
  if (timeZone === null && clock.lastDay === null && stated !== undefined) timeZone = stated;
  let zone = timeZone ?? 'UTC';
  if (nextTimeZone !== null && nextZoneFrom !== null && dayIn(now, zone) >= nextZoneFrom) {
    zone = timeZone = nextTimeZone;
    nextTimeZone = nextZoneFrom = null;
  }
  if (stated !== undefined && stated !== zone && stated !== nextTimeZone) {
    nextTimeZone = stated;
    nextZoneFrom = addDays(dayIn(now, zone), 1);
  } else if (stated !== undefined && stated === zone) nextTimeZone = nextZoneFrom = null;
  const today = dayIn(now, zone);
  const day = clock.lastDay !== null && clock.lastDay > today ? clock.lastDay : today;
  return { day, next: { timeZone, nextTimeZone, nextZoneFrom, lastDay: day } };
}

/**
 * Counts a day on a LOCKED wallet (`lockWallet`'s answer): works out the caps' day (`economyDay`) and stores the
 * zone and the day with the balance row. Answers the day.
 */
export async function countDay(
  tx: Executor,
  characterId: number,
  wallet: LockedWallet,
  now: Date,
  stated?: string,
): Promise<string> {
  const { day, next } = economyDay(wallet, now, stated);
  if (
    next.timeZone !== wallet.timeZone ||
    next.nextTimeZone !== wallet.nextTimeZone ||
    next.nextZoneFrom !== wallet.nextZoneFrom ||
    next.lastDay !== wallet.lastDay
  ) {
    await tx
      .update(economyBalances)
      .set({
        timeZone: next.timeZone,
        nextTimeZone: next.nextTimeZone,
        nextZoneFrom: next.nextZoneFrom,
        lastDay: next.lastDay,
      })
      .where(eq(economyBalances.characterId, characterId));
  }
  return day;
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

/** The welcome points and items, given once when the balance row is made. */
async function welcome(tx: Executor, characterId: number, now: Date): Promise<void> {
  await credit(
    tx,
    { characterId, coin: 'points', amount: WELCOME_POINTS, reason: 'welcome', subject: null },
    'welcome:points',
    now,
  );
  for (const kind of WELCOME_ITEMS)
    await grantItem(tx, { characterId, kind, source: 'welcome', key: `welcome:${kind}`, now });
}

/** Makes the balance row the first time, with the welcome points and items (once). */
export async function ensureWallet(tx: Executor, characterId: number, now: Date): Promise<void> {
  const created = await tx
    .insert(economyBalances)
    .values({ characterId, updatedAt: now })
    .onConflictDoNothing()
    .returning({ characterId: economyBalances.characterId });
  if (created.length > 0) await welcome(tx, characterId, now);
}

/** A locked balance row, as lockWallet reads it. */
export interface LockedWallet extends DayClock {
  points: number;
  crystals: number;
  emptyDraws: number;
}

/**
 * Makes the balance row if needed and locks it, in one statement (an upsert locks the row it meets): every
 * change of a character that holds the lock runs one after the other, so "once" keys (a star, a streak day) and
 * the daily caps are checked exactly. Answers the balances as locked.
 */
export async function lockWallet(tx: Executor, characterId: number, now: Date): Promise<LockedWallet> {
  const locked = (await executePrepared(
    tx,
    sql`
    insert into economy_balances (character_id, updated_at) values (${characterId}::int, ${now}::timestamptz)
    on conflict (character_id) do update set character_id = excluded.character_id
    returning xmax = 0 as created, points, crystals, empty_draws, time_zone, next_time_zone,
      next_zone_from::text as next_zone_from, last_day::text as last_day`,
  )) as {
    rows: {
      created: boolean | string;
      points: number | string;
      crystals: number | string;
      empty_draws: number | string;
      time_zone: string | null;
      next_time_zone: string | null;
      next_zone_from: string | null;
      last_day: string | null;
    }[];
  };
  const row = locked.rows[0]!;
  const clock: DayClock = {
    timeZone: row.time_zone,
    nextTimeZone: row.next_time_zone,
    nextZoneFrom: row.next_zone_from,
    lastDay: row.last_day,
  };
  if (rawBoolean(row.created)) {
    await welcome(tx, characterId, now);
    const [after] = await tx
      .select({
        points: economyBalances.points,
        crystals: economyBalances.crystals,
        emptyDraws: economyBalances.emptyDraws,
      })
      .from(economyBalances)
      .where(eq(economyBalances.characterId, characterId));
    return { ...after!, ...clock };
  }
  return {
    points: Number(row.points),
    crystals: Number(row.crystals),
    emptyDraws: Number(row.empty_draws),
    ...clock,
  };
}

/** An entry of `creditAll`: what it adds and under which key. */
export interface Credit {
  coin: Coin;
  amount: number;
  reason: LedgerReason;
  subject: string | null;
  key: string;
}

/**
 * Adds several credits to a LOCKED wallet (`wallet` is what lockWallet answered) in one statement: the balances
 * and every ledger entry, each with the balance after it, in the order given. A key used before rolls the
 * transaction back (Replay), as `credit` does. `extra` is more of the statement's CTEs (the caller's own writes
 * that must commit with the credits).
 */
export async function creditAll(
  tx: Executor,
  characterId: number,
  wallet: LockedWallet,
  credits: readonly Credit[],
  now: Date,
  extra?: SQL,
): Promise<void> {
  if (credits.length === 0 && !extra) return;
  const balance = { points: wallet.points, crystals: wallet.crystals };
  const entries = credits.map((each) => {
    balance[each.coin] += each.amount;
    return sql`(${characterId}::int, ${each.coin}, ${each.amount}::int, ${balance[each.coin]}::int, ${each.reason},
      ${each.subject}, ${each.key}, ${now}::timestamptz)`;
  });
  const parts: SQL[] = [];
  if (extra) parts.push(extra);
  if (credits.length > 0) {
    parts.push(sql`balances as (
      update economy_balances set points = points + ${balance.points - wallet.points}::int,
        crystals = crystals + ${balance.crystals - wallet.crystals}::int, updated_at = ${now}::timestamptz
      where character_id = ${characterId}::int)`);
    parts.push(sql`entries as (
      insert into economy_ledger (character_id, currency, delta, balance_after, reason, subject, idempotency_key,
        created_at)
      values ${sql.join(entries, sql`, `)}
      on conflict (character_id, idempotency_key) do nothing
      returning idempotency_key)`);
  }
  const written = (await executePrepared(
    tx,
    sql`
    with ${sql.join(parts, sql`, `)}
    select ${credits.length > 0 ? sql`(select count(*) from entries)::int` : sql`0`} as entries`,
  )) as {
    rows: { entries: number | string }[];
  };
  if (Number(written.rows[0]?.entries ?? 0) !== credits.length)
    throw new Replay(credits.map((c) => c.key).join(','));
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

/**
 * Gives back the items a round used (the round was never begun): each returns to `available`, with a ledger
 * entry under the round's refund key. Answers the kinds returned.
 */
export async function returnRoundItems(
  tx: Executor,
  back: { characterId: number; roundId: string; reason: LedgerReason; key: string; now: Date },
): Promise<GameItem[]> {
  const returned = await tx
    .update(economyItems)
    .set({ state: 'available', usedAt: null, roundId: null })
    .where(
      and(
        eq(economyItems.characterId, back.characterId),
        eq(economyItems.roundId, back.roundId),
        eq(economyItems.state, 'used'),
      ),
    )
    .returning({ kind: economyItems.kind });
  const kinds = returned.map((row) => row.kind as GameItem);
  for (const kind of kinds) {
    await append(tx, {
      characterId: back.characterId,
      currency: 'items',
      delta: 1,
      balanceAfter: await usableCount(tx, back.characterId, kind),
      reason: back.reason,
      subject: kind,
      key: `${back.key}:${kind}`,
      now: back.now,
    });
  }
  return kinds;
}

/** The balances and today's figures. */
export async function readWallet(tx: Executor, characterId: number, now: Date): Promise<Wallet> {
  const [balance] = await tx
    .select()
    .from(economyBalances)
    .where(eq(economyBalances.characterId, characterId));
  const { day } = economyDay(
    balance ?? { timeZone: null, nextTimeZone: null, nextZoneFrom: null, lastDay: null },
    now,
  );
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
