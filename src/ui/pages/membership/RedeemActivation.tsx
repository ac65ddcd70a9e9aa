import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';
import { useRedeemActivation } from '../../queries/membership';
import styles from './Membership.module.css';

/** Redeeming an activation code (a school's or a gift's): its card is added to the membership. */
export function RedeemActivation() {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const redeem = useRedeemActivation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate(code, { onSuccess: () => setCode('') });
  };
  const error = redeem.error ? intl.formatMessage(describeError(redeem.error)) : null;
  return (
    <form onSubmit={submit} noValidate data-testid="redeem-activation">
      <label htmlFor="activation-code" className={styles.label}>
        <FormattedMessage id="membership.code.label" defaultMessage="Activation code" />
      </label>
      <div className={styles.row}>
        <input
          id="activation-code"
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          aria-invalid={error !== null}
          aria-describedby={error ? 'activation-code-error' : undefined}
        />
        <button type="submit" className="button button-secondary" disabled={redeem.isPending}>
          <FormattedMessage id="membership.code.submit" defaultMessage="Redeem" />
        </button>
      </div>
      {error && (
        <p id="activation-code-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      {redeem.isSuccess && (
        <p className={styles.success} role="status">
          <FormattedMessage
            id="membership.code.done"
            defaultMessage="The code was redeemed: your membership is updated."
          />
        </p>
      )}
    </form>
  );
}
