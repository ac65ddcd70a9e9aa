import { randomInt } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import {
  ORDER_PAYMENT_MINUTES,
  PRICES,
  discountedPrice,
  type CreateOrderPayload,
  type Edition,
  type MembershipCard,
  type Order,
  type OrderState,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail, isUniqueViolation } from '../errors';
import { findRedeemableCard, redeemDiscountCard, releaseDiscountCard } from '../economy/cards';
import { requireUser } from '../user/users';
import { PROVIDERS, type PaymentOutcome } from './providers';
import { membershipOrders } from './schema';
import { checkCanBuy, extendMembership } from './state';

export type OrderRow = typeof membershipOrders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    orderNo: row.orderNo,
    card: row.card as MembershipCard,
    state: row.state as OrderState,
    channel: row.channel as Order['channel'],
    currency: row.currency as Order['currency'],
    listPrice: row.listPrice,
    amount: row.amount,
    discountPercent: row.discountPercent,
    createdAt: row.createdAt.toISOString(),
    payBefore: row.payBefore.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentUrl: row.state === 'WAITING_PAYMENT' ? row.paymentUrl : null,
    paymentToken: row.state === 'WAITING_PAYMENT' && row.channel === 'apple' ? row.paymentRef : null,
    membershipUntil: row.membershipUntil?.toISOString() ?? null,
    gift: row.gift,
    giftCodeShown: row.giftCodeId !== null,
  };
}

/** A merchant order number: KQ, the day (UTC) and 10 random digits. */
function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const digits = Array.from({ length: 10 }, () => randomInt(0, 10)).join('');
  return `KQ${day}${digits}`;
}

/** Ends a waiting order (not paid): its state, and the discount card it held goes back to the account. */
async function endUnpaid(tx: Executor, row: OrderRow, state: OrderState, now: Date): Promise<boolean> {
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

/** Orders of an account whose payment time has passed become EXPIRED (looked at whenever orders are read). */
export async function expireStaleOrders(context: ServerContext, userId: number): Promise<void> {
  const now = context.clock.now();
  const stale = await context.db
    .select()
    .from(membershipOrders)
    .where(
      and(
        eq(membershipOrders.userId, userId),
        eq(membershipOrders.state, 'WAITING_PAYMENT'),
        lte(membershipOrders.payBefore, now),
      ),
    );
  for (const row of stale) await context.db.transaction((tx) => endUnpaid(tx, row, 'EXPIRED', now));
}

/**
 * Applies a payment outcome to an order, in the caller's transaction, once: only a waiting order changes (a
 * conditional update), a paid one adds its card to the membership with the order as its unique cause. A paid
 * amount other than the order's counts as failed. Answers whether the order changed.
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

/**
 * A new order for a card at the edition's price, less a discount card of the account (redeemed against the
 * order in the same transaction, so it pays for one order only). An account has at most one order waiting for
 * payment: another answers ORDER_UNPAID ("continue or cancel").
 */
export async function createOrder(
  context: ServerContext,
  userId: number,
  payload: CreateOrderPayload,
  edition: Edition,
): Promise<Order> {
  const now = context.clock.now();
  const buyer = await requireUser(context.db, userId);
  // A gift adds nothing to the buyer: a lifetime member may give one too.
  if (!payload.gift) checkCanBuy(buyer, now);
  else if (buyer.isGuest) throw fail('MEMBERSHIP_NEEDS_ACCOUNT');
  await expireStaleOrders(context, userId);
  const provider = PROVIDERS.sandbox!;
  const price = PRICES[edition];
  const listPrice = price.cards[payload.card];
  try {
    const row = await context.db.transaction(async (tx) => {
      const [waiting] = await tx
        .select({ id: membershipOrders.id })
        .from(membershipOrders)
        .where(and(eq(membershipOrders.userId, userId), eq(membershipOrders.state, 'WAITING_PAYMENT')));
      if (waiting) throw fail('ORDER_UNPAID');
      const discount = payload.discountCode
        ? await findRedeemableCard(tx, { userId, code: payload.discountCode, now })
        : null;
      if (payload.discountCode && !discount) throw fail('DISCOUNT_CODE_INVALID');
      const orderNo = newOrderNo(now);
      const amount = discountedPrice(listPrice, discount?.percent ?? null);
      const [created] = await tx
        .insert(membershipOrders)
        .values({
          orderNo,
          userId,
          card: payload.card,
          state: 'WAITING_PAYMENT',
          channel: payload.channel ?? 'web',
          provider: provider.name,
          currency: price.currency,
          listPrice,
          amount,
          discountCardId: discount?.id ?? null,
          discountPercent: discount?.percent ?? null,
          gift: payload.gift ?? false,
          createdAt: now,
          payBefore: new Date(now.getTime() + ORDER_PAYMENT_MINUTES * 60_000),
        })
        .returning();
      if (!created) throw new Error('The order was not created.');
      if (
        discount &&
        !(await redeemDiscountCard(tx, { cardId: discount.id, userId, orderRef: orderNo, now }))
      )
        throw fail('DISCOUNT_CODE_INVALID');
      const payment = await provider.createPayment(context, tx, {
        orderNo,
        amount,
        currency: price.currency,
        card: payload.card,
      });
      const [opened] = await tx
        .update(membershipOrders)
        .set({ paymentRef: payment.paymentRef, paymentUrl: payment.paymentUrl })
        .where(eq(membershipOrders.id, created.id))
        .returning();
      return opened!;
    });
    return toOrder(row);
  } catch (error) {
    // Two orders at once: the one-waiting-order index lets one in.
    if (isUniqueViolation(error)) throw fail('ORDER_UNPAID');
    throw error;
  }
}

async function ownOrder(context: ServerContext, userId: number, orderNo: string): Promise<OrderRow> {
  const [row] = await context.db
    .select()
    .from(membershipOrders)
    .where(and(eq(membershipOrders.orderNo, orderNo), eq(membershipOrders.userId, userId)));
  if (!row) throw fail('ORDER_NOT_FOUND');
  return row;
}

/**
 * An order by its merchant order number (the account's own only). A waiting order asks its provider first, so a
 * payment whose notification was lost still counts.
 */
export async function orderOf(context: ServerContext, userId: number, orderNo: string): Promise<Order> {
  await expireStaleOrders(context, userId);
  let row = await ownOrder(context, userId, orderNo);
  if (row.state === 'WAITING_PAYMENT' && row.paymentRef) {
    const outcome = await PROVIDERS[row.provider]?.query(context, row.paymentRef);
    if (outcome && outcome !== 'pending') {
      const waiting = row;
      await context.db.transaction((tx) =>
        settleOrder(tx, waiting, outcome, waiting.amount, context.clock.now()),
      );
      row = await ownOrder(context, userId, orderNo);
    }
  }
  return toOrder(row);
}

/** The account's order waiting for payment, if any ("continue or cancel"). */
export async function pendingOrderOf(context: ServerContext, userId: number): Promise<Order | null> {
  await expireStaleOrders(context, userId);
  const [row] = await context.db
    .select()
    .from(membershipOrders)
    .where(and(eq(membershipOrders.userId, userId), eq(membershipOrders.state, 'WAITING_PAYMENT')));
  return row ? orderOf(context, userId, row.orderNo) : null;
}

/** The account's orders, newest first (the last 20). */
export async function ordersOf(context: ServerContext, userId: number): Promise<Order[]> {
  await expireStaleOrders(context, userId);
  const rows = await context.db
    .select()
    .from(membershipOrders)
    .where(eq(membershipOrders.userId, userId))
    .orderBy(desc(membershipOrders.id))
    .limit(20);
  return rows.map(toOrder);
}

/** The payer cancels a waiting order (then may choose again); an order already ended cannot be cancelled. */
export async function cancelOrder(context: ServerContext, userId: number, orderNo: string): Promise<Order> {
  const row = await ownOrder(context, userId, orderNo);
  const now = context.clock.now();
  const cancelled = await context.db.transaction((tx) => endUnpaid(tx, row, 'CANCELLED', now));
  if (!cancelled) throw fail('ORDER_NOT_WAITING');
  return toOrder(await ownOrder(context, userId, orderNo));
}
