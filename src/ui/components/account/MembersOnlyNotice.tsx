import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { catalogueMessage } from '../../account/form-errors';
import { useIsMember } from '../../account/member-access';
import { LearningShell } from '../learning-shell/LearningShell';
import { LockIcon } from './LockIcon';
import styles from './MembersOnlyNotice.module.css';

/**
 * A members' lesson opened by a learner who is not one (a link, a bookmark, a membership that ended): the
 * catalogue's "membership not opened or expired", the way to the membership page and back to the course map.
 * Results already earned in it stay (frozen, not deleted).
 */
export function MembersOnlyNotice({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <div className={styles.notice} data-testid="members-only">
      <span className={styles.lock}>
        <LockIcon size={32} />
      </span>
      <h1>{title}</h1>
      <p className={styles.message}>{intl.formatMessage(catalogueMessage('MEMBERSHIP_REQUIRED'))}</p>
      <p>
        <FormattedMessage
          id="membership.locked.why"
          defaultMessage="Members open every course and game. Your free lessons stay open."
        />
      </p>
      <div className={styles.actions}>
        <Link className="button button-primary" to="/membership" data-testid="upgrade-link">
          <FormattedMessage id="character.upgradeSee" defaultMessage="See membership" />
        </Link>
        <Link className="button button-secondary" to="/chapter/">
          <FormattedMessage id="lesson.backToMap" defaultMessage="Back to the course map" />
        </Link>
      </div>
    </div>
  );
}

/** A lesson screen, or the notice instead when the lesson is for members and the learner is not one. */
export function MembersOnlyGate({
  memberOnly,
  title,
  children,
}: {
  memberOnly: boolean | undefined;
  title: string;
  children: ReactNode;
}) {
  const isMember = useIsMember();
  if (!memberOnly || isMember) return children;
  return (
    <LearningShell>
      <MembersOnlyNotice title={title} />
    </LearningShell>
  );
}
