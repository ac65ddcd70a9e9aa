import type { Order } from '../../../contracts';

/** A month card's order as the server answers it, for the membership pages' tests: change what a test needs. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    orderNo: 'KQ202611260123456789',
    card: 'month',
    state: 'WAITING_PAYMENT',
    channel: 'web',
    currency: 'USD',
    listPrice: 699,
    amount: 699,
    discountPercent: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    payBefore: '2026-11-26T10:30:00.000Z',
    paidAt: null,
    paymentUrl: null,
    paymentToken: null,
    membershipUntil: null,
    gift: false,
    giftCodeShown: false,
    refund: null,
    ...overrides,
  };
}
