import { eq } from 'drizzle-orm';
import type { PaymentNotification, SandboxPayment } from '../../contracts';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { PROVIDERS, settleSandboxPayment, signSandbox } from './providers';
import { membershipOrders, paymentNotifications, sandboxPayments } from './schema';
import { settleOrder } from './orders';

/**
 * A provider's notification, applied once: verified by its provider, recorded by (provider, notificationId) and
 * applied to its order in one transaction. The same notification delivered again finds its record and changes
 * nothing; a notification for an order that already ended is recorded, not applied.
 */
export async function applyNotification(
  context: ServerContext,
  notification: PaymentNotification,
): Promise<{ applied: boolean }> {
  const provider = PROVIDERS[notification.provider];
  if (!provider || !(await provider.verify(context, notification)))
    throw fail('PAYMENT_NOTIFICATION_INVALID');
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentNotifications)
      .values({
        provider: notification.provider,
        notificationId: notification.notificationId,
        orderNo: notification.orderNo,
        status: notification.status,
        applied: false,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (!recorded) return { applied: false };
    const [order] = await tx
      .select()
      .from(membershipOrders)
      .where(eq(membershipOrders.orderNo, notification.orderNo))
      .for('update');
    if (!order || order.provider !== notification.provider) return { applied: false };
    const applied = await settleOrder(tx, order, notification.status, notification.amount, now);
    if (applied)
      await tx
        .update(paymentNotifications)
        .set({ applied: true })
        .where(eq(paymentNotifications.id, recorded.id));
    return { applied };
  });
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
 * The payer's choice on the sandbox page: the payment completes, fails or is cancelled, and the sandbox sends its
 * signed notification through the same path as any provider's. An order that is no longer waiting (expired,
 * closed, cancelled) cannot be paid: its catalogue message.
 */
export async function actOnSandboxPayment(
  context: ServerContext,
  paymentId: string,
  action: 'complete' | 'fail' | 'cancel',
): Promise<SandboxPayment> {
  const payment = await sandboxRow(context, paymentId);
  const [order] = await context.db
    .select()
    .from(membershipOrders)
    .where(eq(membershipOrders.orderNo, payment.orderNo));
  if (!order) throw fail('ORDER_NOT_FOUND');
  if (order.state !== 'WAITING_PAYMENT' || order.payBefore <= context.clock.now()) {
    if (order.state === 'PAID') return toSandboxPayment(payment);
    throw fail(
      order.state === 'WAITING_PAYMENT'
        ? 'ORDER_EXPIRED'
        : ENDED_ORDER[order.state as keyof typeof ENDED_ORDER],
    );
  }
  const status = ({ complete: 'paid', fail: 'failed', cancel: 'cancelled' } as const)[action];
  const changed = await context.db.transaction((tx) => settleSandboxPayment(tx, paymentId, status));
  if (changed) {
    const notification = await signSandbox(context, {
      provider: 'sandbox',
      notificationId: `sandbox:${paymentId}`,
      orderNo: payment.orderNo,
      status,
      amount: payment.amount,
    });
    await applyNotification(context, notification);
  }
  return sandboxPaymentOf(context, paymentId);
}
