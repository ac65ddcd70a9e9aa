import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { isPracticeRoute } from './online-status';
import { useServiceWorkerStore } from './service-worker';
import styles from './Pwa.module.css';

/**
 * Offers a new version of the app. It waits while the learner types or plays (a lesson or a game is never
 * swapped mid-way) and appears on the next other page; the update happens only when the learner chooses it.
 */
export function UpdatePrompt() {
  const { pathname } = useLocation();
  const updateReady = useServiceWorkerStore((state) => state.updateReady);
  const applyUpdate = useServiceWorkerStore((state) => state.applyUpdate);
  const [later, setLater] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!updateReady || !applyUpdate || later || isPracticeRoute(pathname)) return null;
  return (
    <div
      className={styles.update}
      role="dialog"
      aria-labelledby="pwa-update-title"
      data-testid="update-prompt"
    >
      <p id="pwa-update-title">
        <FormattedMessage id="pwa.update.title" defaultMessage="A new version of KeyQuest is ready." />
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            void applyUpdate();
          }}
        >
          <FormattedMessage id="pwa.update.now" defaultMessage="Update now" />
        </button>
        <button type="button" className="button" onClick={() => setLater(true)}>
          <FormattedMessage id="pwa.update.later" defaultMessage="Later" />
        </button>
      </div>
    </div>
  );
}
