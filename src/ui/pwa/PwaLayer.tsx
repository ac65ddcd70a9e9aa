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

/** After the page has loaded and the browser is idle (the first render never waits on the worker). */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  const start = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 5000 })
        : window.setTimeout(run, 2000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * The installed-app layer around the pages (inside the router and the locale): the offline notice, the update
 * prompt, the service worker's registration after the first render, persistent storage for unsent results, and
 * the wrapper's route and back button.
 */
export function PwaLayer() {
  useEffect(() => whenSettled(registerAppServiceWorker), []);
  useEffect(() => {
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
