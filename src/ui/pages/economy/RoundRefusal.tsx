import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { describeError } from '../../api/errors';
import styles from './Economy.module.css';

/** Why a round did not start (e.g. "Your learning points are insufficient") and how to earn more. */
export function RoundRefusal({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <section className={styles.card} role="alert" data-testid="round-refused">
      <p className={styles.error}>{intl.formatMessage(describeError(error))}</p>
      <p>
        <FormattedMessage
          id="economy.round.earnMore"
          defaultMessage="Lessons earn points: a new star earns the most."
        />{' '}
        <Link to="/chapter/" className="button button-primary">
          <FormattedMessage id="economy.round.toLessons" defaultMessage="Go to my lessons" />
        </Link>
      </p>
    </section>
  );
}
