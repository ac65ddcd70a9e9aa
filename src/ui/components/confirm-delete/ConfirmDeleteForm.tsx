import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';

/**
 * The style sheet (a CSS module) of the page the form sits on: its `form`, `row` (the checkbox), `field`, `danger`
 * (the button) and `error` classes.
 */
export type ConfirmDeleteClasses = Readonly<Record<string, string>>;

/** What the learner confirmed: the ticked acknowledgement and the password (absent when left empty). */
export interface DeleteConfirmation {
  acknowledge: boolean;
  password: string | undefined;
}

/**
 * An irreversible deletion's confirmation (spec 5): the acknowledgement to tick, the account's password, the
 * danger button and the server's refusal in the interface language. The server checks both; the form sends
 * what was given, so its error (ACKNOWLEDGEMENT_REQUIRED, PASSWORD_REQUIRED, WRONG_PASSWORD) is the one shown.
 */
export function ConfirmDeleteForm({
  acknowledgement,
  button,
  pending,
  error,
  onConfirm,
  classes,
  label,
}: {
  acknowledgement: ReactNode;
  button: ReactNode;
  pending: boolean;
  /** The failed deletion's error, null while none. */
  error: Error | null;
  onConfirm: (confirmation: DeleteConfirmation) => void;
  classes: ConfirmDeleteClasses;
  /** The form's accessible name, when the page shows several. */
  label?: string;
}) {
  const intl = useIntl();
  const [acknowledge, setAcknowledge] = useState(false);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ acknowledge, password: password || undefined });
  };
  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label={label}>
      <label className={classes.row}>
        <input
          type="checkbox"
          checked={acknowledge}
          onChange={(event) => setAcknowledge(event.target.checked)}
        />
        {acknowledgement}
      </label>
      <label className={classes.field}>
        <FormattedMessage id="classes.settings.password" defaultMessage="Your password" />
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="submit" className={classes.danger} disabled={pending}>
        {button}
      </button>
      {error && (
        <p role="alert" className={classes.error}>
          {intl.formatMessage(describeError(error))}
        </p>
      )}
    </form>
  );
}
