import type { QueryClient } from '@tanstack/react-query';
import { attemptDb } from './attempt-db';

/**
 * Starts the sync of finished attempts (the outbox, src/ui/results/outbox.ts) without making every page load the
 * API client: at app start it only asks IndexedDB whether an attempt waits (one not refused for good), and
 * loads the sender only then. When nothing waits, the sender starts as soon as a page loads the queue itself
 * (a lesson, a game, a progress view): the queue's module announces itself with `attemptQueueLoaded`. So a
 * waiting attempt is always sent — at start, on `online`, after a sign-in — and the home page stays light.
 */
type StartSync = (queryClient: QueryClient | undefined) => () => void;

/**
 * The outbox's start (once its module loaded), whether the app started the sync and with which query client
 * (none: the app's own, which the outbox imports, so that the first page need not load the data layer), and the
 * stop.
 */
const sync: {
  start: StartSync | null;
  running: boolean;
  client: QueryClient | undefined;
  stop: (() => void) | null;
} = { start: null, running: false, client: undefined, stop: null };

function start(): void {
  if (sync.start && sync.running && !sync.stop) sync.stop = sync.start(sync.client);
}

/** Called once by the queue's module when it loads: the app's sync runs from then on. */
export function attemptQueueLoaded(startAttemptSync: StartSync): void {
  sync.start = startAttemptSync;
  start();
}

/** Whether the device holds an attempt still to be sent (or claimed by the next sign-in). */
export async function hasWaitingAttempts(): Promise<boolean> {
  const attempts = await (await attemptDb()).getAll('attempts');
  return attempts.some((attempt) => !attempt.rejected);
}

/**
 * The app's start: sends waiting attempts now and whenever the queue is loaded. Returns a stop function. The
 * sent attempts refresh the reads of `queryClient`, the app's own client when none is given.
 */
export function startAttemptSyncWhenNeeded(queryClient?: QueryClient): () => void {
  sync.client = queryClient;
  sync.running = true;
  let cancelled = false;
  if (sync.start) start();
  else {
    void hasWaitingAttempts()
      // IndexedDB could not be asked: load the sender, which keeps trying (and reports its own failures).
      .catch(() => true)
      .then((waiting) => {
        if (waiting && !cancelled) void import('./outbox');
      });
  }
  return () => {
    cancelled = true;
    sync.running = false;
    sync.client = undefined;
    sync.stop?.();
    sync.stop = null;
  };
}
