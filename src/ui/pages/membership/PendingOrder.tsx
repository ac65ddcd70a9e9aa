import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';
import { pendingOrderQuery, plansQuery, useCancelOrder } from '../../queries/membership';
import { usePayOrder } from './Checkout';
import { cardNames, formatPrice } from './membership-strings';
import styles from './Membership.module.css';

/** An order still waiting for its payment: continue paying it, or cancel it and choose again (spec 4). */
export function PendingOrder() {
  const intl = useIntl();
  const pending = useQuery(pendingOrderQuery());
  const plans = useQuery(plansQuery());
  const payOrder = usePayOrder();
  const cancel = useCancelOrder();
  const order = pending.data?.order;
  if (!order) {
    // Cancelled here: say so (the section would otherwise just vanish).
    if (!cancel.isSuccess) return null;
    return (
      <p className={styles.notice} role="status" data-testid="order-cancelled">
        <FormattedMessage
          id="membership.pending.cancelled"
          defaultMessage="Order {orderNo} was cancelled: nothing was paid{discount, select, yes {, and its discount card is back in your toolbox} other {}}. You can choose a card again."
          values={{
            orderNo: cancel.variables?.orderNo,
            discount: cancel.variables?.discountPercent === null ? 'no' : 'yes',
          }}
        />
      </p>
    );
  }
  const productId = plans.data?.cards.find((entry) => entry.card === order.card)?.productId ?? '';
  return (
    <section className={styles.card} aria-labelledby="pending-title" data-testid="pending-order">
      <h2 id="pending-title" className={styles.subtitle}>
        <FormattedMessage
          id="error.ORDER_UNPAID"
          defaultMessage="You have an unpaid order, please cancel it and select again"
        />
      </h2>
      <p>
        <FormattedMessage
          id="membership.pending.what"
          defaultMessage="{card} for {price}, order number {orderNo}."
          values={{
            card: intl.formatMessage(cardNames[order.card]),
            price: formatPrice(intl, order.amount, order.currency),
            orderNo: order.orderNo,
          }}
        />
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void payOrder(order, productId)}
        >
          <FormattedMessage id="membership.pending.continue" defaultMessage="Continue paying" />
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => cancel.mutate(order)}
          disabled={cancel.isPending}
          data-testid="cancel-order"
        >
          <FormattedMessage id="membership.pending.cancel" defaultMessage="Cancel this order" />
        </button>
      </div>
      {cancel.error && (
        <p className={styles.error} role="alert">
          {intl.formatMessage(describeError(cancel.error))}
        </p>
      )}
    </section>
  );
}
