import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentMode, PaymentNotification } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { paymentProviderOf, type Env } from '../env';
import { sharedSecret } from '../shared/secrets';
import { sandboxPayments } from './schema';
import { stripeProvider } from './stripe';

export type PaymentOutcome = PaymentNotification['status'];
/** What became of a payment: still pending, or its outcome and the amount it was for. */
export type PaymentState = 'pending' | { status: PaymentOutcome; amount: number };

/** What a provider needs to open the payment of an order. */
export interface PaymentOrder {
  orderNo: string;
  amount: number;
  currency: string;
  card: string;
  /** The order expires unpaid at this moment: the provider's payment should not outlive it by much. */
  payBefore: Date;
}

/**
 * A payment provider (docs/MEMBERSHIP.md): opens the payment of an order, tells what became of it, stops one the
 * payer could still make, and gives a payment back. Notifications reach the server through each provider's own
 * route (the sandbox's page and `/membership/notify`, Stripe's signed webhook) and are applied by
 * `applyPaymentReport` (payments.ts). Stripe Checkout is the real provider (stripe.ts); the sandbox is for tests
 * and demos.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Test payments (the sandbox): no money moves, and every page that shows them says so. */
  readonly test: boolean;
  /** Opens the payment of an order (after the order is stored): the provider's id and the payer's page. */
  createPayment(
    context: ServerContext,
    order: PaymentOrder,
  ): Promise<{ paymentRef: string; paymentUrl: string }>;
  query(context: ServerContext, paymentRef: string): Promise<PaymentState>;
  /** Stops a payment the payer could still make (its order ended unpaid); nothing when it is already over. */
  cancel(context: ServerContext, paymentRef: string): Promise<void>;
  /** Gives a payment back to the payer; the same key never refunds twice. */
  refund(
    context: ServerContext,
    refund: { paymentRef: string; amount: number; currency: string; key: string },
  ): Promise<{ refundId: string }>;
}

/** The providers this server runs: the one new orders use (none: purchases are off), and every one by name. */
export interface PaymentProviders {
  active: PaymentProvider | null;
  byName: ReadonlyMap<string, PaymentProvider>;
}

/** The fields a sandbox notification's signature covers, in order. */
export function signedText(notification: Omit<PaymentNotification, 'signature'>): string {
  return [
    notification.provider,
    notification.notificationId,
    notification.orderNo,
    notification.status,
    notification.amount,
  ].join('|');
}

const sandboxKey = (context: Pick<ServerContext, 'db'>) => sharedSecret(context.db, 'sandbox-payments');

/** Signs a sandbox notification (HMAC-SHA256 with the server's sandbox secret). */
export async function signSandbox(
  context: Pick<ServerContext, 'db'>,
  notification: Omit<PaymentNotification, 'signature'>,
): Promise<PaymentNotification> {
  const signature = createHmac('sha256', await sandboxKey(context))
    .update(signedText(notification))
    .digest('hex');
  return { ...notification, signature };
}

/** Whether a notification carries the sandbox's signature. */
export async function verifySandbox(
  context: Pick<ServerContext, 'db'>,
  notification: PaymentNotification,
): Promise<boolean> {
  const expected = createHmac('sha256', await sandboxKey(context))
    .update(signedText(notification))
    .digest();
  const given = Buffer.from(notification.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The built-in test provider: payments in the database, paid on the sandbox page (complete, fail or cancel). */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  test: true,
  async createPayment(context, order) {
    const id = randomUUID();
    await context.db.insert(sandboxPayments).values({
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
  async query(context, paymentRef) {
    const [row] = await context.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentRef));
    if (!row || row.status === 'pending' || row.status === 'refunded') return 'pending';
    return { status: row.status as PaymentOutcome, amount: row.amount };
  },
  async cancel(context, paymentRef) {
    await settleSandboxPayment(context.db, paymentRef, 'cancelled');
  },
  async refund(context, refund) {
    await context.db
      .update(sandboxPayments)
      .set({ status: 'refunded' })
      .where(and(eq(sandboxPayments.id, refund.paymentRef), eq(sandboxPayments.status, 'paid')));
    return { refundId: `sandbox-refund-${refund.paymentRef}` };
  },
};

/** Marks a pending sandbox payment with the payer's choice; false when it was no longer pending. */
export async function settleSandboxPayment(
  tx: Executor,
  paymentId: string,
  status: 'paid' | 'failed' | 'cancelled',
): Promise<boolean> {
  const changed = await tx
    .update(sandboxPayments)
    .set({ status })
    .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'pending')))
    .returning({ id: sandboxPayments.id });
  return changed.length > 0;
}

/**
 * The providers the configuration names (env.ts checks the combinations at start): Stripe with its keys, the
 * sandbox outside production or with the explicit production switch, or none.
 */
export function paymentProvidersFor(env: Env): PaymentProviders {
  const chosen = paymentProviderOf(env);
  const active =
    chosen === 'stripe'
      ? stripeProvider({
          secretKey: env.STRIPE_SECRET_KEY ?? '',
          apiBase: env.STRIPE_API_BASE,
          publicUrl: env.PUBLIC_URL ?? '',
        })
      : chosen === 'sandbox'
        ? sandboxProvider
        : null;
  return { active, byName: new Map(active ? [[active.name, active]] : []) };
}

/** How the app shows payments: live, test (the sandbox) or off. */
export function paymentMode(providers: PaymentProviders): PaymentMode {
  if (!providers.active) return 'off';
  return providers.active.test ? 'test' : 'live';
}
