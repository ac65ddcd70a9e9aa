import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { catalogueMessage } from '../../account/form-errors';
import { ModalDialog } from '../dialog/ModalDialog';
import styles from './CharacterEditor.module.css';

/**
 * The upgrade prompt: a members' avatar chosen on a FREE plan (`reason` 'avatar'), or a members' lesson, course
 * or game opened (`reason` 'content'). Says so with the catalogue's message, leads to the membership page, or
 * back. Nothing is saved or started.
 */
export function UpgradeDialog({
  onClose,
  reason = 'avatar',
}: {
  onClose: () => void;
  reason?: 'avatar' | 'content';
}) {
  const intl = useIntl();
  return (
    <ModalDialog
      title={
        reason === 'avatar' ? (
          <FormattedMessage id="character.upgradeTitle" defaultMessage="A members' avatar" />
        ) : (
          <FormattedMessage id="membership.locked.title" defaultMessage="For members" />
        )
      }
      onClose={onClose}
      className={styles.dialog}
      titleClassName={styles.dialogTitle}
      testId="upgrade-prompt"
    >
      <p>
        {intl.formatMessage(
          catalogueMessage(reason === 'avatar' ? 'AVATAR_NEEDS_UPGRADE' : 'MEMBERSHIP_REQUIRED'),
        )}
      </p>
      {reason === 'content' && (
        <p>
          <FormattedMessage
            id="membership.locked.why"
            defaultMessage="Members open every course and game. Your free lessons stay open."
          />
        </p>
      )}
      <div className={styles.dialogActions}>
        <Link to="/membership" className="button button-primary" data-testid="upgrade-link">
          <FormattedMessage id="character.upgradeSee" defaultMessage="See membership" />
        </Link>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {reason === 'avatar' ? (
            <FormattedMessage id="character.upgradeOk" defaultMessage="Choose another avatar" />
          ) : (
            <FormattedMessage id="membership.locked.close" defaultMessage="Not now" />
          )}
        </button>
      </div>
    </ModalDialog>
  );
}
