/**
 * Asks the browser to keep this site's storage (IndexedDB, where unsent results wait) even when the device runs
 * low on space. Browsers decide on their own (Chromium grants it to installed and often used apps, Firefox asks
 * the user), so it is asked only when it matters: in the installed app, and when the device goes offline.
 */
export async function requestPersistentStorage(storage: StorageManager | undefined = navigator.storage) {
  if (!storage?.persist || !storage.persisted) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Whether the app runs as the installed app (its own window), not in a browser tab. */
export function runsInstalled(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches === true ||
      window.matchMedia?.('(display-mode: window-controls-overlay)').matches === true)
  );
}
