import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPage } from '../first-page';

/** The offline notice, update prompt, worker registration and wrapper routing: a chunk of their own. */
const PwaExtras = lazy(() => import('./PwaExtras'));

/**
 * After the app has drawn its first page, the page has loaded and the browser is idle (the first page never waits
 * on any of this, and none of it is fetched before the first page is drawn).
 */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  const start = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 3000 })
        : window.setTimeout(run, 1000);
  };
  const cancelWait = afterFirstPage(() => {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
  return () => {
    cancelWait();
    window.removeEventListener('load', start);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * The installed-app layer around the pages (inside the router and the locale). Nothing of it is in the first
 * page's code: it loads once the first page is drawn, the page has loaded and the browser is idle.
 */
export function PwaLayer() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <PwaExtras />
    </Suspense>
  );
}
