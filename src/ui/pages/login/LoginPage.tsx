import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  EmailSchema,
  PasswordEntrySchema,
  PasswordSchema,
  PhoneSchema,
  UsernameSchema,
  VerificationCodeSchema,
} from '../../../contracts';
import { catalogueMessage, fieldError } from '../../account/form-errors';
import {
  api,
  describeError,
  isNativeWrapper,
  loginContext,
  loginRedirectTarget,
  useSessionStore,
} from '../../api';
import { FreeTrialButton } from '../../components/account/FreeTrialButton';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { Field } from './Field';
import { REDIRECT_STORAGE_KEY, useCountdown, useLoginDone } from './login-hooks';
import { QrLogin } from './QrLogin';
import styles from './LoginPage.module.css';
import { userKeys } from '../../queries/user';

type Tab = 'account' | 'code' | 'qr';
const TABS: readonly Tab[] = ['account', 'code', 'qr'];
/**
 * /login/: sign in or sign up with a username and password, sign in with a code sent by email or text message,
 * or scan a QR code with a phone that is signed in. `?redirect=` is where to go after (default /chapter/).
 */
export default function LoginPage() {
  const intl = useIntl();
  const location = useLocation();
  // Inside the native wrapper, `?mode=binding` opens the QR login whose code goes to the wrapper (docs/BRIDGE.md).
  const binding = isNativeWrapper() && new URLSearchParams(location.search).get('mode') === 'binding';
  const [tab, setTab] = useState<Tab>(binding ? 'qr' : 'account');

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'login.title', defaultMessage: 'Sign in' })} · KeyQuest`;
    try {
      sessionStorage.setItem(REDIRECT_STORAGE_KEY, loginRedirectTarget(location.search));
    } catch {
      // storage blocked: the callback goes to /chapter/
    }
  }, [intl, location.search]);

  const tabLabel = (value: Tab) =>
    value === 'account'
      ? intl.formatMessage({ id: 'login.tab.account', defaultMessage: 'Account' })
      : value === 'code'
        ? intl.formatMessage({ id: 'login.tab.code', defaultMessage: 'Email or phone' })
        : intl.formatMessage({ id: 'login.tab.qr', defaultMessage: 'QR code' });

  return (
    <LearningShell>
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="login-title">
          <h1 id="login-title" className={styles.title}>
            <FormattedMessage id="login.heading" defaultMessage="Welcome to KeyQuest" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage
              id="login.lead"
              defaultMessage="Sign in to keep your stars and results on every device."
            />
          </p>
          <div
            className={styles.tabs}
            role="tablist"
            aria-label={intl.formatMessage({ id: 'login.tabs', defaultMessage: 'Ways to sign in' })}
          >
            {TABS.map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`login-tab-${value}`}
                aria-selected={tab === value}
                aria-controls={`login-panel-${value}`}
                tabIndex={tab === value ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(value)}
                onKeyDown={(event) => {
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
                  setTab(next);
                  document.getElementById(`login-tab-${next}`)?.focus();
                }}
              >
                {tabLabel(value)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
            {tab === 'account' && <AccountPanel />}
            {tab === 'code' && <CodePanel />}
            {tab === 'qr' && <QrLogin binding={binding} />}
          </div>
          <div className={styles.trial}>
            <FormattedMessage id="login.trialHint" defaultMessage="Just want to try first?" />
            <FreeTrialButton className="button button-secondary" />
          </div>
        </section>
      </div>
    </LearningShell>
  );
}

function TermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          data-testid="agree-terms"
        />
        <span>
          <FormattedMessage
            id="login.agreeTerms"
            defaultMessage="I agree to the <tos>Terms of Service</tos> and the <privacy>Privacy Policy</privacy>"
            values={{
              tos: (chunks) => (
                <Link to="/legal/tos" target="_blank">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link to="/legal/private" target="_blank">
                  {chunks}
                </Link>
              ),
            }}
          />
        </span>
      </label>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

type Errors = Record<string, string | null>;
const hasErrors = (errors: Errors) => Object.values(errors).some(Boolean);

/** Username and password: sign in, or create an account (with the terms agreed). */
function AccountPanel() {
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
  const setUser = useSessionStore((state) => state.setUser);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useMutation({
    meta: { handlesError: true },
    mutationFn: async () => {
      if (mode === 'signin') {
        return done(await api.passwordLogin({ username: username.trim(), password, ...loginContext() }));
      }
      if (guest) {
        // A guest becomes a formal account by binding a username: same account, its roles and results kept.
        const user = await api.bindAccount({ username: username.trim(), password, confirmPassword: confirm });
        setUser(user);
        queryClient.setQueryData(userKeys.self(), user);
        void navigate(loginRedirectTarget(location.search), { replace: true });
        return;
      }
      return done(
        await api.register({
          username: username.trim(),
          password,
          confirmPassword: confirm,
          agreeTerms: agreed,
          ...loginContext(),
        }),
      );
    },
  });

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
    else login.mutate();
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

/** A 4-digit code sent by email or text message; a new address becomes an account (terms agreed). */
function CodePanel() {
  const intl = useIntl();
  const done = useLoginDone();
  const [via, setVia] = useState<'email' | 'phone'>('email');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const message = (error: string | null) => (error ? intl.formatMessage(catalogueMessage(error)) : null);
  const targetError = () => fieldError(via === 'email' ? EmailSchema : PhoneSchema, target);

  const send = useMutation({
    meta: { handlesError: true },
    mutationFn: () => api.sendCode({ via, target: target.trim(), purpose: 'login' }),
    onSuccess: (answer) => {
      setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
      setSentTo(target.trim());
    },
    onError: (error) => {
      const retry = (error as { details?: { retryAfterSeconds?: number } }).details?.retryAfterSeconds;
      if (typeof retry === 'number') setResendAt(Date.now() + retry * 1000);
    },
  });
  const login = useMutation({
    meta: { handlesError: true },
    mutationFn: () =>
      api.codeLogin({ via, target: target.trim(), code: code.trim(), agreeTerms: agreed, ...loginContext() }),
    onSuccess: done,
  });

  const sendCode = () => {
    const found = { target: targetError() };
    setErrors(found);
    login.reset();
    if (hasErrors(found)) send.reset();
    else send.mutate();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { target: targetError(), code: fieldError(VerificationCodeSchema, code) };
    setErrors(found);
    if (hasErrors(found)) {
      login.reset();
      send.reset();
    } else login.mutate();
  };
  const failure = login.error ?? send.error;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="code-login">
      <fieldset className={styles.radios}>
        <legend className="visually-hidden">
          <FormattedMessage id="login.codeVia" defaultMessage="Send the code by" />
        </legend>
        {(['email', 'phone'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="via"
              value={value}
              checked={via === value}
              onChange={() => {
                setVia(value);
                setTarget('');
                setErrors({});
              }}
            />
            {value === 'email' ? (
              <FormattedMessage id="login.viaEmail" defaultMessage="Email" />
            ) : (
              <FormattedMessage id="login.viaPhone" defaultMessage="Phone" />
            )}
          </label>
        ))}
      </fieldset>
      <Field
        label={
          via === 'email' ? (
            <FormattedMessage id="login.email" defaultMessage="Email address" />
          ) : (
            <FormattedMessage id="login.phone" defaultMessage="Phone number" />
          )
        }
        name="target"
        type={via === 'email' ? 'email' : 'tel'}
        inputMode={via === 'email' ? 'email' : 'tel'}
        autoComplete={via === 'email' ? 'email' : 'tel'}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        error={message(errors.target ?? null)}
      />
      <div className={styles.row}>
        <Field
          label={<FormattedMessage id="login.code" defaultMessage="Verification code" />}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          error={message(errors.code ?? null)}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={sendCode}
          disabled={secondsLeft > 0 || send.isPending}
          data-testid="send-code"
        >
          {secondsLeft > 0 ? (
            <FormattedMessage
              id="login.resendIn"
              defaultMessage="Resend in {seconds} s"
              values={{ seconds: secondsLeft }}
            />
          ) : sentTo ? (
            <FormattedMessage id="login.resend" defaultMessage="Send again" />
          ) : (
            <FormattedMessage id="login.sendCode" defaultMessage="Send code" />
          )}
        </button>
      </div>
      {sentTo && !failure && (
        <p className={styles.hint} role="status">
          <FormattedMessage
            id="login.codeSent"
            defaultMessage="A 4-digit code was sent to {target}."
            values={{ target: sentTo }}
          />
        </p>
      )}
      <TermsCheckbox checked={agreed} onChange={setAgreed} error={null} />
      {failure && (
        <p className={styles.formError} role="alert" data-testid="login-error">
          {intl.formatMessage(describeError(failure))}
        </p>
      )}
      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={login.isPending}>
        <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
      </button>
    </form>
  );
}
