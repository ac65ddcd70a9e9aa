import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

/** The offline notice, update prompt, worker registration and wrapper routing: a chunk of their own. */
const PwaExtras = lazy(() => import('./PwaExtras'));

/**
 * After the page has loaded and the browser is idle (the first render never waits on any of this). Not after the
 * first page is drawn as well: the service worker's registration waits on nothing it need not, since a learner may
 * go offline soon after a first visit.
 */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  const start = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 3000 })
        : window.setTimeout(run, 1000);
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
 * The installed-app layer is an extra: when its code cannot load (offline before it was ever fetched, with no
 * stored app), the app goes on without it instead of losing the whole page to the failed import.
 */
class WithoutWhenFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The installed-app layer around the pages (inside the router and the locale). Nothing of it is in the first
 * page's code: it loads once the page has loaded and the browser is idle.
 */
export function PwaLayer() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  if (!settled) return null;
  return (
    <WithoutWhenFailed>
      <Suspense fallback={null}>
        <PwaExtras />
      </Suspense>
    </WithoutWhenFailed>
  );
}
