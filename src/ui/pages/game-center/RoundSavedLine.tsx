import { FormattedMessage } from 'react-intl';
import type { AttemptReward } from '../../../contracts';
import { AttemptRewardLine } from '../economy/AttemptRewardLine';
import type { RoundSaved } from './save-round';
import styles from './GameCenterPage.module.css';

/** Where a finished round was saved, and what it earned when the account has it. */
export function RoundSavedLine({ saved, reward }: { saved: RoundSaved; reward: AttemptReward | null }) {
  return (
    <p className={styles.saved} role="status">
      {saved === 'account' ? (
        <FormattedMessage id="gameCenter.result.savedAccount" defaultMessage="Saved to your profile." />
      ) : (
        <FormattedMessage id="gameCenter.result.saved" defaultMessage="Saved on this device." />
      )}
      {reward && <AttemptRewardLine reward={reward} />}
    </p>
  );
}
