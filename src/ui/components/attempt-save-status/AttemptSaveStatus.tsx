import { useIntl, type MessageDescriptor as Message } from 'react-intl';
import { Link } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { AttemptRewardLine } from './AttemptRewardLine';
import { usePendingAttempts } from '../../results/pending';
import styles from './AttemptSaveStatus.module.css';

export type SaveState = 'device' | 'saving' | 'waiting' | 'saved' | 'rejected' | 'teacher' | 'members';

/** Where a finished attempt is: sent to the account, waiting on the device, or kept only on the device. */
export function useSaveState(attemptKey: string): SaveState {
  const signedIn = useSessionStore((state) => state.signedIn && state.characterId !== null);
  const accepted = usePendingAttempts((state) => state.accepted[attemptKey] === true);
  const queued = usePendingAttempts((state) =>
    state.attempts.find((attempt) => attempt.idempotencyKey === attemptKey),
  );
  if (accepted) return 'saved';
  // Only students practise (spec section 6): a teacher is told to make a student role.
  if (queued?.rejected) {
    if (queued.rejected.errorCode === 'CANNOT_START_LEARNING') return 'teacher';
    // A members' lesson or game typed after the membership ended: kept here, not counted (docs/MEMBERSHIP.md).
    return queued.rejected.errorCode === 'MEMBERSHIP_REQUIRED' ? 'members' : 'rejected';
  }
  if (!signedIn) return 'device';
  return queued && queued.tries > 0 ? 'waiting' : 'saving';
}

/** What each state says, and where a refused result's learner can do something about it. */
const LINES: Record<SaveState, { says: Message; link?: { to: string; says: Message } }> = {
  saved: { says: { id: 'results.saved', defaultMessage: 'Saved to your account.' } },
  saving: { says: { id: 'results.saving', defaultMessage: 'Saving your result…' } },
  waiting: {
    says: {
      id: 'results.waiting',
      defaultMessage:
        'No connection to the server: your result is kept on this device and will be sent when it is back.',
    },
  },
  device: {
    says: {
      id: 'results.device',
      defaultMessage: 'Saved on this device. It moves to your account when you sign in.',
    },
  },
  members: {
    says: {
      id: 'results.members',
      defaultMessage:
        'Your membership had ended when you typed this, so it does not count. It is kept on this device.',
    },
    link: { to: '/membership', says: { id: 'character.upgradeSee', defaultMessage: 'See membership' } },
  },
  teacher: {
    says: {
      id: 'results.teacher',
      defaultMessage:
        'Teachers do not practise, so this result is not saved. Make a student role to keep your results.',
    },
    link: { to: '/character', says: { id: 'results.toRoles', defaultMessage: 'My roles' } },
  },
  rejected: {
    says: {
      id: 'results.rejected',
      defaultMessage: 'The server could not accept this result. It is kept on this device.',
    },
  },
};

/** One line under a report saying where the result is kept (a live region: it changes when the send ends). */
export function AttemptSaveStatus({ attemptKey }: { attemptKey: string }) {
  const intl = useIntl();
  const state = useSaveState(attemptKey);
  const reward = usePendingAttempts((pending) => pending.rewards[attemptKey]);
  const { says, link } = LINES[state];
  return (
    <p
      className={`${styles.status} ${styles[state]}`}
      data-testid="attempt-save-status"
      data-state={state}
      role="status"
    >
      {intl.formatMessage(says)}
      {state === 'saved' && reward && <AttemptRewardLine reward={reward} />}
      {link && (
        <>
          {' '}
          <Link to={link.to}>{intl.formatMessage(link.says)}</Link>
        </>
      )}
    </p>
  );
}
