import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nicknameError } from '../../account/character-rules';
import { catalogueMessage } from '../../account/form-errors';
import styles from './CharacterEditor.module.css';
import { ModalDialog } from '../dialog/ModalDialog';
import { PersonIcon } from './editor-icons';

/** The name dialog: one field with an icon, required, 1 to 15 characters, pre-filled; confirm sets the name. */
export function NameDialog({
  initial,
  onClose,
  onConfirm,
}: {
  initial: string;
  onClose: () => void;
  onConfirm: (nickname: string) => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const error = nicknameError(value);
    if (error) setProblem(error);
    else onConfirm(value.trim());
  };
  return (
    <ModalDialog
      title={<FormattedMessage id="character.nameTitle" defaultMessage="Your nickname" />}
      onClose={onClose}
      className={styles.dialog}
      titleClassName={styles.dialogTitle}
      testId="name-dialog"
    >
      <form onSubmit={confirm} noValidate className={styles.nameForm}>
        <label htmlFor={id} className="visually-hidden">
          <FormattedMessage id="character.nickname" defaultMessage="Nickname" />
        </label>
        <div className={styles.prefixed}>
          <PersonIcon />
          <input
            id={id}
            value={value}
            autoFocus
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            data-testid="name-dialog-input"
          />
        </div>
        {problem && (
          <span id={`${id}-error`} className={styles.required} role="alert">
            {intl.formatMessage(catalogueMessage(problem))}
          </span>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="character.cancel" defaultMessage="Cancel" />
          </button>
          <button type="submit" className="button button-primary" data-testid="name-dialog-confirm">
            <FormattedMessage id="character.confirm" defaultMessage="Confirm" />
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
