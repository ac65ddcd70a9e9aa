import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_MINUTES, PRICES, TRIAL_DAYS, type Membership, type Order } from '../../contracts';
import { createDiscountCodes } from '../economy/cards';
import { discountCards } from '../economy/schema';
import { DAY } from '../shared/clock';
import { TEST_DATABASES, call, signInAsGuest, suiteServer } from '../test/harness';
import { createActivationCodes } from './codes';
import { signSandbox } from './providers';
import { membershipEvents, paymentNotifications, sandboxPayments } from './schema';
import { buyer, discountCard, lookUp, membership, order, pay, signInAgain } from './test-helpers';
import type { ServerContext } from '../context';

const expiry = (answer: { body: Membership }) => new Date(answer.body.expiresAt!).getTime();

describe.each(TEST_DATABASES)('membership on %s', (kind) => {
  const server = suiteServer(kind);
  const context = () => ({ db: server.database.db, clock: server.clock }) as unknown as ServerContext;
  /** The sandbox's signed notification that an order was paid in full. */
  const paidNotification = (placed: Order) =>
    signSandbox(context(), {
      provider: 'sandbox',
      notificationId: `sandbox:${placed.paymentUrl!.split('/').pop()!}`,
      orderNo: placed.orderNo,
      status: 'paid',
      amount: placed.amount,
    });

  it('goes from not opened to active, stacks a second card on the expiry, expires keeping data, and restores', async () => {
    const me = await buyer(server.app);
    expect((await membership(server.app, me.token)).body).toMatchObject({ tier: 'FREE', state: 'NONE' });
    const first = await order(server.app, me.token, { card: 'month' });
    expect(first.body).toMatchObject({ state: 'WAITING_PAYMENT', amount: PRICES.global.cards.month });
    expect((await pay(server.app, first.body)).body.status).toBe('paid');
    const active = await membership(server.app, me.token);
    expect(active.body).toMatchObject({ tier: 'PREMIUM', state: 'ACTIVE' });
    expect(expiry(active)).toBe(server.clock.now().getTime() + 30 * DAY);
    // Ten days later a week card stacks on the expiry, not on today.
    server.clock.advance(10 * DAY);
    await signInAgain(server.app, me);
    const second = await order(server.app, me.token, { card: 'week' });
    await pay(server.app, second.body);
    const stacked = await membership(server.app, me.token);
    expect(expiry(stacked)).toBe(expiry(active) + 7 * DAY);
    expect((await lookUp(server.app, me.token, second.body.orderNo)).body.membershipUntil).toBe(
      stacked.body.expiresAt,
    );
    // Past the expiry: frozen (the pro avatar is refused again), the character kept.
    server.clock.advance(28 * DAY);
    await signInAgain(server.app, me);
    expect((await membership(server.app, me.token)).body).toMatchObject({ tier: 'FREE', state: 'EXPIRED' });
    const pro = await call(server.app, 'POST', '/character/create', {
      token: me.token,
      payload: { avatar: 'avatar-student-6', nickname: 'Pro', type: 'STUDENT' },
    });
    expect(pro.body.errorCode).toBe('AVATAR_NEEDS_UPGRADE');
    const roles = await call<unknown[]>(server.app, 'GET', '/character/list', { token: me.token });
    expect(roles.body).toHaveLength(1);
    // Restored: a new card starts from today.
    const third = await order(server.app, me.token, { card: 'day' });
    await pay(server.app, third.body);
    const restored = await membership(server.app, me.token);
    expect(restored.body.state).toBe('ACTIVE');
    expect(expiry(restored)).toBe(server.clock.now().getTime() + DAY);
    // Lifetime: permanent, and no further card is sold.
    const forever = await order(server.app, me.token, { card: 'lifetime' });
    await pay(server.app, forever.body);
    expect((await membership(server.app, me.token)).body).toMatchObject({
      tier: 'LIFETIME',
      state: 'LIFETIME',
      expiresAt: null,
    });
    expect((await order(server.app, me.token, { card: 'day' })).body.errorCode).toBe('ALREADY_LIFETIME');
  });

  it('gives the 7-day trial once per account, never to a guest', async () => {
    const me = await buyer(server.app);
    expect((await membership(server.app, me.token)).body.trialAvailable).toBe(true);
    const trial = await call<Membership>(server.app, 'POST', '/membership/trial', { token: me.token });
    expect(trial.body).toMatchObject({ tier: 'PREMIUM', state: 'TRIAL', trialAvailable: false });
    expect(expiry(trial)).toBe(server.clock.now().getTime() + TRIAL_DAYS * DAY);
    const again = await call(server.app, 'POST', '/membership/trial', { token: me.token });
    expect(again.body.errorCode).toBe('TRIAL_USED');
    server.clock.advance(8 * DAY);
    await signInAgain(server.app, me);
    const later = await call(server.app, 'POST', '/membership/trial', { token: me.token });
    expect(later.body.errorCode).toBe('TRIAL_USED');
    const guest = await signInAsGuest(server.app);
    const refused = await call(server.app, 'POST', '/membership/trial', { token: guest.accessToken });
    expect(refused.body.errorCode).toBe('MEMBERSHIP_NEEDS_ACCOUNT');
    expect((await order(server.app, guest.accessToken, { card: 'day' })).body.errorCode).toBe(
      'MEMBERSHIP_NEEDS_ACCOUNT',
    );
  });

  it('keeps one unpaid order: continue it or cancel it; cancelled, failed and expired orders add nothing', async () => {
    const me = await buyer(server.app);
    const first = await order(server.app, me.token, { card: 'month' });
    const second = await order(server.app, me.token, { card: 'year' });
    expect(second.body.errorCode).toBe('ORDER_UNPAID');
    const pending = await call<{ order: Order }>(server.app, 'GET', '/membership/order/pending', {
      token: me.token,
    });
    expect(pending.body.order.orderNo).toBe(first.body.orderNo);
    // Cancel, then choose again.
    const cancelled = await call<Order>(server.app, 'POST', '/membership/order/cancel', {
      token: me.token,
      payload: { orderNo: first.body.orderNo },
    });
    expect(cancelled.body.state).toBe('CANCELLED');
    expect((await pay(server.app, first.body)).body.errorCode).toBe('PAYMENT_CANCELLED');
    // The payer cancels on the provider's page; then a failed payment.
    const third = await order(server.app, me.token, { card: 'year' });
    await pay(server.app, third.body, 'cancel');
    expect((await lookUp(server.app, me.token, third.body.orderNo)).body.state).toBe('CANCELLED');
    const fourth = await order(server.app, me.token, { card: 'year' });
    await pay(server.app, fourth.body, 'fail');
    expect((await lookUp(server.app, me.token, fourth.body.orderNo)).body.state).toBe('FAILED');
    // An order left unpaid past its time expires and cannot be paid any more.
    const fifth = await order(server.app, me.token, { card: 'week' });
    server.clock.advance((ORDER_PAYMENT_MINUTES + 1) * 60_000);
    await signInAgain(server.app, me);
    expect((await pay(server.app, fifth.body)).body.errorCode).toBe('ORDER_EXPIRED');
    expect((await lookUp(server.app, me.token, fifth.body.orderNo)).body.state).toBe('EXPIRED');
    expect((await membership(server.app, me.token)).body.tier).toBe('FREE');
    // A code making the account lifetime closes the order still waiting.
    const sixth = await order(server.app, me.token, { card: 'week' });
    const [code] = await createActivationCodes(server.database.db, {
      card: 'lifetime',
      count: 1,
      name: 'test',
      now: server.clock.now(),
      expiresAt: null,
    });
    await call(server.app, 'POST', '/membership/code/redeem', { token: me.token, payload: { code } });
    expect((await lookUp(server.app, me.token, sixth.body.orderNo)).body.state).toBe('CLOSED');
    expect((await pay(server.app, sixth.body)).body.errorCode).toBe('ORDER_CLOSED');
    // Order numbers are private to their account.
    const other = await buyer(server.app);
    expect((await lookUp(server.app, other.token, first.body.orderNo)).body.errorCode).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await lookUp(server.app, other.token, ' ')).body.errorCode).toBe('ORDER_NUMBER_REQUIRED');
  });

  it('applies a notification delivered twice once, and refuses a forged one', async () => {
    const me = await buyer(server.app);
    const placed = await order(server.app, me.token, { card: 'month' });
    const notification = await paidNotification(placed.body);
    const first = await call(server.app, 'POST', '/membership/notify', { payload: notification });
    const again = await call(server.app, 'POST', '/membership/notify', { payload: notification });
    expect([first.status, again.status]).toEqual([200, 200]);
    const events = await server.database.db
      .select()
      .from(membershipEvents)
      .where(eq(membershipEvents.userId, me.userId));
    expect(events).toHaveLength(1);
    expect(expiry(await membership(server.app, me.token))).toBe(server.clock.now().getTime() + 30 * DAY);
    const forged = await call(server.app, 'POST', '/membership/notify', {
      payload: { ...notification, notificationId: 'other', signature: 'ab'.repeat(32) },
    });
    expect(forged.body.errorCode).toBe('PAYMENT_NOTIFICATION_INVALID');
  });

  it("deletes an order's payment notifications and sandbox payment with the account, and keeps none of no order", async () => {
    const me = await buyer(server.app);
    const placed = await order(server.app, me.token, { card: 'month' });
    const notification = await paidNotification(placed.body);
    expect((await call(server.app, 'POST', '/membership/notify', { payload: notification })).status).toBe(
      200,
    );
    const rowsOf = async (orderNo: string) => ({
      notifications: (
        await server.database.db
          .select()
          .from(paymentNotifications)
          .where(eq(paymentNotifications.orderNo, orderNo))
      ).length,
      sandbox: (
        await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo))
      ).length,
    });
    expect(await rowsOf(placed.body.orderNo)).toEqual({ notifications: 1, sandbox: 1 });
    const deleted = await call(server.app, 'DELETE', '/user/delete', {
      token: me.token,
      payload: { acknowledge: true, password: 'abc123' },
    });
    expect(deleted.status).toBe(200);
    expect(await rowsOf(placed.body.orderNo)).toEqual({ notifications: 0, sandbox: 0 });
    // The same notification again, now of no order: answered, and nothing kept.
    expect((await call(server.app, 'POST', '/membership/notify', { payload: notification })).status).toBe(
      200,
    );
    expect(await rowsOf(placed.body.orderNo)).toEqual({ notifications: 0, sandbox: 0 });
  });

  it('takes a discount card off the price once; a failed payment gives the card back', async () => {
    const me = await buyer(server.app);
    const code = await discountCard(server, me, 76);
    const placed = await order(server.app, me.token, { card: 'month', discountCode: code });
    expect(placed.body).toMatchObject({
      listPrice: PRICES.global.cards.month,
      amount: Math.round(PRICES.global.cards.month * 0.76),
      discountPercent: 76,
    });
    await pay(server.app, placed.body, 'fail');
    const [back] = await server.database.db.select().from(discountCards).where(eq(discountCards.code, code));
    expect(back?.state).toBe('available');
    const paid = await order(server.app, me.token, { card: 'month', discountCode: code });
    await pay(server.app, paid.body);
    const used = await order(server.app, me.token, { card: 'month', discountCode: code });
    expect(used.body.errorCode).toBe('DISCOUNT_CODE_INVALID');
  });

  it("a campaign's discount code (npm run codes -- --discount): a parent claims it, then pays 76 % once", async () => {
    const [code, other] = await createDiscountCodes(server.database.db, {
      percent: 76,
      count: 2,
      name: 'spring-fair',
      now: server.clock.now(),
    });
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const parent = await buyer(server.app);
    // Entered as printed, in lower case with a dash: the card joins the parent's toolbox.
    const claimed = await call<{ percent: number; source: string; state: string }>(
      server.app,
      'POST',
      '/economy/discount/redeem',
      {
        token: parent.token,
        payload: {
          characterId: parent.characterId,
          code: `${code!.slice(0, 5)}-${code!.slice(5)}`.toLowerCase(),
        },
      },
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ percent: 76, source: 'campaign:spring-fair', state: 'received' });
    // Nobody else can claim it; the batch's other code is still free.
    const someoneElse = await buyer(server.app);
    const taken = await call(server.app, 'POST', '/economy/discount/redeem', {
      token: someoneElse.token,
      payload: { characterId: someoneElse.characterId, code: code! },
    });
    expect(taken.body.errorCode).toBe('DISCOUNT_CODE_INVALID');
    const placed = await order(server.app, parent.token, { card: 'year', discountCode: code! });
    expect(placed.body).toMatchObject({
      amount: Math.round(PRICES.global.cards.year * 0.76),
      discountPercent: 76,
    });
    await pay(server.app, placed.body);
    expect((await membership(server.app, parent.token)).body.state).toBe('ACTIVE');
    const again = await order(server.app, parent.token, { card: 'day', discountCode: code! });
    expect(again.body.errorCode).toBe('DISCOUNT_CODE_INVALID');
    // Thirty days on, an unclaimed code of the batch has expired.
    server.clock.advance(31 * DAY);
    const late = await buyer(server.app);
    const expired = await call(server.app, 'POST', '/economy/discount/redeem', {
      token: late.token,
      payload: { characterId: late.characterId, code: other! },
    });
    expect(expired.body.errorCode).toBe('DISCOUNT_CODE_EXPIRED');
  });

  it('redeems an activation code once, even twice at the same moment', async () => {
    const [code] = await createActivationCodes(server.database.db, {
      card: 'year',
      count: 1,
      name: 'test',
      now: server.clock.now(),
      expiresAt: null,
    });
    const ann = await buyer(server.app);
    const bob = await buyer(server.app);
    const answers = await Promise.all(
      [ann, bob].map((who) =>
        call<Membership>(server.app, 'POST', '/membership/code/redeem', {
          token: who.token,
          payload: {
            code: code!
              .replace(/(.{4})/g, '$1-')
              .slice(0, -1)
              .toLowerCase(),
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      errorCode: 'ACTIVATION_CODE_USED',
    });
    const wrong = await call(server.app, 'POST', '/membership/code/redeem', {
      token: ann.token,
      payload: { code: 'ABCDEFGHJKLMNPQR' },
    });
    expect(wrong.body.errorCode).toBe('ACTIVATION_CODE_INVALID');
  });
});
