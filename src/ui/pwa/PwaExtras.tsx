import { lazy, Suspense, useEffect } from 'react';
import { isNativeWrapper } from '../api/native-bridge';
import { OfflineNotice } from './OfflineNotice';
import { requestPersistentStorage, runsInstalled } from './persistent-storage';
import { registerAppServiceWorker } from './service-worker';
import { UpdatePrompt } from './UpdatePrompt';

// Only inside a wrapper: the protocol code is already loaded there (main.tsx), never in a plain browser.
const WrapperRouteSync = lazy(() =>
  import('./WrapperRouteSync').then((module) => ({ default: module.WrapperRouteSync })),
);

/**
 * The installed-app layer, loaded once the first page has settled (PwaLayer): the offline notice, the update
 * prompt, the service worker's registration, persistent storage for unsent results, and the wrapper's route and
 * back button.
 */
export default function PwaExtras() {
  useEffect(() => {
    registerAppServiceWorker();
    if (runsInstalled()) void requestPersistentStorage();
    const offline = () => void requestPersistentStorage();
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, []);
  return (
    <>
      <OfflineNotice />
      <UpdatePrompt />
      {isNativeWrapper() && (
        <Suspense fallback={null}>
          <WrapperRouteSync />
        </Suspense>
      )}
    </>
  );
}
