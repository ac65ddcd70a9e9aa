import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError, isApiError, nativeBridge } from '../../api';
import { useCountdown, useLoginDone } from './login-hooks';
import styles from './LoginPage.module.css';
import { sessionKeyCodeQuery, sessionKeyQuery, useQrLogin } from '../../queries/login';

/** The page a phone opens from the QR code: it approves the session key of the screen showing the code. */
export function approveUrl(sessionKey: string): string {
  return `${window.location.origin}/login/approve?sessionKey=${encodeURIComponent(sessionKey)}`;
}

/**
 * QR-code login (spec's session-key flow): a session key shown as a QR code of the approve page's address,
 * polled every 2 s until a signed-in phone approves it; the code that comes back is exchanged for the login.
 */
export function QrLogin({ binding = false }: { binding?: boolean }) {
  const intl = useIntl();
  // Binding mode (spec 4, the social-messaging modal): the code goes to the native wrapper, which binds it.
  const sentToWrapper = useRef<string | null>(null);
  const done = useLoginDone();
  const [round, setRound] = useState(0);
  const key = useQuery(sessionKeyQuery(round));
  const sessionKey = key.data?.sessionKey ?? null;
  const secondsLeft = useCountdown(key.data?.expireTime ?? null);
  const exchange = useQrLogin();
  const poll = useQuery({
    ...sessionKeyCodeQuery(sessionKey),
    enabled: sessionKey !== null && secondsLeft > 0 && exchange.isIdle,
  });
  const code = poll.data?.code ?? null;
  useEffect(() => {
    if (!code || !exchange.isIdle || sentToWrapper.current === code) return;
    if (binding) {
      sentToWrapper.current = code;
      nativeBridge()?.onBindingCode?.(code);
    } else exchange.mutate(code, { onSuccess: done });
  }, [code, exchange, binding, done]);

  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!sessionKey) return;
    let cancelled = false;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(approveUrl(sessionKey), { margin: 1, width: 220 }))
      .then((url) => {
        if (!cancelled) setImage(url);
      });
    return () => {
      cancelled = true;
    };
  }, [sessionKey]);

  const expired =
    (key.data !== undefined && secondsLeft === 0) ||
    (isApiError(poll.error) && poll.error.errorCode === 'SESSION_KEY_EXPIRED') ||
    (isApiError(exchange.error) && exchange.error.errorCode === 'LOGIN_CODE_INVALID');
  const failure = key.error ?? (expired ? null : (poll.error ?? exchange.error));

  return (
    <div className={styles.qr} data-testid="qr-login">
      <p>
        <FormattedMessage
          id="login.qr.instructions"
          defaultMessage="Scan this code with a phone where you are signed in to KeyQuest, then approve on the phone."
        />
      </p>
      {image && sessionKey ? (
        <img
          src={image}
          className={`${styles.qrImage} ${expired ? styles.qrExpired : ''}`}
          alt={intl.formatMessage({ id: 'login.qr.alt', defaultMessage: 'QR code to sign in' })}
          data-session-key={sessionKey}
          data-testid="qr-image"
        />
      ) : (
        !failure && (
          <p role="status">
            <FormattedMessage id="login.qr.loading" defaultMessage="Making a QR code…" />
          </p>
        )
      )}
      {code && !exchange.isError && (
        <p role="status" data-testid="qr-approved">
          {binding ? (
            <FormattedMessage
              id="login.qr.bound"
              defaultMessage="Approved! The app now links this sign-in to your account."
            />
          ) : (
            <FormattedMessage id="login.qr.approved" defaultMessage="Approved! Signing you in…" />
          )}
        </p>
      )}
      {expired && (
        <>
          <p className={styles.formError} role="alert">
            {intl.formatMessage({
              id: 'error.SESSION_KEY_EXPIRED',
              defaultMessage: 'The QR code has expired',
            })}
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              exchange.reset();
              setRound((value) => value + 1);
            }}
          >
            <FormattedMessage id="login.qr.refresh" defaultMessage="Get a new QR code" />
          </button>
        </>
      )}
      {failure && (
        <p className={styles.formError} role="alert">
          {intl.formatMessage(describeError(failure))}
        </p>
      )}
      {sessionKey && !expired && (
        <a className={styles.approveLink} href={approveUrl(sessionKey)} target="_blank" rel="noreferrer">
          <FormattedMessage id="login.qr.link" defaultMessage="No camera? Open this link on the phone" />
        </a>
      )}
    </div>
  );
}
