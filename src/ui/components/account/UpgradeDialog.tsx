import { FormattedMessage, useIntl } from 'react-intl';
import { catalogueMessage } from '../../account/form-errors';
import { ModalDialog } from '../dialog/ModalDialog';
import styles from './CharacterEditor.module.css';

/** A members' avatar chosen on a FREE plan: says so, and leads back to the other avatars. Nothing is saved. */
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
        <button type="button" className="button button-primary" onClick={onClose}>
          <FormattedMessage id="character.upgradeOk" defaultMessage="Choose another avatar" />
        </button>
      </div>
    </ModalDialog>
  );
}
