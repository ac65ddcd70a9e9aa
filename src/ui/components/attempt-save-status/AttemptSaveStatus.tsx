import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { AttemptRewardLine } from './AttemptRewardLine';
import { usePendingAttempts } from '../../results/outbox';
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

/** One line under a report saying where the result is kept (a live region: it changes when the send ends). */
export function AttemptSaveStatus({ attemptKey }: { attemptKey: string }) {
  const state = useSaveState(attemptKey);
  const reward = usePendingAttempts((pending) => pending.rewards[attemptKey]);
  return (
    <p
      className={`${styles.status} ${styles[state]}`}
      data-testid="attempt-save-status"
      data-state={state}
      role="status"
    >
      {state === 'saved' && <FormattedMessage id="results.saved" defaultMessage="Saved to your account." />}
      {state === 'saved' && reward && <AttemptRewardLine reward={reward} />}
      {state === 'saving' && <FormattedMessage id="results.saving" defaultMessage="Saving your result…" />}
      {state === 'waiting' && (
        <FormattedMessage
          id="results.waiting"
          defaultMessage="No connection to the server: your result is kept on this device and will be sent when it is back."
        />
      )}
      {state === 'device' && (
        <FormattedMessage
          id="results.device"
          defaultMessage="Saved on this device. It moves to your account when you sign in."
        />
      )}
      {state === 'members' && (
        <>
          <FormattedMessage
            id="results.members"
            defaultMessage="Your membership had ended when you typed this, so it does not count. It is kept on this device."
          />{' '}
          <Link to="/membership">
            <FormattedMessage id="character.upgradeSee" defaultMessage="See membership" />
          </Link>
        </>
      )}
      {state === 'teacher' && (
        <>
          <FormattedMessage
            id="results.teacher"
            defaultMessage="Teachers do not practise, so this result is not saved. Make a student role to keep your results."
          />{' '}
          <Link to="/character">
            <FormattedMessage id="results.toRoles" defaultMessage="My roles" />
          </Link>
        </>
      )}
      {state === 'rejected' && (
        <FormattedMessage
          id="results.rejected"
          defaultMessage="The server could not accept this result. It is kept on this device."
        />
      )}
    </p>
  );
}
