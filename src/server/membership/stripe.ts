import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { fail } from '../errors';
import type { PaymentOutcome, PaymentProvider } from './providers';

/**
 * Stripe Checkout (docs/MEMBERSHIP.md, "Stripe"): an order opens a Checkout Session (Stripe's hosted payment
 * page) named by the order's number; Stripe's signed webhook says when it is paid; an order that ended unpaid
 * expires its session; a payment that cannot be used is refunded through Stripe's refunds. Plain HTTPS calls to
 * Stripe's documented form-encoded API; the webhook's `Stripe-Signature` is checked here (HMAC-SHA256 of
 * `<timestamp>.<body>` with the endpoint's secret, within a time tolerance).
 */

export interface StripeConfig {
  secretKey: string;
  /** `https://api.stripe.com` (a proxy, or the tests' local fake, elsewhere). */
  apiBase: string;
  /** The site's address: the payer comes back to the order's page there. */
  publicUrl: string;
}

/** How far a webhook's signed time may be from the server's: Stripe's libraries default to 5 minutes. */
export const STRIPE_TOLERANCE_SECONDS = 300;
/** How long a call to Stripe may take. */
const STRIPE_TIMEOUT_MS = 15_000;

const SessionSchema = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  url: z.string().nullable().optional(),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullable()
    .optional(),
});
type Session = z.infer<typeof SessionSchema>;
const RefundSchema = z.object({ id: z.string(), object: z.literal('refund'), status: z.string().nullable() });
const EventSchema = z.object({ id: z.string(), object: z.literal('event'), type: z.string() });

/** A call to Stripe that did not succeed: its HTTP status (0: no answer) and Stripe's message. */
export class StripeCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StripeCallError';
  }
}

async function stripeCall(
  config: StripeConfig,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  idempotencyKey?: string,
): Promise<unknown> {
  const body = new URLSearchParams(params).toString();
  let response: Response;
  try {
    response = await fetch(new URL(path, config.apiBase), {
      method,
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(method === 'POST' ? { body } : {}),
      signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StripeCallError(0, `Stripe did not answer: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok)
    throw new StripeCallError(
      response.status,
      answer?.error?.message ?? `Stripe answered ${response.status}`,
    );
  return answer;
}

const session = async (config: StripeConfig, id: string) =>
  SessionSchema.parse(await stripeCall(config, 'GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`));

const paymentIntentOf = (found: Session) =>
  typeof found.payment_intent === 'string' ? found.payment_intent : (found.payment_intent?.id ?? null);

/** What a session says of its payment. */
function sessionOutcome(found: Session): PaymentOutcome | 'pending' {
  if (found.status === 'complete' && found.payment_status === 'paid') return 'paid';
  // Expired: never paid, and no longer payable.
  if (found.status === 'expired') return 'closed';
  return 'pending';
}

/** The adapter, behind the PaymentProvider interface. */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  return {
    name: 'stripe',
    test: false,
    async createPayment(_context, order) {
      const back = `${config.publicUrl.replace(/\/$/, '')}/membership/order/${order.orderNo}`;
      const params = {
        mode: 'payment',
        client_reference_id: order.orderNo,
        'metadata[orderNo]': order.orderNo,
        'payment_intent_data[metadata][orderNo]': order.orderNo,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': order.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(order.amount),
        'line_items[0][price_data][product_data][name]': `KeyQuest membership: ${order.card}`,
        success_url: back,
        cancel_url: back,
        // Stripe wants 30 minutes to 24 hours; a minute past the order's own end, which then expires it.
        expires_at: String(Math.floor(order.payBefore.getTime() / 1000) + 60),
      };
      let created: Session;
      try {
        created = SessionSchema.parse(
          await stripeCall(
            config,
            'POST',
            '/v1/checkout/sessions',
            params,
            `keyquest-order-${order.orderNo}`,
          ),
        );
      } catch (error) {
        if (error instanceof StripeCallError) throw fail('PAYMENT_PROVIDER_UNAVAILABLE');
        throw error;
      }
      if (!created.url) throw fail('PAYMENT_PROVIDER_UNAVAILABLE');
      return { paymentRef: created.id, paymentUrl: created.url };
    },
    async query(_context, paymentRef) {
      const found = await session(config, paymentRef);
      const outcome = sessionOutcome(found);
      return outcome === 'pending' ? 'pending' : { status: outcome, amount: found.amount_total ?? 0 };
    },
    async cancel(_context, paymentRef) {
      try {
        await stripeCall(config, 'POST', `/v1/checkout/sessions/${encodeURIComponent(paymentRef)}/expire`);
      } catch (error) {
        // 400: the session is no longer open (paid meanwhile: its webhook brings the refund; or expired).
        if (!(error instanceof StripeCallError && error.status === 400)) throw error;
      }
    },
    async refund(_context, refund) {
      const paymentIntent = paymentIntentOf(await session(config, refund.paymentRef));
      if (!paymentIntent) throw new StripeCallError(400, 'The session has no payment to refund.');
      const answer = RefundSchema.parse(
        await stripeCall(
          config,
          'POST',
          '/v1/refunds',
          {
            payment_intent: paymentIntent,
            amount: String(refund.amount),
            'metadata[reason]': 'order_not_waiting',
          },
          refund.key,
        ),
      );
      return { refundId: answer.id };
    },
  };
}

/**
 * Whether a webhook body carries Stripe's signature: the `Stripe-Signature` header's `t` (seconds) within the
 * tolerance of `now`, and one of its `v1` values the HMAC-SHA256 of `<t>.<body>` with the endpoint's secret.
 */
export function verifyStripeSignature(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_TOLERANCE_SECONDS,
): boolean {
  if (!header || !secret) return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const [key, value] = [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    if (key === 't') timestamp = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** What a verified webhook event means for an order; null for events that change none. */
export function stripeEventReport(body: string): {
  notificationId: string;
  orderNo: string;
  paymentRef: string;
  status: PaymentOutcome;
  amount: number;
} | null {
  const event = EventSchema.passthrough().parse(JSON.parse(body));
  const statusOf: Record<string, PaymentOutcome | undefined> = {
    'checkout.session.completed': 'paid',
    'checkout.session.async_payment_succeeded': 'paid',
    'checkout.session.async_payment_failed': 'failed',
    'checkout.session.expired': 'closed',
  };
  const status = statusOf[event.type];
  if (!status) return null;
  const found = SessionSchema.parse((event as { data?: { object?: unknown } }).data?.object);
  // A completed session whose payment is still on its way (a bank debit) is paid by a later event.
  if (event.type === 'checkout.session.completed' && found.payment_status !== 'paid') return null;
  const orderNo = found.client_reference_id ?? found.metadata?.orderNo;
  if (!orderNo) return null;
  return {
    notificationId: event.id,
    orderNo,
    paymentRef: found.id,
    status,
    amount: found.amount_total ?? 0,
  };
}
