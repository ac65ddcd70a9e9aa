import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LOTTERY_DRAW_CRYSTALS,
  LOTTERY_DRAWS_PER_DAY,
  LOTTERY_PITY_EMPTY_DRAWS,
  LOTTERY_PRIZES,
  type DiscountCard,
  type DrawResult,
  type Lottery,
} from '../../contracts';
import { TEST_DATABASES, call, guestWithStudent, suiteServer } from '../test/harness';
import { findRedeemableCard, grantDiscountCard, redeemDiscountCard } from './cards';
import { pickPrize, prizeOdds } from './lottery';
import { drawLottery } from './service';
import { HOUR } from '../shared/clock';
import { economyContext, give, later, submitRound, walletOf } from './test-helpers';

/** A random source that always answers `value`: 0.9999 falls on the last prize, "nothing". */
const always = (value: number) => () => value;

describe('the lottery rule', () => {
  it('publishes odds that add up to one, and picks each prize in its share of the draw', () => {
    const total = LOTTERY_PRIZES.reduce((sum, prize) => sum + prizeOdds(prize), 0);
    expect(total).toBeCloseTo(1, 10);
    expect(pickPrize(0, always(0)).prize.id).toBe('extra-life');
    expect(pickPrize(0, always(0.9999)).prize.kind).toBe('nothing');
    expect(pickPrize(0, always(0.62)).prize.id).toBe('discount-90');
  });

  it(`guarantees a prize after ${LOTTERY_PITY_EMPTY_DRAWS} empty draws in a row`, () => {
    expect(pickPrize(LOTTERY_PITY_EMPTY_DRAWS - 1, always(0.9999))).toMatchObject({
      prize: { kind: 'nothing' },
      guaranteed: false,
    });
    const pity = pickPrize(LOTTERY_PITY_EMPTY_DRAWS, always(0.9999));
    expect(pity.guaranteed).toBe(true);
    expect(pity.prize.kind).not.toBe('nothing');
  });
});

describe.each(TEST_DATABASES)('the lottery and discount cards (%s)', (kind) => {
  const server = suiteServer(kind);

  const draw = (auth: { token: string; characterId: number }, drawKey = randomUUID()) =>
    call<DrawResult & { errorCode?: string; message?: string }>(server.app, 'POST', '/economy/lottery/draw', {
      token: auth.token,
      payload: { characterId: auth.characterId, drawKey },
    });

  it('shows every prize with its odds, and refuses a draw without enough crystals', async () => {
    const learner = await guestWithStudent(server.app, 'Looker');
    const lottery = await call<Lottery>(server.app, 'GET', '/economy/lottery', {
      token: learner.token,
      payload: { characterId: learner.characterId },
    });
    expect(lottery.body.prizes.map((prize) => prize.id)).toEqual(LOTTERY_PRIZES.map((prize) => prize.id));
    expect(lottery.body.prizes.find((prize) => prize.id === 'discount-76')?.odds).toBeCloseTo(0.01);
    expect(lottery.body.wallet).toMatchObject({
      drawCost: LOTTERY_DRAW_CRYSTALS,
      drawsPerDay: LOTTERY_DRAWS_PER_DAY,
    });

    await give(server, learner.characterId, 'crystals', LOTTERY_DRAW_CRYSTALS - 1);
    const refused = await draw(learner);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: 'CRYSTALS_INSUFFICIENT',
      message: 'Sorry, your energy crystals are fewer than the amount per draw',
    });
    const wallet = await walletOf(server.app, learner);
    expect(wallet).toMatchObject({ crystals: LOTTERY_DRAW_CRYSTALS - 1, drawsToday: 0 });
  });

  it('charges crystals per draw, answers a retry with the same draw, and caps the draws of a day', async () => {
    const learner = await guestWithStudent(server.app, 'Drawer');
    await give(server, learner.characterId, 'crystals', 10 * LOTTERY_DRAW_CRYSTALS);
    const drawKey = randomUUID();
    const first = await draw(learner, drawKey);
    expect(first.status).toBe(200);
    expect(first.body.wallet).toMatchObject({ crystals: 9 * LOTTERY_DRAW_CRYSTALS, drawsToday: 1 });
    const retry = await draw(learner, drawKey);
    expect(retry.body.prize.id).toBe(first.body.prize.id);
    expect(retry.body.wallet.crystals).toBe(9 * LOTTERY_DRAW_CRYSTALS);
    for (let index = 1; index < LOTTERY_DRAWS_PER_DAY; index++)
      expect((await draw(learner)).status).toBe(200);
    const over = await draw(learner);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ errorCode: 'CHANCES_USED_UP', message: 'All chances used' });
    expect((await walletOf(server.app, learner)).crystals).toBe(
      (10 - LOTTERY_DRAWS_PER_DAY) * LOTTERY_DRAW_CRYSTALS,
    );
  });

  it('counts the draws of a day by the server’s clock: a zone on the other side of the date line opens no new day', async () => {
    const learner = await guestWithStudent(server.app, 'Zoner');
    await give(server, learner.characterId, 'crystals', 12 * LOTTERY_DRAW_CRYSTALS);
    expect((await submitRound(server.app, server.clock, learner, { kind: 'practice' })).status).toBe(200);
    const statuses: number[] = [];
    for (let index = 0; index < LOTTERY_DRAWS_PER_DAY; index++) statuses.push((await draw(learner)).status);
    // An attempt in the zone 12 hours behind UTC (yesterday there), then one 14 hours ahead (tomorrow there).
    for (const timeZone of ['Etc/GMT+12', 'Etc/GMT-14']) {
      const moved = await submitRound(server.app, server.clock, learner, { kind: 'practice', timeZone });
      expect(moved.status).toBe(200);
      for (let index = 0; index < LOTTERY_DRAWS_PER_DAY; index++) statuses.push((await draw(learner)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409]);
    // The next day, in the zone asked for last (it is 23:30 there): three draws again, and no more.
    await later(server.app, server.clock, learner);
    const next: number[] = [];
    for (let index = 0; index <= LOTTERY_DRAWS_PER_DAY; index++) next.push((await draw(learner)).status);
    expect(next).toEqual([200, 200, 200, 409]);
    // West across the date line again, asked for today: it takes effect two hours later, at the next day of
    // UTC+14, where UTC-12 is still on a day already counted: no draws.
    const west = await submitRound(server.app, server.clock, learner, {
      kind: 'practice',
      timeZone: 'Etc/GMT+12',
    });
    expect(west.status).toBe(200);
    await later(server.app, server.clock, learner, 2 * HOUR);
    expect((await draw(learner)).status).toBe(409);
  });

  it('gives the guaranteed prize after the empty draws, across days, and puts prizes in the toolbox', async () => {
    const learner = await guestWithStudent(server.app, 'Unlucky');
    await give(server, learner.characterId, 'crystals', 10 * LOTTERY_DRAW_CRYSTALS);
    const context = economyContext(server);
    const payload = () => ({
      characterId: learner.characterId,
      drawKey: randomUUID(),
      deviceId: 'test-device-0001',
    });
    const results: DrawResult[] = [];
    const userId = await ownerOf(learner.token);
    for (let index = 0; index < LOTTERY_PITY_EMPTY_DRAWS + 1; index++) {
      // The day's draws used up, the learner's next draws fall on the next day.
      if (index === LOTTERY_DRAWS_PER_DAY) await later(server.app, server.clock, learner);
      results.push(await drawLottery(context, userId, payload(), always(0.9999)));
    }
    expect(results.slice(0, LOTTERY_PITY_EMPTY_DRAWS).map((result) => result.prize.kind)).toEqual(
      Array(LOTTERY_PITY_EMPTY_DRAWS).fill('nothing'),
    );
    const last = results.at(-1)!;
    expect(last.guaranteed).toBe(true);
    expect(last.prize.kind).not.toBe('nothing');
    expect(last.wallet.emptyDraws).toBe(0);
    // 0.9999 of the prizes alone is the last of them: the 76 % discount card, now in the toolbox.
    expect(last.card).toMatchObject({ percent: 76, state: 'received', expired: false });
    const toolbox = await call<{ cards: DiscountCard[] }>(server.app, 'GET', '/economy/toolbox', {
      token: learner.token,
      payload: { characterId: learner.characterId },
    });
    expect(toolbox.body.cards.map((card) => card.code)).toEqual([last.card!.code]);

    const item = await drawLottery(context, userId, payload(), always(0));
    expect(item.item).toMatchObject({ kind: 'extra-life', state: 'received' });
    expect(item.wallet.items['extra-life']).toBe(2);
  });

  async function ownerOf(token: string): Promise<number> {
    const self = await call<{ uid: number }>(server.app, 'GET', '/user/info/self', { token });
    return self.body.uid;
  }

  it('redeems a handed-out discount code into the toolbox once, with the catalogue errors', async () => {
    const learner = await guestWithStudent(server.app, 'Coder');
    const other = await guestWithStudent(server.app, 'Second');
    const now = server.clock.now();
    const card = await grantDiscountCard(server.database.db, { percent: 76, now, source: 'grant' });
    const redeem = (auth: { token: string; characterId: number }, code: string) =>
      call<DiscountCard & { errorCode?: string; message?: string }>(
        server.app,
        'POST',
        '/economy/discount/redeem',
        {
          token: auth.token,
          payload: { characterId: auth.characterId, code },
        },
      );
    const empty = await redeem(learner, '  ');
    expect(empty.body).toMatchObject({
      errorCode: 'DISCOUNT_CODE_REQUIRED',
      message: 'Please enter the discount code',
    });
    expect((await redeem(learner, 'ABCDEFGHJK')).body.errorCode).toBe('DISCOUNT_CODE_INVALID');
    const typed = `${card.code.slice(0, 5).toLowerCase()}-${card.code.slice(5)}`;
    const claimed = await redeem(learner, typed);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ code: card.code, percent: 76, state: 'received' });
    expect((await redeem(learner, card.code)).status).toBe(200);
    expect((await redeem(other, card.code)).body.errorCode).toBe('DISCOUNT_CODE_INVALID');

    const old = await grantDiscountCard(server.database.db, {
      percent: 90,
      now,
      source: 'grant',
      expiresAt: new Date(now.getTime() - 1000),
    });
    expect((await redeem(other, old.code)).body.errorCode).toBe('DISCOUNT_CODE_EXPIRED');
  });

  it('lets an order find a valid card and redeem it once, inside the order’s transaction', async () => {
    const learner = await guestWithStudent(server.app, 'Buyer');
    const userId = await ownerOf(learner.token);
    const now = server.clock.now();
    const owner = { characterId: learner.characterId, userId };
    const card = await grantDiscountCard(server.database.db, { percent: 85, now, source: 'lottery', owner });
    const db = server.database.db;
    expect(await findRedeemableCard(db, { userId: userId + 1000, code: card.code, now })).toBeNull();
    const found = await findRedeemableCard(db, { userId, code: card.code.toLowerCase(), now });
    expect(found?.id).toBe(card.id);
    const results = await Promise.all(
      [1, 2, 3].map((order) =>
        db.transaction((tx) =>
          redeemDiscountCard(tx, { cardId: card.id, userId, orderRef: `order-${order}`, now }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await findRedeemableCard(db, { userId, code: card.code, now })).toBeNull();

    const expiring = await grantDiscountCard(db, { percent: 90, now, source: 'grant', owner });
    const later = new Date(expiring.expiresAt.getTime() + 1);
    expect(await findRedeemableCard(db, { userId, code: expiring.code, now: later })).toBeNull();
    expect(await redeemDiscountCard(db, { cardId: expiring.id, userId, orderRef: 'late', now: later })).toBe(
      false,
    );
    await expect(grantDiscountCard(db, { percent: 50, now, source: 'grant' })).rejects.toThrow();
  });
});
