import { and, eq } from 'drizzle-orm';
import type { MembershipCard, OrderState } from '../../contracts';
import type { Executor } from '../db/database';
import { releaseDiscountCard } from '../economy/cards';
import type { PaymentOutcome } from './providers';
import { membershipOrders } from './schema';
import { extendMembership } from './state';

/**
 * An order's changes of state (docs/MEMBERSHIP.md, "Orders"), each in the caller's transaction and each a
 * conditional update on the state: only a waiting order changes, so two changes at once cannot both apply.
 */

export type OrderRow = typeof membershipOrders.$inferSelect;

/** Ends a waiting order (not paid): its state, and the discount card it held goes back to the account. */
export async function endUnpaid(tx: Executor, row: OrderRow, state: OrderState, now: Date): Promise<boolean> {
  const [ended] = await tx
    .update(membershipOrders)
    .set({ state, endedAt: now })
    .where(and(eq(membershipOrders.id, row.id), eq(membershipOrders.state, 'WAITING_PAYMENT')))
    .returning({ id: membershipOrders.id });
  if (!ended) return false;
  if (row.discountCardId !== null)
    await releaseDiscountCard(tx, { userId: row.userId, orderRef: row.orderNo });
  return true;
}

/**
 * Applies a payment outcome to an order, once: only a waiting order changes, a paid one adds its card to the
 * membership with the order as its unique cause. A paid amount other than the order's counts as failed. Answers
 * whether the order changed.
 */
export async function settleOrder(
  tx: Executor,
  row: OrderRow,
  outcome: PaymentOutcome,
  amount: number,
  now: Date,
): Promise<boolean> {
  if (outcome !== 'paid' || amount !== row.amount) {
    const state = { paid: 'FAILED', failed: 'FAILED', cancelled: 'CANCELLED', closed: 'CLOSED' } as const;
    return endUnpaid(tx, row, state[outcome], now);
  }
  const [paid] = await tx
    .update(membershipOrders)
    .set({ state: 'PAID', paidAt: now, endedAt: now })
    .where(and(eq(membershipOrders.id, row.id), eq(membershipOrders.state, 'WAITING_PAYMENT')))
    .returning({ id: membershipOrders.id });
  if (!paid) return false;
  // A gift's activation code is made when the buyer asks to see it (revealGiftCode): no time for the buyer.
  if (row.gift) return true;
  const after = await extendMembership(tx, {
    userId: row.userId,
    kind: 'order',
    cause: `order:${row.orderNo}`,
    card: row.card as MembershipCard,
    now,
  });
  await tx
    .update(membershipOrders)
    .set({ membershipUntil: after.expiresAt })
    .where(eq(membershipOrders.id, row.id));
  if (after.tier === 'LIFETIME') await closeWaitingOrders(tx, row.userId, now);
  return true;
}

/** A lifetime member needs no card: orders still waiting are closed. */
export async function closeWaitingOrders(tx: Executor, userId: number, now: Date): Promise<void> {
  const waiting = await tx
    .select()
    .from(membershipOrders)
    .where(and(eq(membershipOrders.userId, userId), eq(membershipOrders.state, 'WAITING_PAYMENT')));
  for (const row of waiting) await endUnpaid(tx, row, 'CLOSED', now);
}
