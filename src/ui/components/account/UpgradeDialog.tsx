import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { catalogueMessage } from '../../account/form-errors';
import { ModalDialog } from '../dialog/ModalDialog';
import styles from './CharacterEditor.module.css';

/**
 * A members' avatar chosen on a FREE plan: says so, leads to the membership page, or back to the other avatars.
 * Nothing is saved.
 */
export function UpgradeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog
      title={<FormattedMessage id="character.upgradeTitle" defaultMessage="A members' avatar" />}
      onClose={onClose}
      className={styles.dialog}
      titleClassName={styles.dialogTitle}
      testId="upgrade-prompt"
    >
      <p>{intl.formatMessage(catalogueMessage('AVATAR_NEEDS_UPGRADE'))}</p>
      <div className={styles.dialogActions}>
        <Link to="/membership" className="button button-primary" data-testid="upgrade-link">
          <FormattedMessage id="character.upgradeSee" defaultMessage="See membership" />
        </Link>
        <button type="button" className="button button-secondary" onClick={onClose}>
          <FormattedMessage id="character.upgradeOk" defaultMessage="Choose another avatar" />
        </button>
      </div>
    </ModalDialog>
  );
}
