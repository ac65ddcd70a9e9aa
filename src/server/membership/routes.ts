import type { FastifyInstance } from 'fastify';
import { APPLE_PRODUCT_IDS, CARD_DAYS, MEMBERSHIP_CARDS, PRICES } from '../../contracts';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { requireUser } from '../user/users';
import { redeemActivationCode, revealGiftCode } from './codes';
import { cancelOrder, createOrder, orderOf, ordersOf, pendingOrderOf } from './orders';
import { actOnSandboxPayment, applyNotification, sandboxPaymentOf } from './payments';
import { membershipOf, startTrial } from './state';

/** Membership: the account's membership, plans and prices, the trial, orders, payments and activation codes. */
export function membershipRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'membership', async ({ auth }) =>
    membershipOf(context.db, await requireUser(context.db, auth.userId), context.clock.now()),
  );
  defineRoute(api, context, 'plans', ({ edition }) => {
    const price = PRICES[edition];
    return Promise.resolve({
      edition,
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
  defineRoute(api, context, 'sandboxPayment', ({ payload }) => sandboxPaymentOf(context, payload.paymentId));
  defineRoute(api, context, 'sandboxAct', ({ payload }) =>
    actOnSandboxPayment(context, payload.paymentId, payload.action),
  );
  defineRoute(api, context, 'paymentNotify', async ({ payload }) => {
    await applyNotification(context, payload);
    return { ok: true as const };
  });
}
