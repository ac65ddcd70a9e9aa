import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AccessRoot } from './components/access/AccessRoot';
import { RouteFocus } from './components/route-focus/RouteFocus';
import { Toaster } from './components/toast/Toaster';
import { LocaleProvider } from './i18n/LocaleProvider';
import { PwaLayer } from './pwa/PwaLayer';
import { queryClient } from './queries/query-client';
import { AppRoutes } from './routes';

/** The app's providers: server data, the interface language and the router; the installed-app layer. */
export function App() {
  // Finished attempts waiting on this device are sent at start, when back online and after a sign-in. The
  // sender (with the API client) loads only when one waits or a page loads the queue (attempt-sync.ts).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./results/attempt-sync').then(({ startAttemptSyncWhenNeeded }) => {
      if (!cancelled) stop = startAttemptSyncWhenNeeded(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <BrowserRouter>
          <PwaLayer />
          <AccessRoot />
          <RouteFocus />
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
