import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { LedgerReason } from '../../contracts';
import type { Executor } from '../db/database';
import { executePrepared } from '../db/prepared';
import { fail } from '../errors';
import type { LockedWallet } from './wallet';
import { economyBalances, economyLedger } from './schema';

/**
 * The ledger of points, crystals and items: every change of a balance is one entry under an idempotency key, with
 * the balance after it. The wallet row (wallet.ts), the caps' day (economy-day.ts) and the toolbox's items
 * (items.ts) write through it.
 */

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
export async function append(tx: Executor, entry: Entry): Promise<void> {
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
