import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/is-api-error';
import { describeError } from '../../api/errors';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { membershipChanged, orderQuery } from '../../queries/membership';
import { cardNames, formatDay, formatPrice, orderOutcome } from './membership-strings';
import styles from './Membership.module.css';
import { GiftCodeReveal } from './GiftCodeReveal';

/** /membership/order/:orderNo: one order and what became of it, in the catalogue's words. */
export default function OrderStatusPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { orderNo = '' } = useParams();
  const order = useQuery(orderQuery(orderNo));
  const heading = intl.formatMessage({ id: 'membership.order.title', defaultMessage: 'Your order' });
  const state = order.data?.state;
  useEffect(() => {
    document.title = `${heading} · KeyQuest`;
  }, [heading]);
  useEffect(() => {
    // Paid: the membership grew and the card is spent; ended unpaid: its discount card is back in the toolbox.
    if (state !== undefined && state !== 'WAITING_PAYMENT') void membershipChanged(queryClient);
  }, [state, queryClient]);
  const back = (
    <Link to="/membership" className="button button-primary">
      <FormattedMessage id="membership.order.back" defaultMessage="Back to membership" />
    </Link>
  );
  return (
    <LearningShell>
      <div className={styles.page}>
        <h1 className={styles.title}>{heading}</h1>
        {order.error && (
          // An order number that is no order (a typo, a garbled link): say so in words, with the way back.
          <section className={styles.card} data-testid="order-error">
            <p className={styles.error} role="alert">
              {intl.formatMessage(describeError(order.error))}
            </p>
            {isApiError(order.error) && order.error.errorCode === 'ORDER_NOT_FOUND' && (
              <p>
                <FormattedMessage
                  id="membership.order.notFoundHint"
                  defaultMessage="Check the number (it starts with KQ) and look it up again on the membership page."
                />
              </p>
            )}
            <div className={styles.actions}>{back}</div>
          </section>
        )}
        {order.data && (
          <section className={styles.card} data-testid="order-status" data-state={order.data.state}>
            <p className={styles.subtitle} role="status">
              {intl.formatMessage(orderOutcome[order.data.state])}
            </p>
            <dl className={styles.summary}>
              <dt>
                <FormattedMessage id="membership.order.number" defaultMessage="Order number" />
              </dt>
              <dd data-testid="order-no">{order.data.orderNo}</dd>
              <dt>
                <FormattedMessage id="membership.order.card" defaultMessage="Card" />
              </dt>
              <dd>{intl.formatMessage(cardNames[order.data.card])}</dd>
              <dt>
                <FormattedMessage id="membership.order.amount" defaultMessage="Amount" />
              </dt>
              <dd>
                {formatPrice(intl, order.data.amount, order.data.currency)}
                {order.data.discountPercent !== null && (
                  <>
                    {' '}
                    <FormattedMessage
                      id="membership.order.discount"
                      defaultMessage="({percent}% of {list} with a discount card)"
                      values={{
                        percent: order.data.discountPercent,
                        list: formatPrice(intl, order.data.listPrice, order.data.currency),
                      }}
                    />
                  </>
                )}
              </dd>
              {order.data.gift ? (
                // A gift adds nothing to the buyer's membership: say what it is, never the buyer's expiry.
                <>
                  <dt>
                    <FormattedMessage id="membership.order.gift" defaultMessage="Gift" />
                  </dt>
                  <dd data-testid="order-gift">
                    <FormattedMessage
                      id="membership.order.giftWhat"
                      defaultMessage="An activation code for someone else. Your own membership does not change."
                    />
                  </dd>
                </>
              ) : (
                order.data.state === 'PAID' &&
                (order.data.membershipUntil || order.data.card === 'lifetime') && (
                  <>
                    <dt>
                      <FormattedMessage id="membership.order.until" defaultMessage="Membership" />
                    </dt>
                    <dd data-testid="order-until">
                      {order.data.membershipUntil ? (
                        <FormattedMessage
                          id="membership.order.untilDate"
                          defaultMessage="Until {date}"
                          values={{ date: formatDay(intl, order.data.membershipUntil) }}
                        />
                      ) : (
                        <FormattedMessage id="membership.state.LIFETIME" defaultMessage="Lifetime member" />
                      )}
                    </dd>
                  </>
                )
              )}
            </dl>
            {order.data.refund && (
              <p className={styles.notice} data-testid="order-refund">
                <FormattedMessage
                  id="membership.order.refund"
                  defaultMessage="{reason, select, amount_differs {A payment of {amount} was not for this order's amount, so it could not be used.} other {A payment of {amount} arrived after this order had ended, so it could not be used.}} {state, select, refunded {It was refunded.} other {It is being refunded.}}"
                  values={{
                    reason: order.data.refund.reason,
                    state: order.data.refund.state,
                    amount: formatPrice(intl, order.data.refund.amount, order.data.currency),
                  }}
                />
              </p>
            )}
            <GiftCodeReveal order={order.data} />
            <div className={styles.actions}>
              {back}
              {order.data.state === 'WAITING_PAYMENT' && order.data.paymentUrl && (
                <Link to={order.data.paymentUrl} className="button button-secondary">
                  <FormattedMessage id="membership.pending.continue" defaultMessage="Continue paying" />
                </Link>
              )}
            </div>
          </section>
        )}
      </div>
    </LearningShell>
  );
}
