import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../../contracts';
import { useRevealGiftCode } from '../../queries/membership';
import { describeError } from '../../api/errors';
import styles from './Membership.module.css';

/**
 * A paid gift order's activation code (spec 5: it can be copied only once): made on the server when asked, shown
 * here this once with a copy button; the server keeps only its hash, so a reload cannot show it again.
 */
export function GiftCodeReveal({ order }: { order: Order }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const reveal = useRevealGiftCode(order.orderNo);
  if (!order.gift || order.state !== 'PAID') return null;
  const code = reveal.data?.code;
  const copy = async () => {
    if (!code) return;
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <div className={styles.card} data-testid="gift-code">
      <h2>
        <FormattedMessage id="membership.gift.title" defaultMessage="Your gift's activation code" />
      </h2>
      {code ? (
        <>
          <p className={styles.giftCode} data-testid="gift-code-value" translate="no">
            {code.match(/.{1,4}/g)?.join(' ')}
          </p>
          <p role="alert">
            <FormattedMessage
              id="membership.gift.once"
              defaultMessage="Copy it now and keep it safe: it is shown only this once. Whoever enters it on the membership page gets the card."
            />
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => void copy()}>
              {copied ? (
                <FormattedMessage id="membership.gift.copied" defaultMessage="Copied" />
              ) : (
                <FormattedMessage id="membership.gift.copy" defaultMessage="Copy the code" />
              )}
            </button>
          </div>
        </>
      ) : order.giftCodeShown ? (
        <p data-testid="gift-code-shown">
          {intl.formatMessage({
            id: 'error.GIFT_CODE_SHOWN',
            defaultMessage:
              'The activation code of this gift was already shown once and cannot be shown again',
          })}
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="membership.gift.ready"
              defaultMessage="This card is a gift: it made an activation code instead of adding time to your membership. It is shown only once."
            />
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              onClick={() => reveal.mutate()}
              disabled={reveal.isPending}
            >
              <FormattedMessage id="membership.gift.show" defaultMessage="Show the activation code" />
            </button>
          </div>
        </>
      )}
      {reveal.error && (
        <p className={styles.error} role="alert">
          {intl.formatMessage(describeError(reveal.error))}
        </p>
      )}
    </div>
  );
}
