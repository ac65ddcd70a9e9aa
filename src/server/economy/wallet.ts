import { and, eq, inArray, sql } from 'drizzle-orm';
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
  type Wallet,
} from '../../contracts';
import type { Executor } from '../db/database';
import { executePrepared, rawBoolean } from '../db/prepared';
import { economyDay, type DayClock } from './economy-day';
import { grantItem, USABLE } from './items';
import { credit } from './ledger';
import { economyBalances, economyDays, economyItems } from './schema';

/** A character's wallet: its balance row (made with the welcome gifts), locked for a change, read for the page. */

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
