import { and, eq } from 'drizzle-orm';
import type { PaymentNotification, SandboxPayment } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { settleSandboxPayment, verifySandbox, type PaymentOutcome } from './providers';
import { membershipOrders, paymentNotifications, paymentRefunds, sandboxPayments } from './schema';
import { settleOrder, type OrderRow } from './settle';

/** What a provider reports of an order's payment (a notification, or the answer to a query). */
export interface PaymentReport {
  provider: string;
  /** Unique per provider: the same report delivered again changes nothing. */
  notificationId: string;
  orderNo: string;
  /** The provider's payment (null: the order's own). */
  paymentRef: string | null;
  status: PaymentOutcome;
  amount: number;
}

/**
 * A report applied in the caller's transaction, once: its order locked (`SELECT … FOR UPDATE`, the lock a
 * cancellation takes too), the report recorded by (provider, notificationId) and the order settled. A payment
 * that cannot be used (its order is no longer waiting, or the amount differs) is recorded as a refund to make
 * (`payment_refunds`); the caller runs it after the transaction (`settleRefunds`). Answers whether the order
 * changed.
 */
async function applyInTransaction(
  tx: Executor,
  report: PaymentReport,
  now: Date,
  locked?: OrderRow,
): Promise<boolean> {
  // The order first, locked: a report of no order of ours is not kept (a notification lives with its order and is
  // deleted with it, docs/PRIVACY.md); two deliveries of one report wait on the lock, then the second is a no-op.
  const order =
    locked ??
    (
      await tx
        .select()
        .from(membershipOrders)
        .where(eq(membershipOrders.orderNo, report.orderNo))
        .for('update')
    )[0];
  if (!order) return false;
  const [recorded] = await tx
    .insert(paymentNotifications)
    .values({
      provider: report.provider,
      notificationId: report.notificationId,
      orderNo: report.orderNo,
      status: report.status,
      applied: false,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  if (!recorded || order.provider !== report.provider) return false;
  const paymentRef = report.paymentRef ?? order.paymentRef;
  if (!paymentRef || (order.paymentRef !== null && paymentRef !== order.paymentRef)) return false;
  const applied = await settleOrder(tx, order, report.status, report.amount, now);
  if (applied)
    await tx
      .update(paymentNotifications)
      .set({ applied: true })
      .where(eq(paymentNotifications.id, recorded.id));
  const paidThisOrder = order.state === 'PAID' || (applied && report.amount === order.amount);
  if (report.status === 'paid' && !paidThisOrder) {
    const [after] = await tx
      .select({ state: membershipOrders.state })
      .from(membershipOrders)
      .where(eq(membershipOrders.id, order.id));
    await tx
      .insert(paymentRefunds)
      .values({
        orderNo: order.orderNo,
        provider: report.provider,
        paymentRef,
        amount: report.amount,
        currency: order.currency,
        reason: order.state === 'WAITING_PAYMENT' ? 'amount_differs' : 'order_ended',
        orderState: after?.state ?? order.state,
        state: 'pending',
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  return applied;
}

/**
 * Gives back the payments of an order recorded as refunds to make, through their provider (each once: the
 * provider's idempotency key is the payment's). A refund the provider refused stays pending and is tried again
 * at the next report or reading of the order; the error is thrown so a webhook is delivered again.
 */
export async function settleRefunds(context: ServerContext, orderNo: string): Promise<void> {
  const pending = await context.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderNo, orderNo), eq(paymentRefunds.state, 'pending')));
  for (const row of pending) {
    const provider = context.payments.byName.get(row.provider);
    if (!provider) continue;
    const { refundId } = await provider.refund(context, {
      paymentRef: row.paymentRef,
      amount: row.amount,
      currency: row.currency,
      key: `keyquest-refund-${row.provider}-${row.paymentRef}`,
    });
    await context.db
      .update(paymentRefunds)
      .set({ state: 'refunded', providerRefundId: refundId, refundedAt: context.clock.now() })
      .where(and(eq(paymentRefunds.id, row.id), eq(paymentRefunds.state, 'pending')));
  }
}

/** A provider's report applied once (one transaction), then any refund it calls for. */
export async function applyPaymentReport(context: ServerContext, report: PaymentReport): Promise<boolean> {
  const now = context.clock.now();
  const applied = await context.db.transaction((tx) => applyInTransaction(tx, report, now));
  await settleRefunds(context, report.orderNo);
  return applied;
}

/**
 * POST /membership/notify: a signed notification in the sandbox's shape (the sandbox's own, replayed or late).
 * Only a provider this server runs is heard: with the sandbox off, none is.
 */
export async function applyNotification(
  context: ServerContext,
  notification: PaymentNotification,
): Promise<{ applied: boolean }> {
  const provider = context.payments.byName.get(notification.provider);
  if (provider?.name !== 'sandbox' || !(await verifySandbox(context, notification)))
    throw fail('PAYMENT_NOTIFICATION_INVALID');
  const applied = await applyPaymentReport(context, { ...notification, paymentRef: null });
  return { applied };
}

async function sandboxRow(context: ServerContext, paymentId: string) {
  const [row] = await context.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  if (!row) throw fail('ORDER_NOT_FOUND');
  return row;
}

function toSandboxPayment(row: typeof sandboxPayments.$inferSelect): SandboxPayment {
  return {
    paymentId: row.id,
    orderNo: row.orderNo,
    card: row.card as SandboxPayment['card'],
    currency: row.currency as SandboxPayment['currency'],
    amount: row.amount,
    status: row.status as SandboxPayment['status'],
  };
}

export async function sandboxPaymentOf(context: ServerContext, paymentId: string): Promise<SandboxPayment> {
  return toSandboxPayment(await sandboxRow(context, paymentId));
}

const ENDED_ORDER = {
  EXPIRED: 'ORDER_EXPIRED',
  CLOSED: 'ORDER_CLOSED',
  CANCELLED: 'PAYMENT_CANCELLED',
  FAILED: 'PAYMENT_FAILED',
} as const;

/**
 * The payer's choice on the sandbox page: the payment completes, fails or is cancelled. One transaction holds
 * the order's lock while it checks that the order still waits, takes the payment and settles the order, so a
 * cancellation at the same moment (which takes the same lock) comes wholly before or wholly after: an order that
 * is no longer waiting (expired, closed, cancelled) is never charged (its catalogue message).
 */
export async function actOnSandboxPayment(
  context: ServerContext,
  paymentId: string,
  action: 'complete' | 'fail' | 'cancel',
): Promise<SandboxPayment> {
  const now = context.clock.now();
  const status = ({ complete: 'paid', fail: 'failed', cancel: 'cancelled' } as const)[action];
  await context.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!payment) throw fail('ORDER_NOT_FOUND');
    const [order] = await tx
      .select()
      .from(membershipOrders)
      .where(eq(membershipOrders.orderNo, payment.orderNo))
      .for('update');
    if (!order) throw fail('ORDER_NOT_FOUND');
    if (order.state === 'PAID') return;
    if (order.state !== 'WAITING_PAYMENT' || order.payBefore <= now)
      throw fail(
        order.state === 'WAITING_PAYMENT'
          ? 'ORDER_EXPIRED'
          : ENDED_ORDER[order.state as keyof typeof ENDED_ORDER],
      );
    if (!(await settleSandboxPayment(tx, paymentId, status))) return;
    const report = {
      provider: 'sandbox',
      notificationId: `sandbox:${paymentId}`,
      orderNo: payment.orderNo,
      paymentRef: paymentId,
      status,
      amount: payment.amount,
    };
    await applyInTransaction(tx, report, now, order);
  });
  await settleRefunds(context, (await sandboxRow(context, paymentId)).orderNo);
  return sandboxPaymentOf(context, paymentId);
}
