/** The cache of the learner's last reports (vite.config.ts `keyquest-api-reads`): emptied at sign-out. */
export const API_READS_CACHE = 'keyquest-api-reads';

export function forgetCachedReads(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(API_READS_CACHE).catch(() => undefined);
}
