import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DiscountCard } from '../../../contracts';
import { describeError } from '../../api/errors';
import { useRedeemDiscountCode } from '../../queries/economy';
import styles from './Economy.module.css';

/**
 * Entering a discount code someone gave (a campaign's, a school's: `npm run codes -- --discount`): the card joins
 * the toolbox ("discount code" required). On the toolbox for the learner; at checkout for the grown-up who buys,
 * where it says where codes come from and the card is chosen for the order at once (`onRedeemed`).
 */
export function RedeemCodeForm({
  characterId,
  place = 'toolbox',
  onRedeemed,
}: {
  characterId: number;
  place?: 'toolbox' | 'checkout';
  onRedeemed?: (card: DiscountCard) => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const redeem = useRedeemDiscountCode(characterId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    redeem.mutate(code, {
      onSuccess: (card) => {
        setCode('');
        onRedeemed?.(card);
      },
    });
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
        {place === 'checkout' ? (
          <FormattedMessage id="membership.discount.codeLabel" defaultMessage="Have a discount code?" />
        ) : (
          <FormattedMessage id="economy.redeem.label" defaultMessage="Discount code" />
        )}
      </label>
      {place === 'checkout' && (
        <p id="discount-code-hint" className={styles.muted}>
          <FormattedMessage
            id="membership.discount.codeHint"
            defaultMessage="KeyQuest hands out discount codes in campaigns, and schools and partners pass them on; a learner can also win a card in the lottery. A card pays for one order."
          />
        </p>
      )}
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
          aria-describedby={
            [place === 'checkout' ? 'discount-code-hint' : '', error ? 'discount-code-error' : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        />
        <button
          type="submit"
          className={place === 'checkout' ? 'button button-secondary' : 'button button-primary'}
          disabled={redeem.isPending}
        >
          {place === 'checkout' ? (
            <FormattedMessage id="membership.discount.add" defaultMessage="Add the card" />
          ) : (
            <FormattedMessage id="economy.redeem.submit" defaultMessage="Add to my toolbox" />
          )}
        </button>
      </div>
      {error && (
        <p id="discount-code-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      {redeem.isSuccess && (
        <p className={styles.success} role="status" data-testid="discount-code-added">
          {place === 'checkout' ? (
            <FormattedMessage
              id="membership.discount.added"
              defaultMessage="Your {percent}% card is chosen for this order."
              values={{ percent: redeem.data.percent }}
            />
          ) : (
            <FormattedMessage
              id="economy.redeem.done"
              defaultMessage="Your {percent}% card is in your toolbox."
              values={{ percent: redeem.data.percent }}
            />
          )}
        </p>
      )}
    </form>
  );
}
