import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { isPracticeRoute, useOnline } from './online-status';
import styles from './Pwa.module.css';

/**
 * Says in words what works while the device is offline, on every page (a page that needs the server shows its
 * own message below it): practice goes on, results wait on the device, sign-in and fresh figures wait for the
 * connection.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { pathname } = useLocation();
  if (online) return null;
  // While typing or playing, one short line: the lesson screen keeps its room.
  const short = isPracticeRoute(pathname);
  return (
    <div className={styles.offline} role="status" data-testid="offline-notice">
      <strong>
        <FormattedMessage id="pwa.offline.title" defaultMessage="You are offline." />
      </strong>{' '}
      {short ? (
        <FormattedMessage
          id="pwa.offline.short"
          defaultMessage="Your results are kept on this device until you are back online."
        />
      ) : (
        <FormattedMessage
          id="pwa.offline.body"
          defaultMessage="Lessons, practice and games still work, and your results are kept on this device until you are back online. Signing in, leaderboards and new reports need the internet."
        />
      )}
    </div>
  );
}
