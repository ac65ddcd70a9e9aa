import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_TYPES, SessionKeyPayloadSchema } from '../../../contracts';
import { describeError } from '../../api';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { REDIRECT_STORAGE_KEY } from './login-hooks';
import styles from './LoginPage.module.css';
import { loginCallbackQuery, useQrLogin } from '../../queries/login';

/** Where to go after the sign-in: the link's own `redirect` (a school's sign-in names it), else the tab's. */
function storedRedirect(fromLink: string | null): string {
  if (fromLink && fromLink.startsWith('/') && !fromLink.startsWith('//')) return fromLink;
  try {
    const value = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
    return value && value.startsWith('/') && !value.startsWith('//') ? value : '/chapter/';
  } catch {
    return '/chapter/';
  }
}

/** Whether the link carries a known auth type and a session key of the contract's shape. */
function isCompleteLink(authType: string | null, sessionKey: string): boolean {
  return (
    (LOGIN_TYPES as readonly string[]).includes(authType ?? '') &&
    SessionKeyPayloadSchema.shape.sessionKey.safeParse(sessionKey).success
  );
}

/**
 * /login/callback?authType=…&sessionKey=…: where a social-messaging login comes back to. The session key's code
 * is fetched (polled every 2 s until the approval lands), exchanged for the login, and the learner goes on to
 * where the login page was asked to go (kept for this tab), else /chapter/. A link without a known auth type
 * or a well-formed session key asks the server nothing and says the link is not valid.
 */
export default function LoginCallbackPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionKey = params.get('sessionKey') ?? '';
  const complete = isCompleteLink(params.get('authType'), sessionKey);
  const exchange = useQrLogin();
  const poll = useQuery({ ...loginCallbackQuery(sessionKey), enabled: complete && exchange.isIdle });
  const code = poll.data?.code ?? null;
  useEffect(() => {
    if (code && exchange.isIdle)
      exchange.mutate(code, {
        onSuccess: () => void navigate(storedRedirect(params.get('redirect')), { replace: true }),
      });
  }, [code, exchange, navigate, params]);

  const failure = !complete ? 'invalid-link' : (poll.error ?? exchange.error);
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'login.callback.title', defaultMessage: 'Signing you in…' })} · KeyQuest`;
  }, [intl]);
  return (
    <LearningShell>
      <div className={styles.page}>
        <section className={`${styles.card} ${styles.message}`}>
          <h1 className={styles.title}>
            <FormattedMessage id="login.callback.title" defaultMessage="Signing you in…" />
          </h1>
          {failure ? (
            <>
              <p className={styles.formError} role="alert">
                {failure === 'invalid-link'
                  ? intl.formatMessage({
                      id: 'login.callback.invalid',
                      defaultMessage:
                        'This sign-in link is incomplete or no longer valid. Please sign in again.',
                    })
                  : intl.formatMessage(describeError(failure))}
              </p>
              <Link className="button button-primary" to="/login/">
                <FormattedMessage id="login.callback.back" defaultMessage="Back to sign-in" />
              </Link>
            </>
          ) : (
            <p role="status">
              <FormattedMessage id="login.callback.waiting" defaultMessage="Waiting for the approval…" />
            </p>
          )}
        </section>
      </div>
    </LearningShell>
  );
}
