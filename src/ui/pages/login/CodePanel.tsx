import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailSchema, PhoneSchema, VerificationCodeSchema } from '../../../contracts';
import { catalogueMessage, fieldError } from '../../account/form-errors';
import { useCodeLogin, useSendCode } from '../../queries/login';
import { describeError } from '../../api';
import { Field } from './Field';
import { useCountdown, useLoginDone } from './login-hooks';
import styles from './LoginPage.module.css';
import { TermsCheckbox } from './TermsCheckbox';
import { hasErrors, type Errors } from './login-hooks';

/** A 4-digit code sent by email or text message; a new address becomes an account (terms agreed). */
export function CodePanel() {
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

  const send = useSendCode();
  const login = useCodeLogin();

  const sendCode = () => {
    const found = { target: targetError() };
    setErrors(found);
    login.reset();
    if (hasErrors(found)) send.reset();
    else
      send.mutate(
        { via, target: target.trim() },
        {
          onSuccess: (answer) => {
            setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
            setSentTo(target.trim());
          },
          onError: (error) => {
            const retry = (error as { details?: { retryAfterSeconds?: number } }).details?.retryAfterSeconds;
            if (typeof retry === 'number') setResendAt(Date.now() + retry * 1000);
          },
        },
      );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { target: targetError(), code: fieldError(VerificationCodeSchema, code) };
    setErrors(found);
    if (hasErrors(found)) {
      login.reset();
      send.reset();
    } else
      login.mutate(
        { via, target: target.trim(), code: code.trim(), agreeTerms: agreed },
        { onSuccess: done },
      );
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
