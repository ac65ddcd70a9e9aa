import type { FastifyInstance } from 'fastify';
import { APPLE_PRODUCT_IDS, CARD_DAYS, MEMBERSHIP_CARDS, PRICES } from '../../contracts';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { defineRoute } from '../http/route';
import { requireUser } from '../user/users';
import { redeemActivationCode, revealGiftCode } from './codes';
import { cancelOrder, createOrder, orderOf, ordersOf, pendingOrderOf } from './orders';
import { actOnSandboxPayment, applyNotification, applyPaymentReport, sandboxPaymentOf } from './payments';
import { paymentMode } from './providers';
import { membershipOf, startTrial } from './state';
import { stripeEventReport, verifyStripeSignature } from './stripe';

/** Membership: the account's membership, plans and prices, the trial, orders, payments and activation codes. */
export function membershipRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'membership', async ({ auth }) =>
    membershipOf(context.db, await requireUser(context.db, auth.userId), context.clock.now()),
  );
  defineRoute(api, context, 'plans', ({ edition }) => {
    const price = PRICES[edition];
    return Promise.resolve({
      edition,
      payments: paymentMode(context.payments),
      currency: price.currency,
      cards: MEMBERSHIP_CARDS.map((card) => ({
        card,
        days: CARD_DAYS[card],
        price: price.cards[card],
        productId: APPLE_PRODUCT_IDS[card],
      })),
    });
  });
  defineRoute(api, context, 'startTrial', ({ auth }) => startTrial(context, auth.userId));
  defineRoute(api, context, 'createOrder', ({ auth, payload, edition }) =>
    createOrder(context, auth.userId, payload, edition),
  );
  defineRoute(api, context, 'pendingOrder', async ({ auth }) => ({
    order: await pendingOrderOf(context, auth.userId),
  }));
  defineRoute(api, context, 'order', ({ auth, payload }) => orderOf(context, auth.userId, payload.orderNo));
  defineRoute(api, context, 'orders', async ({ auth }) => ({ orders: await ordersOf(context, auth.userId) }));
  defineRoute(api, context, 'cancelOrder', ({ auth, payload }) =>
    cancelOrder(context, auth.userId, payload.orderNo),
  );
  defineRoute(api, context, 'revealGiftCode', ({ auth, payload }) =>
    revealGiftCode(context, auth.userId, payload.orderNo),
  );
  defineRoute(api, context, 'redeemCode', ({ auth, payload }) =>
    redeemActivationCode(context, auth.userId, payload.code),
  );
  // The sandbox's page and pay call exist only while the sandbox takes this server's payments: off (production
  // by default), they are unknown paths (404).
  if (context.payments.byName.has('sandbox')) {
    defineRoute(api, context, 'sandboxPayment', ({ payload }) =>
      sandboxPaymentOf(context, payload.paymentId),
    );
    defineRoute(api, context, 'sandboxAct', ({ payload }) =>
      actOnSandboxPayment(context, payload.paymentId, payload.action),
    );
  }
  defineRoute(api, context, 'paymentNotify', async ({ payload }) => {
    await applyNotification(context, payload);
    return { ok: true as const };
  });
  if (context.payments.byName.has('stripe')) stripeWebhook(api, context);
}

/**
 * POST /api/membership/stripe/webhook: Stripe's events, read as the raw body its signature covers. A body without
 * a valid `Stripe-Signature` (wrong secret, altered, or signed longer ago than the tolerance) is refused (400,
 * nothing changes); a verified event is applied once by its id (a replay answers 200 and changes nothing). When a
 * refund it calls for cannot be made yet, the answer is 502 and Stripe delivers the event again later.
 */
function stripeWebhook(api: FastifyInstance, context: ServerContext): void {
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/membership/stripe/webhook', async (request) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      const secret = context.env.STRIPE_WEBHOOK_SECRET ?? '';
      if (
        !verifyStripeSignature(
          body,
          typeof header === 'string' ? header : undefined,
          secret,
          context.clock.now(),
        )
      )
        throw fail('PAYMENT_NOTIFICATION_INVALID');
      let report: ReturnType<typeof stripeEventReport>;
      try {
        report = stripeEventReport(body);
      } catch {
        throw fail('PAYMENT_NOTIFICATION_INVALID');
      }
      if (report) {
        try {
          await applyPaymentReport(context, { provider: 'stripe', ...report });
        } catch (error) {
          request.log.error({ err: error }, 'a Stripe event could not be applied in full');
          throw fail('PAYMENT_PROVIDER_UNAVAILABLE');
        }
      }
      return { received: true };
    });
  });
}
