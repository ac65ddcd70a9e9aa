import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentNotification } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { sharedSecret } from '../shared/secrets';
import { sandboxPayments } from './schema';

/**
 * A payment provider (docs/MEMBERSHIP.md): creates the payment of an order, verifies the notifications it
 * sends, and answers what became of a payment. A real provider (a card processor, a wallet app, the App Store's
 * server notifications) is one more object of this shape; the built-in sandbox works offline.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens the payment of an order (inside the order's transaction): the provider's id and the payer's page. */
  createPayment(
    context: ServerContext,
    tx: Executor,
    order: { orderNo: string; amount: number; currency: string; card: string },
  ): Promise<{ paymentRef: string; paymentUrl: string | null }>;
  /** Whether a notification really comes from this provider (its signature). */
  verify(context: ServerContext, notification: PaymentNotification): Promise<boolean>;
  /** What became of a payment: still pending, or its outcome. */
  query(context: ServerContext, paymentRef: string): Promise<PaymentOutcome | 'pending'>;
}

export type PaymentOutcome = PaymentNotification['status'];
export type SandboxStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** The fields a notification's signature covers, in order. */
export function signedText(notification: Omit<PaymentNotification, 'signature'>): string {
  return [
    notification.provider,
    notification.notificationId,
    notification.orderNo,
    notification.status,
    notification.amount,
  ].join('|');
}

const sandboxKey = (context: ServerContext) => sharedSecret(context.db, 'sandbox-payments');

/** Signs a sandbox notification (HMAC-SHA256 with the server's sandbox secret). */
export async function signSandbox(
  context: ServerContext,
  notification: Omit<PaymentNotification, 'signature'>,
): Promise<PaymentNotification> {
  const signature = createHmac('sha256', await sandboxKey(context))
    .update(signedText(notification))
    .digest('hex');
  return { ...notification, signature };
}

/** The built-in provider: payments in the database, paid on the sandbox page (complete, fail or cancel). */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createPayment(context, tx, order) {
    const id = randomUUID();
    await tx.insert(sandboxPayments).values({
      id,
      orderNo: order.orderNo,
      amount: order.amount,
      currency: order.currency,
      card: order.card,
      status: 'pending',
      createdAt: context.clock.now(),
    });
    return { paymentRef: id, paymentUrl: `/pay/sandbox/${id}` };
  },
  async verify(context, notification) {
    const expected = createHmac('sha256', await sandboxKey(context))
      .update(signedText(notification))
      .digest();
    const given = Buffer.from(notification.signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
  async query(context, paymentRef) {
    const [row] = await context.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentRef));
    if (!row || row.status === 'pending') return 'pending';
    return row.status as PaymentOutcome;
  },
};

/** Marks a pending sandbox payment with the payer's choice; false when it was no longer pending. */
export async function settleSandboxPayment(
  tx: Executor,
  paymentId: string,
  status: Exclude<SandboxStatus, 'pending'>,
): Promise<boolean> {
  const changed = await tx
    .update(sandboxPayments)
    .set({ status })
    .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'pending')))
    .returning({ id: sandboxPayments.id });
  return changed.length > 0;
}

/** Every provider the server knows, by name. */
export const PROVIDERS: Record<string, PaymentProvider> = { sandbox: sandboxProvider };
