/**
 * When the app has drawn its first page: what may wait until then (the attempt queue's start-up check) loads
 * after it, so that none of it is fetched before the first page is on screen
 * (docs/ARCHITECTURE.md, "Chunks").
 */

/** The app's page is drawn: a heading, or content with no "Loading..." step left. */
export const pageDrawn = (container: HTMLElement) =>
  container.querySelector('h1') !== null ||
  (container.childElementCount > 0 && container.querySelector('.app-loading') === null);

let watching = false;
let drawn = false;
const waiting = new Set<() => void>();

function markDrawn() {
  if (drawn) return;
  drawn = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/**
 * Watches the app's root until its first page is drawn (main.tsx calls it before the first render), then calls
 * `onDrawn` and everything that waits in `afterFirstPage`. Whatever happens (a page that never draws a heading),
 * the page counts as drawn within a few seconds.
 */
export function watchFirstPage(container: HTMLElement, onDrawn?: () => void): void {
  watching = true;
  const done = () => {
    observer.disconnect();
    window.clearTimeout(fallback);
    onDrawn?.();
    markDrawn();
  };
  const observer = new MutationObserver(() => {
    if (pageDrawn(container)) done();
  });
  observer.observe(container, { childList: true, subtree: true });
  const fallback = window.setTimeout(done, 8000);
}

/**
 * Runs `run` once the first page is drawn (at once when it is, or when nothing watches: the unit tests).
 * Returns a function that cancels it.
 */
export function afterFirstPage(run: () => void): () => void {
  if (drawn || !watching) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
