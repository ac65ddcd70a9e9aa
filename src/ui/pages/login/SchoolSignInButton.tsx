import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { API_BASE } from '../../../contracts/http';
import { SSO_START_PATH } from '../../../contracts/constants';
import { Field } from './Field';
import styles from './LoginPage.module.css';

/**
 * "Sign in with your school": the child gives their school e-mail and the browser goes to the school's provider
 * (Google, Microsoft, Clever, ClassLink…) through the server, which finds it by the address's domain
 * (docs/ACCOUNTS.md, "School sign-in"). The answer comes back through /login/callback.
 */
export function SchoolSignInButton({ redirect }: { redirect: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError(
        intl.formatMessage({
          id: 'login.school.emailInvalid',
          defaultMessage: 'Please type your school e-mail address, like name@school.example',
        }),
      );
      return;
    }
    const query = new URLSearchParams({ email: email.trim(), redirect });
    window.location.assign(`${API_BASE}${SSO_START_PATH}?${query}`);
  };
  if (!open) {
    return (
      <button
        type="button"
        className={`button button-secondary ${styles.submit}`}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="login.school.button" defaultMessage="Sign in with your school" />
      </button>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-school">
      <h2 id="login-school" className={styles.schoolTitle}>
        <FormattedMessage id="login.school.title" defaultMessage="Sign in with your school" />
      </h2>
      <Field
        label={<FormattedMessage id="login.school.email" defaultMessage="Your school e-mail" />}
        hint={
          <FormattedMessage
            id="login.school.hint"
            defaultMessage="You go on to your school's sign-in page (Google, Microsoft, Clever or ClassLink) and come back here."
          />
        }
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
      />
      <button type="submit" className={`button ${styles.submit}`}>
        <FormattedMessage id="login.school.continue" defaultMessage="Continue to my school" />
      </button>
    </form>
  );
}
