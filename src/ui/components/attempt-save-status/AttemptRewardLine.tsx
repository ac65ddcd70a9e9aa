import { FormattedMessage } from 'react-intl';
import type { AttemptReward } from '../../../contracts';
import styles from './AttemptSaveStatus.module.css';

/**
 * What a saved attempt earned, the daily limit's message when the cap held points back, and why a game round the
 * server never started earns nothing.
 */
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
      {/* A round the server never started (a `?play=` link, or no connection when it was chosen): saved, no points. */}
      {reward.roundPaid === false && (
        <FormattedMessage
          id="economy.reward.roundUnpaid"
          defaultMessage="This round was not paid for when it started (it was opened by a direct link, or without a connection), so it earns no points. Choose a game in the game center to play for points."
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
