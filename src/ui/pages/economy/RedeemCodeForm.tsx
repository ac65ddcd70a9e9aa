import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/endpoints';
import { describeError } from '../../api/errors';
import { economyChanged } from '../../queries/economy';
import styles from './Economy.module.css';

/** Entering a discount code someone gave the learner: the card joins the toolbox ("discount code" required). */
export function RedeemCodeForm({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const redeem = useMutation({
    mutationFn: (value: string) => api.redeemDiscountCode({ characterId, code: value }),
    onSuccess: async () => {
      setCode('');
      await economyChanged(queryClient, characterId);
    },
    meta: { handlesError: true },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    redeem.mutate(code);
  };
  const error = missing
    ? intl.formatMessage({
        id: 'error.DISCOUNT_CODE_REQUIRED',
        defaultMessage: 'Please enter the discount code',
      })
    : redeem.error
      ? intl.formatMessage(describeError(redeem.error))
      : null;
  return (
    <form className={styles.redeem} onSubmit={submit} noValidate>
      <label htmlFor="discount-code" className={styles.label}>
        <FormattedMessage id="economy.redeem.label" defaultMessage="Discount code" />
      </label>
      <div className={styles.redeemRow}>
        <input
          id="discount-code"
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          required
          aria-invalid={error !== null}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
        <button type="submit" className="button button-primary" disabled={redeem.isPending}>
          <FormattedMessage id="economy.redeem.submit" defaultMessage="Add to my toolbox" />
        </button>
      </div>
      {error && (
        <p id="discount-code-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      {redeem.isSuccess && (
        <p className={styles.success} role="status">
          <FormattedMessage
            id="economy.redeem.done"
            defaultMessage="Your {percent}% card is in your toolbox."
            values={{ percent: redeem.data.percent }}
          />
        </p>
      )}
    </form>
  );
}
