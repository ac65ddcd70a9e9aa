import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Membership, MembershipCard, Order, Plans } from '../../../contracts';

/** The names of the purchase cards, the membership states and the orders' outcomes. */
export const cardNames: Record<MembershipCard, MessageDescriptor> = {
  day: { id: 'membership.card.day', defaultMessage: 'One-day card' },
  week: { id: 'membership.card.week', defaultMessage: 'One-week card' },
  month: { id: 'membership.card.month', defaultMessage: 'Monthly card' },
  year: { id: 'membership.card.year', defaultMessage: 'Annual card' },
  lifetime: { id: 'membership.card.lifetime', defaultMessage: 'Lifetime membership' },
};

export const stateNames: Record<Membership['state'], MessageDescriptor> = {
  NONE: { id: 'membership.state.NONE', defaultMessage: 'Free plan: membership not opened' },
  TRIAL: { id: 'membership.state.TRIAL', defaultMessage: 'Free trial until {date}' },
  ACTIVE: { id: 'membership.state.ACTIVE', defaultMessage: 'Premium member until {date}' },
  EXPIRED: {
    id: 'membership.state.EXPIRED',
    defaultMessage:
      'Membership expired on {date}. Your roles and results are kept; members’ content is paused.',
  },
  LIFETIME: { id: 'membership.state.LIFETIME', defaultMessage: 'Lifetime member' },
};

/** What an order's state means for the payer, in the catalogue's words where it has them. */
export const orderOutcome: Record<Order['state'], MessageDescriptor> = {
  WAITING_PAYMENT: { id: 'error.PAYMENT_NOT_COMPLETED', defaultMessage: 'Payment not completed' },
  PAID: { id: 'membership.order.paid', defaultMessage: 'Paid. Thank you!' },
  CANCELLED: { id: 'error.PAYMENT_CANCELLED', defaultMessage: 'Payment Cancelled' },
  EXPIRED: { id: 'error.ORDER_EXPIRED', defaultMessage: 'The order has expired, please reorder' },
  CLOSED: { id: 'error.ORDER_CLOSED', defaultMessage: 'Order has been closed, please reorder' },
  FAILED: { id: 'error.PAYMENT_FAILED', defaultMessage: 'Payment Failed' },
};

/** A price in the edition's currency (amounts are in fen or cents). */
export function formatPrice(intl: IntlShape, amount: number, currency: Plans['currency']): string {
  return intl.formatNumber(amount / 100, { style: 'currency', currency });
}

export const formatDay = (intl: IntlShape, iso: string | null) =>
  iso ? intl.formatDate(iso, { dateStyle: 'long' }) : '';
