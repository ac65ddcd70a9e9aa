import { useSyncExternalStore } from 'react';

function subscribe(change: () => void): () => void {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

/** Whether the browser believes it is online (its `online`/`offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Routes where a learner is typing or playing: nothing may pop up or reload there. */
export function isPracticeRoute(pathname: string): boolean {
  return (
    pathname.startsWith('/lesson/') ||
    pathname.startsWith('/game-center') ||
    /^\/chapter\/(pinyin|chinese)\/[^/]+/.test(pathname)
  );
}
