import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { TRIAL_DAYS } from '../../../contracts';
import { describeError } from '../../api/errors';
import { membershipQuery, useStartTrial } from '../../queries/membership';
import { formatDay, stateNames } from './membership-strings';
import styles from './Membership.module.css';

/** The account's membership and its expiry; the 7-day trial when it may still be taken. */
export function MembershipStatus({ withTrial = false }: { withTrial?: boolean }) {
  const intl = useIntl();
  const membership = useQuery(membershipQuery());
  const trial = useStartTrial();
  if (!membership.data) return null;
  const { state, expiresAt, trialAvailable } = membership.data;
  return (
    <div data-testid="membership-status" data-state={state}>
      <p className={styles.planName}>
        {intl.formatMessage(stateNames[state], { date: formatDay(intl, expiresAt) })}
      </p>
      {expiresAt && (
        <p className={styles.muted} data-testid="membership-expiry" data-expires={expiresAt}>
          <FormattedMessage
            id="membership.expiry"
            defaultMessage="Valid until {date}. Nothing renews by itself: you choose whether to buy again."
            values={{ date: formatDay(intl, expiresAt) }}
          />
        </p>
      )}
      {withTrial && trialAvailable && (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => trial.mutate()}
            disabled={trial.isPending}
            data-testid="start-trial"
          >
            <FormattedMessage
              id="membership.trial"
              defaultMessage="Try membership free for {days} days"
              values={{ days: TRIAL_DAYS }}
            />
          </button>
        </div>
      )}
      {trial.error && (
        <p className={styles.error} role="alert">
          {intl.formatMessage(describeError(trial.error))}
        </p>
      )}
    </div>
  );
}
