import { describe, expect, it } from 'vitest';
import type { Plans } from '../../contracts';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { buyer, membership, order, pay } from './test-helpers';

/**
 * Issue 27, item 1: on a production server the built-in sandbox (whose pay call needs no sign-in) must not be a
 * way to take a membership for free. Unless an operator turns it on on purpose, it is off: its routes are unknown,
 * and with no real provider configured purchases are off (the page says so).
 */
describe.each(TEST_DATABASES)('payments on a production server on %s', (kind) => {
  const server = suiteServer(kind, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    UNSAFE_LOG_CODES: '1',
  });

  it('gives no lifetime membership and no gift code through the sandbox', async () => {
    const me = await buyer(server.app);
    const plans = await call<Plans>(server.app, 'GET', '/membership/plans');
    expect(plans.body.payments).toBe('off');
    for (const payload of [{ card: 'lifetime' }, { card: 'year', gift: true }]) {
      const placed = await order(server.app, me.token, payload);
      expect(placed.body.errorCode).toBe('PURCHASES_UNAVAILABLE');
      // Even a payment id taken from elsewhere: the sandbox's calls are unknown.
      const acted = await pay(server.app, {
        ...placed.body,
        paymentUrl: '/pay/sandbox/00000000-0000-4000-8000-000000000000',
      });
      expect(acted.status).toBe(404);
      expect(acted.body.errorCode).toBe('NOT_FOUND');
    }
    const shown = await call(server.app, 'GET', '/membership/sandbox/payment', {
      payload: { paymentId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(shown.status).toBe(404);
    expect((await membership(server.app, me.token)).body).toMatchObject({ tier: 'FREE', state: 'NONE' });
  });
});
