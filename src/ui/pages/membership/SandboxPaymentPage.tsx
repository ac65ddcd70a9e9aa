import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { CallPayload } from '../../api/client';
import { describeError } from '../../api/errors';
import { sandboxPaymentQuery, useSandboxAct } from '../../queries/membership';
import { TestPaymentNotice } from './Checkout';
import { cardNames, formatPrice } from './membership-strings';
import styles from './Membership.module.css';

/**
 * /pay/sandbox/:paymentId: the built-in sandbox provider's payment page. No money moves: the payer completes,
 * fails or cancels the payment, and the sandbox notifies the server as a real provider would.
 */
export default function SandboxPaymentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const payment = useQuery(sandboxPaymentQuery(paymentId));
  const act = useSandboxAct(paymentId);
  const pay = (action: CallPayload<'sandboxAct'>['action']) =>
    act.mutate(action, { onSuccess: (done) => void navigate(`/membership/order/${done.orderNo}`) });
  const heading = intl.formatMessage({ id: 'sandbox.title', defaultMessage: 'Sandbox payment' });
  useEffect(() => {
    document.title = `${heading} · KeyQuest`;
  }, [heading]);
  return (
    <main className={styles.page} id="main">
      <h1 className={styles.title}>{heading}</h1>
      <TestPaymentNotice />
      {payment.error && (
        <p className={styles.error} role="alert">
          {intl.formatMessage(describeError(payment.error))}
        </p>
      )}
      {payment.data && (
        <section className={styles.card} data-testid="sandbox-payment">
          <dl className={styles.summary}>
            <dt>
              <FormattedMessage id="membership.order.number" defaultMessage="Order number" />
            </dt>
            <dd>{payment.data.orderNo}</dd>
            <dt>
              <FormattedMessage id="membership.order.card" defaultMessage="Card" />
            </dt>
            <dd>{intl.formatMessage(cardNames[payment.data.card])}</dd>
            <dt>
              <FormattedMessage id="membership.order.amount" defaultMessage="Amount" />
            </dt>
            <dd data-testid="sandbox-amount">
              {formatPrice(intl, payment.data.amount, payment.data.currency)}
            </dd>
          </dl>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              onClick={() => pay('complete')}
              disabled={act.isPending}
            >
              <FormattedMessage id="sandbox.complete" defaultMessage="Pay" />
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => pay('fail')}
              disabled={act.isPending}
            >
              <FormattedMessage id="sandbox.fail" defaultMessage="Make the payment fail" />
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => pay('cancel')}
              disabled={act.isPending}
            >
              <FormattedMessage id="sandbox.cancel" defaultMessage="Cancel the payment" />
            </button>
          </div>
          {act.error && (
            <p className={styles.error} role="alert">
              {intl.formatMessage(describeError(act.error))}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
