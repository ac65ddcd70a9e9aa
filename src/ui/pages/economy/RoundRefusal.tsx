import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { describeError } from '../../api/errors';
import { isApiError } from '../../api/is-api-error';
import styles from './Economy.module.css';

/** Why a round did not start (e.g. "Your learning points are insufficient") and how to earn more. */
export function RoundRefusal({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <section className={styles.card} role="alert" data-testid="round-refused">
      <p className={styles.error}>{intl.formatMessage(describeError(error))}</p>
      {isApiError(error) && error.errorCode === 'MEMBERSHIP_REQUIRED' ? (
        <p>
          <Link to="/membership" className="button button-primary" data-testid="upgrade-link">
            <FormattedMessage id="character.upgradeSee" defaultMessage="See membership" />
          </Link>
        </p>
      ) : (
        <p>
          <FormattedMessage
            id="economy.round.earnMore"
            defaultMessage="Lessons earn points: a new star earns the most."
          />{' '}
          <Link to="/chapter/" className="button button-primary">
            <FormattedMessage id="economy.round.toLessons" defaultMessage="Go to my lessons" />
          </Link>
        </p>
      )}
    </section>
  );
}
