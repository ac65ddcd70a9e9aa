import { FormattedMessage, useIntl } from 'react-intl';
import { DISCOUNT_PERCENT_MIN, type MembershipCard, type Plans } from '../../../contracts';
import { cardNames, formatPrice } from './membership-strings';
import styles from './Membership.module.css';

/** The price claims of the edition, worked out from the one price table (spec 1: "from 98 yuan", …). */
export function PriceHints({ plans }: { plans: Plans }) {
  const intl = useIntl();
  const year = plans.cards.find((entry) => entry.card === 'year');
  if (!year) return null;
  const perDay = Math.ceil(year.price / 365);
  return (
    <p className={styles.intro} data-testid="price-hints">
      <FormattedMessage
        id="membership.hints"
        defaultMessage="Membership from {year} a year: {perDay} a day or less. With a discount card, as low as {percent}% of the price."
        values={{
          year: formatPrice(intl, year.price, plans.currency),
          perDay: formatPrice(intl, perDay, plans.currency),
          percent: DISCOUNT_PERCENT_MIN,
        }}
      />
    </p>
  );
}

/** The purchase cards as large radio tiles with their prices. */
export function PlanChoice({
  plans,
  card,
  onChange,
}: {
  plans: Plans;
  card: MembershipCard;
  onChange: (card: MembershipCard) => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className={styles.plans}>
      <legend className={styles.label}>
        <FormattedMessage id="membership.choose" defaultMessage="Choose a card" />
      </legend>
      {plans.cards.map((entry) => (
        <label key={entry.card} className={styles.plan} data-testid={`plan-${entry.card}`}>
          <input
            type="radio"
            name="membership-card"
            value={entry.card}
            checked={card === entry.card}
            onChange={() => onChange(entry.card)}
          />
          <span className={styles.planName}>{intl.formatMessage(cardNames[entry.card])}</span>
          <span className={styles.price}>{formatPrice(intl, entry.price, plans.currency)}</span>
          <span className={styles.muted}>
            {entry.days === null ? (
              <FormattedMessage id="membership.plan.forever" defaultMessage="Permanent, never expires" />
            ) : (
              <FormattedMessage
                id="membership.plan.days"
                defaultMessage="{days, plural, one {# day} other {# days}} added to your membership"
                values={{ days: entry.days }}
              />
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
