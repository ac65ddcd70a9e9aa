import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GiftCode, Membership } from '../../contracts';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { buyer, membership, order, pay } from './test-helpers';

describe.each(TEST_DATABASES)('a card bought as a gift on %s', (kind) => {
  const server = suiteServer(kind);

  it('adds nothing to the buyer, shows its activation code once, and the code opens a month for another', async () => {
    const giver = await buyer(server.app);
    const placed = await order(server.app, giver.token, { card: 'month', gift: true });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ gift: true, giftCodeShown: false });

    // Not before it is paid.
    const early = await call<GiftCode>(server.app, 'POST', '/membership/order/gift-code', {
      token: giver.token,
      payload: { orderNo: placed.body.orderNo },
    });
    expect(early.body).toMatchObject({ errorCode: 'GIFT_CODE_NOT_READY' });

    expect((await pay(server.app, placed.body)).status).toBe(200);
    expect((await membership(server.app, giver.token)).body.state).toBe('NONE');

    // Two asks at once: one answers the code, the other that it was shown.
    const ask = () =>
      call<GiftCode & { errorCode?: string }>(server.app, 'POST', '/membership/order/gift-code', {
        token: giver.token,
        payload: { orderNo: placed.body.orderNo },
      });
    const answers = await Promise.all([ask(), ask()]);
    const shown = answers.filter((answer) => answer.status === 200);
    expect(shown).toHaveLength(1);
    expect(answers.map((answer) => answer.body.errorCode).filter(Boolean)).toEqual(['GIFT_CODE_SHOWN']);
    const code = shown[0]!.body.code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect((await ask()).body.errorCode).toBe('GIFT_CODE_SHOWN');
    const looked = await call<{ giftCodeShown: boolean }>(server.app, 'GET', '/membership/order', {
      token: giver.token,
      payload: { orderNo: placed.body.orderNo },
    });
    expect(looked.body.giftCodeShown).toBe(true);

    // Only its hash is stored.
    const stored = await server.database.db.execute(
      sql`select count(*)::int as n from activation_codes where code_hash = ${code}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    // Another account redeems it: a month.
    const friend = await buyer(server.app);
    const redeemed = await call<Membership>(server.app, 'POST', '/membership/code/redeem', {
      token: friend.token,
      payload: { code },
    });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.state).toBe('ACTIVE');
  });
});
