import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { RouteFocus } from './components/route-focus/RouteFocus';
import { Toaster } from './components/toast/Toaster';
import { afterFirstPage } from './first-page';
import { LocaleProvider } from './i18n/LocaleProvider';
import { PwaLayer } from './pwa/PwaLayer';
import { useSessionStore } from './api/session-store';
import { withData } from './data-layer';
import { AppRoutes } from './routes';

/** The learner's display settings (AccessRoot), with the data layer: loaded at the first sign-in of the visit. */
const AccessRoot = withData(() => import('./components/access/AccessRoot'));

/**
 * The display settings are a signed-in learner's: before any sign-in the page keeps the defaults and loads none
 * of it. Once loaded it stays, so that a sign-out puts the defaults back.
 */
function AccessLayer() {
  const signedIn = useSessionStore((state) => state.signedIn);
  const [wanted, setWanted] = useState(signedIn);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccessRoot />
    </Suspense>
  );
}

/**
 * The app's providers: the interface language and the router; the installed-app layer. The data layer (TanStack
 * Query) comes with each page that reads the server (data-layer.tsx), not with the first page's code.
 */
export function App() {
  // Finished attempts waiting on this device are sent at start, when back online and after a sign-in. The
  // sender (with the API client) loads only when one waits or a page loads the queue (attempt-sync.ts). The check
  // itself starts once the first page is drawn.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // After the first page is drawn: the queue's store is no part of what the first page needs.
    const cancelWait = afterFirstPage(() => {
      // No client given: the sender uses the app's own, loaded with it (the data layer only when one waits).
      void import('./results/attempt-sync').then(({ startAttemptSyncWhenNeeded }) => {
        if (!cancelled) stop = startAttemptSyncWhenNeeded();
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, []);
  return (
    <LocaleProvider>
      <BrowserRouter>
        <PwaLayer />
        <AccessLayer />
        <RouteFocus />
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </LocaleProvider>
  );
}
