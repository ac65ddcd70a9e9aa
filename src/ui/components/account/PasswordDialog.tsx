import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PasswordSchema, UsernameSchema } from '../../../contracts';
import { catalogueMessage, fieldError } from '../../account/form-errors';
import { describeError, useSessionStore } from '../../api';
import styles from './CharacterEditor.module.css';
import { useSetPassword } from '../../queries/user';
import { ModalDialog } from '../dialog/ModalDialog';

/**
 * Creating a teacher needs the account to have a password: set one here, then the teacher is created. An account
 * without a username (a guest, or one made by a verification code) also chooses a username, so the password can
 * be used to sign in: the guest becomes a formal account (`bindAccount`), never a guest with an unusable password.
 */
export function PasswordDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const needsUsername = useSessionStore((state) => !state.user?.username);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const save = useSetPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error =
      (needsUsername ? fieldError(UsernameSchema, username) : null) ??
      fieldError(PasswordSchema, password) ??
      (confirm === password ? null : 'PASSWORD_MISMATCH');
    setProblem(error);
    if (error) save.reset();
    else
      save.mutate(
        { ...(needsUsername ? { username: username.trim() } : {}), password, confirmPassword: confirm },
        { onSuccess: onDone },
      );
  };
  return (
    <ModalDialog
      title={<FormattedMessage id="character.passwordTitle" defaultMessage="Set a password first" />}
      onClose={onClose}
      className={styles.dialog}
      titleClassName={styles.dialogTitle}
      testId="password-dialog"
    >
      <p>{intl.formatMessage(catalogueMessage('TEACHER_NEEDS_PASSWORD'))}</p>
      <form onSubmit={submit} noValidate className={styles.nameForm}>
        {needsUsername && (
          <>
            <label htmlFor={`${id}-u`}>
              <FormattedMessage id="login.username" defaultMessage="Username" />
            </label>
            <input
              id={`${id}-u`}
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              data-testid="password-dialog-username"
            />
          </>
        )}
        <label htmlFor={`${id}-p`}>
          <FormattedMessage id="login.password" defaultMessage="Password" />
        </label>
        <input
          id={`${id}-p`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <label htmlFor={`${id}-c`}>
          <FormattedMessage id="login.confirmPassword" defaultMessage="Password again" />
        </label>
        <input
          id={`${id}-c`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {(problem || save.isError) && (
          <span className={styles.required} role="alert">
            {problem
              ? intl.formatMessage(catalogueMessage(problem))
              : intl.formatMessage(describeError(save.error))}
          </span>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="character.cancel" defaultMessage="Cancel" />
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            <FormattedMessage id="character.passwordSave" defaultMessage="Save password and create" />
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
