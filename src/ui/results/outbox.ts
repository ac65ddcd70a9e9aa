import type { QueryClient } from '@tanstack/react-query';
import type { IDBPDatabase } from 'idb';
import { useSessionStore } from '../api/session-store';
import { attemptDb as db, type QueueDb } from './attempt-db';
import { attemptQueueLoaded } from './attempt-sync';
import { newIdempotencyKey, usePendingAttempts, type NewAttempt, type QueuedAttempt } from './pending';
import { backoffMs, tryToSend } from './send-attempt';
import { attemptsArrived } from '../queries/session';
import { queryClient as appQueryClient } from '../queries/query-client';
import { localTimeZone } from '../queries/time-zone';

export { usePendingAttempts } from './pending';

/**
 * Finished attempts waiting to reach the server ("a finished result is never lost").
 *
 * Every finished attempt (lesson, game round, practice) is first written to IndexedDB with the idempotency key
 * made when it finished, then sent with `POST /attempt/submit`. It leaves the queue only when the server has
 * accepted it (a first answer or a `replayed` one). No answer (600), a 5xx, a 408 or 429, or an ended session
 * (401) keep it, and it is tried again with backoff, on the browser's `online` event, at app start and after
 * a sign-in. An attempt made before anyone signed in on this device has no character yet: the first account
 * that signs in here (with a current character) takes it, so the device's progress moves to the account.
 * A 4xx that no retry can change (the lesson text does not match, a teacher character) marks it `rejected`:
 * kept for inspection, never sent again, never shown as progress.
 */

/**
 * The device's outbox of finished attempts: the IndexedDB queue, its copy in memory (`usePendingAttempts`) and
 * the sender (flushes one after another, backoff timer, `online` and sign-in triggers). One object holds all of
 * its state; the app has one (`attemptOutbox`).
 */
export class AttemptOutbox {
  private queryClient: QueryClient | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The flush running (or the last one), and the one waiting to run after it. */
  private running: Promise<void> = Promise.resolve();
  private waiting: Promise<void> | null = null;
  private forceNext = false;

  constructor(private readonly db: () => Promise<IDBPDatabase<QueueDb>>) {}

  private async reloadPending(): Promise<void> {
    const attempts = await (await this.db()).getAllFromIndex('attempts', 'createdAt');
    usePendingAttempts.setState({ attempts });
  }

  /**
   * Writes a finished attempt to the queue (IndexedDB) and starts sending it. Resolves once it is stored on the
   * device, with its idempotency key; sending goes on in the background.
   */
  async enqueue(attempt: NewAttempt): Promise<QueuedAttempt> {
    const { signedIn, characterId, user } = useSessionStore.getState();
    const now = Date.now();
    const queued: QueuedAttempt = {
      ...attempt,
      idempotencyKey: attempt.idempotencyKey ?? newIdempotencyKey(),
      characterId: signedIn ? characterId : null,
      uid: signedIn ? (user?.uid ?? null) : null,
      timeZone: attempt.timeZone ?? localTimeZone(),
      keystrokes: attempt.keystrokes.map((keystroke) => ({ ...keystroke })),
      createdAt: now,
      tries: 0,
      nextTryAt: now,
    };
    await (await this.db()).put('attempts', queued);
    await this.reloadPending();
    void this.flush();
    return queued;
  }

  /** Gives the attempts made before sign-in to the signed-in account's current character. */
  private async claimDeviceAttempts(database: IDBPDatabase<QueueDb>): Promise<void> {
    const { signedIn, characterId, user } = useSessionStore.getState();
    if (!signedIn || characterId === null) return;
    const transaction = database.transaction('attempts', 'readwrite');
    for (const attempt of await transaction.store.getAll()) {
      if (attempt.characterId !== null) continue;
      await transaction.store.put({ ...attempt, characterId, uid: user?.uid ?? null, nextTryAt: 0 });
    }
    await transaction.done;
  }

  private async flushOnce(): Promise<void> {
    const database = await this.db();
    await this.claimDeviceAttempts(database);
    const { signedIn, user } = useSessionStore.getState();
    const now = Date.now();
    let soonest: number | null = null;
    const changed = new Set<number>();
    for (const attempt of await database.getAllFromIndex('attempts', 'createdAt')) {
      if (attempt.rejected || attempt.characterId === null) continue;
      // Another account's attempt waits for that account to sign in again on this device.
      if (!signedIn || (attempt.uid !== null && user && attempt.uid !== user.uid)) continue;
      if (attempt.nextTryAt > now) {
        soonest = Math.min(soonest ?? Infinity, attempt.nextTryAt);
        continue;
      }
      const outcome = await tryToSend(database, { ...attempt, characterId: attempt.characterId });
      if (outcome.sent) changed.add(attempt.characterId);
      else if (outcome.retryAt !== null) {
        soonest = Math.min(soonest ?? Infinity, outcome.retryAt);
        if (outcome.stop) break;
      }
    }
    await this.reloadPending();
    if (this.queryClient) await attemptsArrived(this.queryClient, changed);
    this.schedule(soonest);
  }

  private schedule(at: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (at === null) return;
    this.timer = setTimeout(() => void this.flush(), Math.max(0, at - Date.now()));
  }

  /**
   * Sends every attempt that is due. Flushes run one after another: a call while one runs waits for the next
   * one (calls meanwhile share it), so nothing is sent twice at once and no request to flush is lost.
   * `force` ignores the backoff (the browser is back online, the app starts, someone signed in).
   */
  flush({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (force) this.forceNext = true;
    if (this.waiting) return this.waiting;
    const next = this.running.then(async () => {
      this.waiting = null;
      const forced = this.forceNext;
      this.forceNext = false;
      try {
        if (forced) {
          const database = await this.db();
          const transaction = database.transaction('attempts', 'readwrite');
          for (const attempt of await transaction.store.getAll()) {
            if (!attempt.rejected && attempt.nextTryAt > 0)
              await transaction.store.put({ ...attempt, nextTryAt: 0 });
          }
          await transaction.done;
        }
        await this.flushOnce();
      } catch (error) {
        console.warn('Sending the saved results failed; they stay on this device', error);
        this.schedule(Date.now() + backoffMs(3));
      }
    });
    this.waiting = next;
    this.running = next;
    return next;
  }

  /**
   * Starts sending the queue: now (app start), on every `online` event, and whenever a session with a current
   * character begins. Returns a function that stops it.
   */
  start(queryClient: QueryClient): () => void {
    this.queryClient = queryClient;
    const onOnline = () => void this.flush({ force: true });
    window.addEventListener('online', onOnline);
    const unsubscribe = useSessionStore.subscribe((state, previous) => {
      const ready = state.signedIn && state.characterId !== null;
      if (ready && (state.characterId !== previous.characterId || !previous.signedIn)) {
        void this.flush({ force: true });
      }
    });
    void this.reloadPending().then(() => this.flush({ force: true }));
    return () => {
      window.removeEventListener('online', onOnline);
      unsubscribe();
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
    };
  }

  /** Every queued attempt, sent or not (tests, inspection). */
  async queued(): Promise<QueuedAttempt[]> {
    return (await this.db()).getAllFromIndex('attempts', 'createdAt');
  }

  /** Forgets the queue (tests, and sign-out of a shared device). */
  async clear(): Promise<void> {
    await (await this.db()).clear('attempts');
    usePendingAttempts.setState({ attempts: [], accepted: {}, recent: [], rewards: {}, rankings: {} });
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The app's outbox. */
export const attemptOutbox = new AttemptOutbox(db);

// The app's sync (src/ui/results/attempt-sync.ts) starts once this module is loaded by any page.
attemptQueueLoaded((queryClient) => attemptOutbox.start(queryClient ?? appQueryClient));
