import { and, desc, eq, inArray, lte } from 'drizzle-orm';
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
import { fail, isUniqueViolation } from '../errors';
import { findRedeemableCard, redeemDiscountCard } from '../economy/cards';
import { randomCode } from '../shared/random-code';
import { requireUser } from '../user/users';
import { applyPaymentReport, settleRefunds } from './payments';
import { membershipOrders, paymentRefunds } from './schema';
import { endUnpaid, type OrderRow } from './settle';
import { checkCanBuy } from './state';
import { MINUTE } from '../shared/clock';

type RefundRow = typeof paymentRefunds.$inferSelect;

export function toOrder(row: OrderRow, refund: RefundRow | null = null): Order {
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
    refund: refund
      ? {
          state: refund.state as 'pending' | 'refunded',
          amount: refund.amount,
          reason: refund.reason as 'order_ended' | 'amount_differs',
        }
      : null,
  };
}

/** The refunds recorded for these orders, by order number. */
async function refundsOf(context: ServerContext, orderNos: string[]): Promise<Map<string, RefundRow>> {
  if (orderNos.length === 0) return new Map();
  const rows = await context.db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderNo, orderNos));
  return new Map(rows.map((row) => [row.orderNo, row]));
}

/** A merchant order number: KQ, the day (UTC) and 10 random digits. */
function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `KQ${day}${randomCode('0123456789', 10)}`;
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
  for (const row of stale) {
    if (await context.db.transaction((tx) => endUnpaid(tx, row, 'EXPIRED', now)))
      await stopPayment(context, row);
  }
}

/**
 * After an order ended unpaid, its payment is stopped at the provider (Stripe: the session expires), so the
 * payer cannot pay it any more. Best effort: a payment that still arrives is refunded (payments.ts).
 */
async function stopPayment(context: ServerContext, row: OrderRow): Promise<void> {
  const provider = context.payments.byName.get(row.provider);
  if (!provider || !row.paymentRef) return;
  await provider.cancel(context, row.paymentRef).catch(() => undefined);
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
  const provider = context.payments.active;
  if (!provider) throw fail('PURCHASES_UNAVAILABLE');
  await expireStaleOrders(context, userId);
  const price = PRICES[edition];
  const listPrice = price.cards[payload.card];
  let row: OrderRow;
  try {
    row = await context.db.transaction(async (tx) => {
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
          payBefore: new Date(now.getTime() + ORDER_PAYMENT_MINUTES * MINUTE),
        })
        .returning();
      if (!created) throw new Error('The order was not created.');
      if (
        discount &&
        !(await redeemDiscountCard(tx, { cardId: discount.id, userId, orderRef: orderNo, now }))
      )
        throw fail('DISCOUNT_CODE_INVALID');
      return created;
    });
  } catch (error) {
    // Two orders at once: the one-waiting-order index lets one in.
    if (isUniqueViolation(error)) throw fail('ORDER_UNPAID');
    throw error;
  }
  // The provider's payment is opened once the order is stored (no transaction waits on a network call); if the
  // provider cannot open it, the order fails at once and its discount card goes back.
  let payment: { paymentRef: string; paymentUrl: string };
  try {
    payment = await provider.createPayment(context, { ...row, card: payload.card });
  } catch (error) {
    const stored = row;
    await context.db.transaction((tx) => endUnpaid(tx, stored, 'FAILED', context.clock.now()));
    throw error;
  }
  const [opened] = await context.db
    .update(membershipOrders)
    .set({ paymentRef: payment.paymentRef, paymentUrl: payment.paymentUrl })
    .where(eq(membershipOrders.id, row.id))
    .returning();
  return toOrder(opened!);
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
  const provider = context.payments.byName.get(row.provider);
  if (row.state === 'WAITING_PAYMENT' && row.paymentRef && provider) {
    const found = await provider.query(context, row.paymentRef).catch(() => 'pending' as const);
    if (found !== 'pending') {
      await applyPaymentReport(context, {
        provider: row.provider,
        notificationId: `query:${row.paymentRef}:${found.status}`,
        orderNo,
        paymentRef: row.paymentRef,
        ...found,
      }).catch(() => undefined);
      row = await ownOrder(context, userId, orderNo);
    }
  }
  // A refund the provider could not make yet is tried again whenever the order is read.
  await settleRefunds(context, orderNo).catch(() => undefined);
  return toOrder(row, (await refundsOf(context, [orderNo])).get(orderNo) ?? null);
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
  const refunds = await refundsOf(
    context,
    rows.map((row) => row.orderNo),
  );
  return rows.map((row) => toOrder(row, refunds.get(row.orderNo) ?? null));
}

/**
 * The payer cancels a waiting order (then may choose again); an order already ended cannot be cancelled. The
 * order's lock is the one a payment takes (payments.ts), so a payment at the same moment comes wholly before
 * (the order is paid, and cannot be cancelled) or wholly after (it finds the order cancelled: not taken, or
 * refunded). Then the payment is stopped at the provider.
 */
export async function cancelOrder(context: ServerContext, userId: number, orderNo: string): Promise<Order> {
  const now = context.clock.now();
  const cancelled = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(membershipOrders)
      .where(and(eq(membershipOrders.orderNo, orderNo), eq(membershipOrders.userId, userId)))
      .for('update');
    if (!row) throw fail('ORDER_NOT_FOUND');
    return (await endUnpaid(tx, row, 'CANCELLED', now)) ? row : null;
  });
  if (!cancelled) throw fail('ORDER_NOT_WAITING');
  await stopPayment(context, cancelled);
  return orderOf(context, userId, orderNo);
}
