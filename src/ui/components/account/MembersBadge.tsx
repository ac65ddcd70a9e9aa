import { FormattedMessage } from 'react-intl';
import { LockIcon } from './LockIcon';
import styles from './MembersBadge.module.css';

/** "For members" under a small lock, beside the title of a members' chapter or game. */
export function MembersBadge({ testId }: { testId?: string }) {
  return (
    <span className={styles.badge} data-testid={testId}>
      <LockIcon size={16} />
      <FormattedMessage id="courseMap.membersOnly" defaultMessage="For members" />
    </span>
  );
}
