import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contracts';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { paymentRefunds, sandboxPayments } from './schema';
import { buyer, lookUp, membership, order, pay } from './test-helpers';

/** Trials of each race: the race was lost 8 times in 10 on PostgreSQL and 10 in 10 on PGlite before the fix. */
const TRIALS = 12;

/**
 * Issue 27, item 3: the payer completes the sandbox payment while cancelling the order. Whatever wins, the payer
 * is never charged for an order that adds nothing: either the order is paid and the membership grows, or the
 * order is cancelled and the payment was not taken (or was refunded, with the refund recorded).
 */
describe.each(TEST_DATABASES)('a payment and a cancellation at the same moment on %s', (kind) => {
  const server = suiteServer(kind);

  it('never leaves a payer charged for a cancelled order', async () => {
    const me = await buyer(server.app);
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const placed = await order(server.app, me.token, { card: 'day' });
      expect(placed.status).toBe(200);
      const before = (await membership(server.app, me.token)).body.expiresAt;
      await Promise.all([
        pay(server.app, placed.body),
        call<Order>(server.app, 'POST', '/membership/order/cancel', {
          token: me.token,
          payload: { orderNo: placed.body.orderNo },
        }),
      ]);
      const after = await lookUp(server.app, me.token, placed.body.orderNo);
      const paymentId = placed.body.paymentUrl!.split('/').pop()!;
      const [payment] = await server.database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId));
      const refunds = await server.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderNo, placed.body.orderNo));
      const now = (await membership(server.app, me.token)).body.expiresAt;
      outcomes.push(`${after.body.state}/${payment?.status}`);
      if (after.body.state === 'PAID') {
        expect(payment?.status).toBe('paid');
        expect(now).not.toBe(before);
        expect(refunds).toHaveLength(0);
      } else {
        expect(after.body.state).toBe('CANCELLED');
        expect(now).toBe(before);
        // Charged only if refunded, and the refund is recorded for the order page and the ledger.
        if (payment?.status !== 'cancelled' && payment?.status !== 'pending') {
          expect(payment?.status).toBe('refunded');
          expect(refunds).toMatchObject([{ state: 'refunded', amount: placed.body.amount }]);
          expect(after.body.refund).toMatchObject({ state: 'refunded', amount: placed.body.amount });
        }
      }
    }
    expect(outcomes).toHaveLength(TRIALS);
  });
});
