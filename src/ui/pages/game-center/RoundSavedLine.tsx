import { FormattedMessage, useIntl } from 'react-intl';
import { RANKING_RULES } from '../../../contracts';
import { AttemptRewardLine } from '../../components/attempt-save-status/AttemptRewardLine';
import { reasonMessages } from '../leaderboard/leaderboard-strings';
import type { RoundOutcome } from './save-round';
import styles from './GameCenterPage.module.css';

/** Where a finished round was saved, what it earned when the account has it, and whether the boards count it. */
export function RoundSavedLine({ saved, reward, ranking }: RoundOutcome) {
  const intl = useIntl();
  return (
    <>
      <p className={styles.saved} role="status">
        {saved === 'account' ? (
          <FormattedMessage id="gameCenter.result.savedAccount" defaultMessage="Saved to your profile." />
        ) : (
          <FormattedMessage id="gameCenter.result.saved" defaultMessage="Saved on this device." />
        )}
        {reward && <AttemptRewardLine reward={reward} />}
      </p>
      {ranking && (
        <p className={styles.saved} data-testid="round-ranking" data-counts={ranking.counts}>
          {ranking.counts || !ranking.reason ? (
            <FormattedMessage id="gameCenter.result.ranked" defaultMessage="It counts on the leaderboards." />
          ) : (
            <>
              <FormattedMessage
                id="gameCenter.result.notRanked"
                defaultMessage="It does not count on the leaderboards:"
              />{' '}
              {intl.formatMessage(reasonMessages[ranking.reason], {
                chars: RANKING_RULES.minChars,
                seconds: RANKING_RULES.minDurationMs / 1000,
                accuracy: RANKING_RULES.minAccuracy * 100,
              })}
            </>
          )}
        </p>
      )}
    </>
  );
}
