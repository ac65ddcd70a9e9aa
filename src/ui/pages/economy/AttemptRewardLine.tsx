import { FormattedMessage } from 'react-intl';
import type { AttemptReward } from '../../../contracts';
import styles from './Economy.module.css';

/** What a saved attempt earned, and the daily limit's message when the cap held points back. */
export function AttemptRewardLine({ reward }: { reward: AttemptReward }) {
  return (
    <span className={styles.reward} data-testid="attempt-reward" data-points={reward.points}>
      {(reward.points > 0 || reward.crystals > 0) && (
        <FormattedMessage
          id="economy.reward.earned"
          defaultMessage="You earned {points, plural, one {# point} other {# points}} and {crystals, plural, one {# energy crystal} other {# energy crystals}}."
          values={{ points: reward.points, crystals: reward.crystals }}
        />
      )}
      {reward.pointsCapped > 0 && (
        <>
          {' '}
          <FormattedMessage
            id="error.DAILY_POINTS_LIMIT"
            defaultMessage="Daily point limit reached, take a break!"
          />
        </>
      )}
    </span>
  );
}
