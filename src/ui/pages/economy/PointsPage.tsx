import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  DAILY_POINTS_CAP,
  GAME_ROUND_COST_POINTS,
  ROUND_BEGIN_MINUTES,
  type Currency,
} from '../../../contracts';
import { ledgerQuery, walletQuery } from '../../queries/economy';
import { EconomyFrame } from './EconomyFrame';
import { itemNames, reasonNames } from './economy-strings';
import styles from './Economy.module.css';

const tabs = defineMessages({
  points: { id: 'economy.history.points', defaultMessage: 'Points' },
  crystals: { id: 'economy.history.crystals', defaultMessage: 'Energy crystals' },
  items: { id: 'economy.history.items', defaultMessage: 'Items' },
});
const CURRENCY_TABS: Currency[] = ['points', 'crystals', 'items'];

/** /points: what the learner earned and spent, newest first, per currency, and today's figures. */
export default function PointsPage() {
  return (
    <EconomyFrame
      title={{ id: 'economy.history.title', defaultMessage: 'My points' }}
      intro={
        <FormattedMessage
          id="economy.history.intro"
          defaultMessage="Lessons earn points: a new star earns the most. A game round costs {cost} points. You can earn up to {cap} points a day."
          values={{ cost: GAME_ROUND_COST_POINTS, cap: DAILY_POINTS_CAP }}
        />
      }
    >
      {(characterId) => <History characterId={characterId} />}
    </EconomyFrame>
  );
}

function History({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const [currency, setCurrency] = useState<Currency>('points');
  const wallet = useQuery(walletQuery(characterId));
  const ledger = useQuery(ledgerQuery(characterId, currency));
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      {wallet.data && (
        <p className={styles.today} data-testid="points-today">
          <FormattedMessage
            id="economy.history.today"
            defaultMessage="Earned today: {earned} of {cap} points."
            values={{ earned: wallet.data.pointsToday, cap: wallet.data.dailyPointsCap }}
          />
        </p>
      )}
      <h2 id="history-heading" className={styles.subtitle}>
        <FormattedMessage id="economy.history.heading" defaultMessage="History" />
      </h2>
      <div
        className={styles.tabs}
        role="group"
        aria-label={intl.formatMessage({ id: 'economy.history.show', defaultMessage: 'Show the history of' })}
      >
        {CURRENCY_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className="button button-secondary"
            aria-pressed={currency === tab}
            onClick={() => setCurrency(tab)}
          >
            {intl.formatMessage(tabs[tab])}
          </button>
        ))}
      </div>
      {ledger.data && ledger.data.entries.length === 0 && (
        <p>
          <FormattedMessage
            id="economy.history.empty"
            defaultMessage="Nothing yet. Finish a lesson to earn points."
          />
        </p>
      )}
      {ledger.data && ledger.data.entries.length > 0 && (
        <table className={styles.table} data-testid="ledger">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="economy.history.when" defaultMessage="When" />
              </th>
              <th scope="col">
                <FormattedMessage id="economy.history.what" defaultMessage="What" />
              </th>
              <th scope="col">
                <FormattedMessage id="economy.history.change" defaultMessage="Change" />
              </th>
              <th scope="col">
                <FormattedMessage id="economy.history.balance" defaultMessage="Balance" />
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.entries.map((entry) => (
              <tr key={entry.entryId} data-reason={entry.reason}>
                <td>
                  <FormattedDate
                    value={entry.createdAt}
                    month="short"
                    day="numeric"
                    hour="numeric"
                    minute="2-digit"
                  />
                </td>
                <td>
                  {intl.formatMessage(reasonNames[entry.reason] as MessageDescriptor, {
                    minutes: ROUND_BEGIN_MINUTES,
                  })}
                  {entry.currency === 'items' && entry.subject && entry.subject in itemNames
                    ? `: ${intl.formatMessage(itemNames[entry.subject as keyof typeof itemNames])}`
                    : ''}
                </td>
                <td className={entry.delta > 0 ? styles.plus : styles.minus}>
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </td>
                <td>{entry.balanceAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
