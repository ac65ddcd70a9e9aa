import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
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
    if (state === 'PAID') void membershipChanged(queryClient);
  }, [state, queryClient]);
  return (
    <LearningShell>
      <div className={styles.page}>
        <h1 className={styles.title}>{heading}</h1>
        {order.error && (
          <p className={styles.error} role="alert">
            {intl.formatMessage(describeError(order.error))}
          </p>
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
              {order.data.state === 'PAID' && (
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
              <Link to="/membership" className="button button-primary">
                <FormattedMessage id="membership.order.back" defaultMessage="Back to membership" />
              </Link>
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
