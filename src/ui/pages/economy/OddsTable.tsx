import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl';
import type { Lottery } from '../../../contracts';
import { itemNames } from './economy-strings';
import styles from './Economy.module.css';

type Prize = Lottery['prizes'][number];

export function prizeLabel(intl: IntlShape, prize: Prize): string {
  if (prize.kind === 'item' && prize.item) return intl.formatMessage(itemNames[prize.item]);
  if (prize.kind === 'discount')
    return intl.formatMessage(
      { id: 'economy.prize.discount', defaultMessage: 'Discount card: pay {percent}% of the price' },
      { percent: prize.percent },
    );
  return intl.formatMessage({ id: 'economy.prize.nothing', defaultMessage: 'No prize' });
}

/** Every prize and its chance on an ordinary draw, and the guaranteed-prize rule (published odds). */
export function OddsTable({ prizes, pity }: { prizes: Prize[]; pity: number }) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="odds-heading">
      <h2 id="odds-heading" className={styles.subtitle}>
        <FormattedMessage id="economy.odds.heading" defaultMessage="Prizes and their chances" />
      </h2>
      <table className={styles.table} data-testid="lottery-odds">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="economy.odds.prize" defaultMessage="Prize" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.odds.chance" defaultMessage="Chance" />
            </th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr key={prize.id} data-prize={prize.id}>
              <td>{prizeLabel(intl, prize)}</td>
              <td>
                <FormattedNumber value={prize.odds} style="percent" maximumFractionDigits={1} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>
        <FormattedMessage
          id="economy.odds.pity"
          defaultMessage="After {pity} draws in a row without a prize, the next draw always wins one of the prizes, in the same proportions."
          values={{ pity }}
        />
      </p>
    </section>
  );
}
