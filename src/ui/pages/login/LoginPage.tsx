import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { isNativeWrapper, loginRedirectTarget } from '../../api';
import { FreeTrialButton } from '../../components/account/FreeTrialButton';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { REDIRECT_STORAGE_KEY } from './login-hooks';
import { QrLogin } from './QrLogin';
import styles from './LoginPage.module.css';
import { AccountPanel } from './AccountPanel';
import { CodePanel } from './CodePanel';
import { SchoolSignInButton } from './SchoolSignInButton';

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
          <div className={styles.school}>
            <SchoolSignInButton redirect={loginRedirectTarget(location.search)} />
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
