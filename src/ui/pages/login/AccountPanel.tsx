import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { PasswordEntrySchema, PasswordSchema, UsernameSchema } from '../../../contracts';
import { catalogueMessage, fieldError } from '../../account/form-errors';
import { describeError, useSessionStore } from '../../api';
import { Field } from './Field';
import { useLoginDone } from './login-hooks';
import styles from './LoginPage.module.css';
import { useAccountLogin, type AccountForm } from '../../queries/login';
import { TermsCheckbox } from './TermsCheckbox';
import { hasErrors, type Errors } from './login-hooks';

/** Username and password: sign in, or create an account (with the terms agreed). */
export function AccountPanel() {
  const intl = useIntl();
  const done = useLoginDone();
  const initialMode =
    new URLSearchParams(useLocation().search).get('mode') === 'signup' ? 'signup' : 'signin';
  const [mode, setMode] = useState<'signin' | 'signup'>(initialMode);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const message = (code: string | null) => (code ? intl.formatMessage(catalogueMessage(code)) : null);

  const guest = useSessionStore((state) => state.signedIn && state.user?.isGuest === true);
  const login = useAccountLogin();
  const form = (): AccountForm => {
    const name = username.trim();
    if (mode === 'signin') return { mode, username: name, password };
    // A guest becomes a formal account by binding a username: same account, its roles and results kept.
    if (guest) return { mode: 'bind', username: name, password, confirmPassword: confirm };
    return { mode, username: name, password, confirmPassword: confirm, agreeTerms: agreed };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors =
      mode === 'signin'
        ? {
            username: username.trim() ? null : 'FIELD_REQUIRED',
            password: fieldError(PasswordEntrySchema, password),
          }
        : {
            username: fieldError(UsernameSchema, username),
            password: fieldError(PasswordSchema, password),
            confirm: confirm === password ? null : 'PASSWORD_MISMATCH',
            terms: agreed ? null : 'TERMS_NOT_ACCEPTED',
          };
    setErrors(found);
    // A server error of an earlier try never stays on screen under the new field errors.
    if (hasErrors(found)) login.reset();
    else login.mutate(form(), { onSuccess: done });
  };

  const switchTo = (next: 'signin' | 'signup') => {
    setMode(next);
    setErrors({});
    login.reset();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`account-${mode}`}>
      <Field
        label={
          mode === 'signin' ? (
            <FormattedMessage id="login.usernameOrAddress" defaultMessage="Username, email or phone" />
          ) : (
            <FormattedMessage id="login.username" defaultMessage="Username" />
          )
        }
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={message(errors.username ?? null)}
        hint={
          mode === 'signup' ? (
            <FormattedMessage
              id="login.usernameHint"
              defaultMessage="Letters, digits, _ and -, at least 3 characters"
            />
          ) : undefined
        }
      />
      <Field
        label={<FormattedMessage id="login.password" defaultMessage="Password" />}
        name="password"
        type="password"
        autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={message(errors.password ?? null)}
        hint={
          mode === 'signup' ? (
            <FormattedMessage id="login.passwordHint" defaultMessage="6 to 18 letters and digits" />
          ) : undefined
        }
      />
      {mode === 'signup' && (
        <>
          {guest && (
            <p className={styles.hint} data-testid="guest-keeps">
              <FormattedMessage
                id="login.guestKeeps"
                defaultMessage="Your guest roles and results stay with the new account."
              />
            </p>
          )}
          <Field
            label={<FormattedMessage id="login.confirmPassword" defaultMessage="Password again" />}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={message(errors.confirm ?? null)}
          />
          <TermsCheckbox checked={agreed} onChange={setAgreed} error={message(errors.terms ?? null)} />
        </>
      )}
      {login.isError && (
        <p className={styles.formError} role="alert" data-testid="login-error">
          {intl.formatMessage(describeError(login.error))}
        </p>
      )}
      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={login.isPending}>
        {mode === 'signin' ? (
          <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
        ) : (
          <FormattedMessage id="login.createAccount" defaultMessage="Create account" />
        )}
      </button>
      <p className={styles.switchMode}>
        {mode === 'signin' ? (
          <button type="button" className={styles.link} onClick={() => switchTo('signup')}>
            <FormattedMessage id="login.toSignUp" defaultMessage="New here? Create an account" />
          </button>
        ) : (
          <button type="button" className={styles.link} onClick={() => switchTo('signin')}>
            <FormattedMessage id="login.toSignIn" defaultMessage="Already have an account? Sign in" />
          </button>
        )}
      </p>
    </form>
  );
}
