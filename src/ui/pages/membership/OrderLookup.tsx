import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styles from './Membership.module.css';

/** Looking an order up by its merchant order number ("order number" required). */
export function OrderLookup() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [orderNo, setOrderNo] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = orderNo.trim();
    setMissing(value === '');
    if (value) void navigate(`/membership/order/${encodeURIComponent(value)}`);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="order-lookup">
      <label htmlFor="order-no" className={styles.label}>
        <FormattedMessage id="membership.lookup.label" defaultMessage="Merchant order number" />
      </label>
      <div className={styles.row}>
        <input
          id="order-no"
          className={styles.input}
          value={orderNo}
          onChange={(event) => setOrderNo(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={missing}
          aria-describedby={missing ? 'order-no-error' : undefined}
        />
        <button type="submit" className="button button-secondary">
          <FormattedMessage id="membership.lookup.submit" defaultMessage="Look up the order" />
        </button>
      </div>
      {missing && (
        <p id="order-no-error" className={styles.error} role="alert">
          {intl.formatMessage({
            id: 'error.ORDER_NUMBER_REQUIRED',
            defaultMessage: 'Please enter the order number',
          })}
        </p>
      )}
    </form>
  );
}
