import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES, type Order, type Plans } from '../../contracts';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { StripeFake } from '../test/stripe-fake';
import { membershipEvents, paymentRefunds } from './schema';
import { buyer, lookUp, membership, order } from './test-helpers';

const SECRET_KEY = 'sk_test_keyquest_fake';
const WEBHOOK_SECRET = 'whsec_keyquest_fake';

/**
 * The Stripe Checkout adapter against a local fake of Stripe's API (src/server/test/stripe-fake.ts): sessions
 * opened with the order's amount, signed webhooks verified (a wrong secret, an altered body or an old signature
 * refused), an event applied once, a lost webhook made good by reading the order, and a payment that arrives for
 * a cancelled order refunded through Stripe and recorded, also when it races the cancellation.
 */
describe.each(TEST_DATABASES)('Stripe Checkout on %s', (kind) => {
  const settings: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    UNSAFE_LOG_CODES: '1',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_URL: 'https://keyquest.example',
  };
  // Stripe's clock is the test's, so signatures and session ends are measured alike.
  const fake = new StripeFake(SECRET_KEY, WEBHOOK_SECRET, () => server.clock.now().getTime());
  beforeAll(async () => {
    settings.STRIPE_API_BASE = await fake.start();
  });
  afterAll(() => fake.stop());
  const server = suiteServer(kind, settings);

  const deliver = async (event: { body: string; header?: string }) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/membership/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(event.header ? { 'stripe-signature': event.header } : {}),
      },
      payload: event.body,
    });
    return { status: response.statusCode, body: response.json<{ errorCode?: string }>() };
  };
  const cancel = (token: string, orderNo: string) =>
    call<Order>(server.app, 'POST', '/membership/order/cancel', { token, payload: { orderNo } });
  const sessionOf = (placed: Order) =>
    [...fake.sessions.values()].find((session) => session.client_reference_id === placed.orderNo)!;
  const events = async (userId: number) =>
    server.database.db.select().from(membershipEvents).where(eq(membershipEvents.userId, userId));

  it('opens a Checkout Session for the order and applies its signed webhook once', async () => {
    const plans = await call<Plans>(server.app, 'GET', '/membership/plans');
    expect(plans.body.payments).toBe('live');
    // The sandbox is not there.
    const sandbox = await call(server.app, 'POST', '/membership/sandbox/act', {
      payload: { paymentId: '00000000-0000-4000-8000-000000000000', action: 'complete' },
    });
    expect(sandbox.status).toBe(404);

    const me = await buyer(server.app);
    const placed = await order(server.app, me.token, { card: 'month' });
    expect(placed.status).toBe(200);
    const session = sessionOf(placed.body);
    expect(placed.body.paymentUrl).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: PRICES.global.cards.month,
      currency: 'usd',
      success_url: `https://keyquest.example/membership/order/${placed.body.orderNo}`,
      metadata: { orderNo: placed.body.orderNo },
    });
    expect(session.expires_at * 1000).toBe(new Date(placed.body.payBefore).getTime() + 60_000);

    const paid = fake.complete(session.id);
    expect(await deliver(paid)).toMatchObject({ status: 200 });
    expect((await membership(server.app, me.token)).body).toMatchObject({ tier: 'PREMIUM', state: 'ACTIVE' });
    expect((await lookUp(server.app, me.token, placed.body.orderNo)).body.state).toBe('PAID');
    // Stripe delivers an event again (a retry, a replay within the tolerance): nothing more happens.
    expect(await deliver(paid)).toMatchObject({ status: 200 });
    expect(await events(me.userId)).toHaveLength(1);
    expect(fake.refunds).toHaveLength(0);
  });

  it('refuses a webhook with a wrong secret, an altered body, an old signature or none', async () => {
    const me = await buyer(server.app);
    const placed = await order(server.app, me.token, { card: 'week' });
    const session = sessionOf(placed.body);
    const paid = fake.complete(session.id);
    const forged = fake.event('checkout.session.completed', session, server.clock.now().getTime(), 'whsec_x');
    const altered = {
      body: paid.body.replace(/"amount_total":\d+/, '"amount_total":1'),
      header: paid.header,
    };
    const old = fake.event('checkout.session.completed', session, server.clock.now().getTime() - 6 * 60_000);
    const early = fake.event(
      'checkout.session.completed',
      session,
      server.clock.now().getTime() + 6 * 60_000,
    );
    for (const attempt of [forged, altered, old, early, { body: paid.body }]) {
      expect(await deliver(attempt)).toMatchObject({
        status: 400,
        body: { errorCode: 'PAYMENT_NOTIFICATION_INVALID' },
      });
    }
    expect(await events(me.userId)).toHaveLength(0);
    // Within the tolerance (4 minutes old) the real one counts.
    server.clock.advance(4 * 60_000);
    expect(await deliver(paid)).toMatchObject({ status: 200 });
    expect(await events(me.userId)).toHaveLength(1);
  });

  it('counts a payment whose webhook was lost when the order is read, and expires the session of a cancelled order', async () => {
    const me = await buyer(server.app);
    const placed = await order(server.app, me.token, { card: 'day' });
    fake.complete(sessionOf(placed.body).id);
    expect((await lookUp(server.app, me.token, placed.body.orderNo)).body.state).toBe('PAID');
    expect((await membership(server.app, me.token)).body.state).toBe('ACTIVE');

    const second = await order(server.app, me.token, { card: 'day' });
    expect((await cancel(me.token, second.body.orderNo)).body.state).toBe('CANCELLED');
    expect(sessionOf(second.body).status).toBe('expired');
    expect(fake.calls).toContain(`POST /v1/checkout/sessions/${sessionOf(second.body).id}/expire`);
  });

  it('refunds through Stripe a payment that arrives after the order was cancelled, once, and shows it', async () => {
    const me = await buyer(server.app);
    const placed = await order(server.app, me.token, { card: 'year' });
    const session = sessionOf(placed.body);
    // The payer pays on Stripe's page a moment before cancelling here; the webhook arrives after.
    const paid = fake.complete(session.id);
    expect((await cancel(me.token, placed.body.orderNo)).body.state).toBe('CANCELLED');
    fake.failRefunds = 503;
    // Stripe is down for refunds: the webhook answers 502 (Stripe delivers it again), the refund waits.
    expect(await deliver(paid)).toMatchObject({ status: 502 });
    expect((await lookUp(server.app, me.token, placed.body.orderNo)).body.refund).toMatchObject({
      state: 'pending',
    });
    fake.failRefunds = null;
    expect(await deliver(paid)).toMatchObject({ status: 200 });
    const looked = await lookUp(server.app, me.token, placed.body.orderNo);
    expect(looked.body).toMatchObject({
      state: 'CANCELLED',
      refund: { state: 'refunded', amount: PRICES.global.cards.year, reason: 'order_ended' },
    });
    expect(fake.refunds).toMatchObject([
      { payment_intent: fake.sessions.get(session.id)!.payment_intent, amount: PRICES.global.cards.year },
    ]);
    const [recorded] = await server.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderNo, placed.body.orderNo));
    expect(recorded).toMatchObject({ orderState: 'CANCELLED', providerRefundId: fake.refunds[0]!.id });
    // Delivered again: no second refund, no membership.
    expect(await deliver(paid)).toMatchObject({ status: 200 });
    expect(fake.refunds).toHaveLength(1);
    expect((await membership(server.app, me.token)).body.tier).toBe('FREE');
  });

  it('never leaves a payer charged for a cancelled order when the webhook races the cancellation', async () => {
    const me = await buyer(server.app);
    for (let trial = 0; trial < 10; trial++) {
      const placed = await order(server.app, me.token, { card: 'day' });
      const session = sessionOf(placed.body);
      const paid = fake.complete(session.id);
      const refundsBefore = fake.refunds.length;
      const before = (await membership(server.app, me.token)).body.expiresAt;
      await Promise.all([deliver(paid), cancel(me.token, placed.body.orderNo)]);
      const after = await lookUp(server.app, me.token, placed.body.orderNo);
      const now = (await membership(server.app, me.token)).body.expiresAt;
      if (after.body.state === 'PAID') {
        expect(now).not.toBe(before);
        expect(fake.refunds).toHaveLength(refundsBefore);
      } else {
        expect(after.body.state).toBe('CANCELLED');
        expect(now).toBe(before);
        expect(fake.refunds).toHaveLength(refundsBefore + 1);
        expect(fake.refunds.at(-1)!.payment_intent).toBe(fake.sessions.get(session.id)!.payment_intent);
        expect(after.body.refund).toMatchObject({ state: 'refunded', amount: placed.body.amount });
      }
    }
  });
});
