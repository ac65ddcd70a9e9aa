import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GameItem, LedgerReason } from '../../contracts';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { append } from './ledger';
import { economyItems } from './schema';

/** The toolbox's game items: granted, used in a round, given back; each change an entry of the ledger. */

/** The states in which an item can still be used. */
export const USABLE = ['received', 'available'] as const;

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
