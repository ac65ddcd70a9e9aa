import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useApproveSessionKey } from '../../queries/login';
import { describeError, useSessionStore } from '../../api';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import styles from './LoginPage.module.css';

/**
 * /login/approve?sessionKey=…: the page the QR code opens on a phone. A signed-in learner approves the other
 * screen's sign-in (it then signs in to the same account); otherwise the page asks to sign in first and comes
 * back here.
 */
export default function LoginApprovePage() {
  const intl = useIntl();
  const location = useLocation();
  const [params] = useSearchParams();
  const sessionKey = params.get('sessionKey') ?? '';
  const signedIn = useSessionStore((state) => state.signedIn);
  const user = useSessionStore((state) => state.user);
  const approve = useApproveSessionKey(sessionKey);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'login.approve.title', defaultMessage: 'Approve sign-in' })} · KeyQuest`;
  }, [intl]);

  const name = user?.username ?? user?.email ?? user?.phone ?? (user ? `#${user.uid}` : '');
  return (
    <LearningShell>
      <div className={styles.page}>
        <section className={`${styles.card} ${styles.message}`} aria-labelledby="approve-title">
          <h1 id="approve-title" className={styles.title}>
            <FormattedMessage id="login.approve.title" defaultMessage="Approve sign-in" />
          </h1>
          {!sessionKey ? (
            <p className={styles.formError} role="alert">
              {intl.formatMessage({
                id: 'error.SESSION_KEY_INVALID',
                defaultMessage: 'This QR code is not valid',
              })}
            </p>
          ) : !signedIn ? (
            <>
              <p>
                <FormattedMessage
                  id="login.approve.signInFirst"
                  defaultMessage="Sign in on this phone first, then approve the other screen."
                />
              </p>
              <Link
                className="button button-primary"
                to={`/login/?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
              >
                <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
              </Link>
            </>
          ) : approve.isSuccess ? (
            <p role="status" data-testid="approve-done">
              <FormattedMessage
                id="login.approve.done"
                defaultMessage="Done! The other screen is signing in now."
              />
            </p>
          ) : (
            <>
              <p>
                <FormattedMessage
                  id="login.approve.question"
                  defaultMessage="Sign in on the other screen as {name}? Only approve a screen you are using yourself."
                  values={{ name }}
                />
              </p>
              {approve.isError && (
                <p className={styles.formError} role="alert">
                  {intl.formatMessage(describeError(approve.error))}
                </p>
              )}
              <button
                type="button"
                className={`button button-primary ${styles.submit}`}
                onClick={() => approve.mutate()}
                disabled={approve.isPending}
                data-testid="approve-button"
              >
                <FormattedMessage id="login.approve.button" defaultMessage="Approve" />
              </button>
            </>
          )}
        </section>
      </div>
    </LearningShell>
  );
}
