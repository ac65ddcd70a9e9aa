import type { QueryClient } from '@tanstack/react-query';
import type { IDBPDatabase } from 'idb';
import { create } from 'zustand';
import type { AttemptKind, AttemptReward, KeyboardLayoutId, RankingVerdict } from '../../contracts';
import type { Keystroke, ToneMode, TypingMode } from '../../engine';
import { encodeKeylog } from '../../engine/keylog';
import { api } from '../api/endpoints';
import { isApiError } from '../api/is-api-error';
import { randomId } from '../api/random-id';
import { useSessionStore } from '../api/session-store';
import { attemptDb as db, type QueueDb } from './attempt-db';
import { attemptQueueLoaded } from './attempt-sync';
import { attemptsArrived } from '../queries/session';
import { localTimeZone } from '../queries/time-zone';

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

/** What the device keeps of a finished attempt: the payload of POST /attempt/submit and a short summary. */
export interface QueuedAttempt {
  idempotencyKey: string;
  /** The character it belongs to; null when it was made before sign-in (the next account claims it). */
  characterId: number | null;
  /** The account it was made under (null before sign-in), so another account never takes it by mistake. */
  uid: number | null;
  kind: AttemptKind;
  lessonSlug?: string;
  gameId?: string;
  /** A game round the server started (and charged): the round is saved as paid. */
  roundId?: string;
  practiceId?: string;
  mode: TypingMode;
  /** Pinyin lessons typed with tone digits: the server replays them in that tone mode. */
  toneMode?: ToneMode;
  /** The keyboard layout it was typed on (absent in attempts queued before layouts: the character's). */
  keyboardLayout?: KeyboardLayoutId;
  text: string;
  keystrokes: Keystroke[];
  startedAt: number;
  timeZone: string;
  /** The device's own figures, shown as progress until the server's arrive. */
  summary: { finished: boolean; stars: number | null; wpm: number; accuracy: number; score: number };
  createdAt: number;
  tries: number;
  /** Epoch ms before which it is not tried again (backoff). */
  nextTryAt: number;
  /** Set when the server refused it for good (a 4xx no retry can change). */
  rejected?: { errorCode: string; at: number };
}

export type NewAttempt = Omit<
  QueuedAttempt,
  'idempotencyKey' | 'characterId' | 'uid' | 'timeZone' | 'createdAt' | 'tries' | 'nextTryAt' | 'rejected'
> & { idempotencyKey?: string; timeZone?: string };

/** A new idempotency key: made once per finished attempt and reused for every retry of it. */
export const newIdempotencyKey = randomId;

/** The attempts of the queue in memory, for progress shown before the server has them. */
interface PendingState {
  attempts: QueuedAttempt[];
  /** Keys the server has accepted during this visit (the report says "saved to your account"). */
  accepted: Record<string, true>;
  /** Those accepted attempts: progress counts them until the refetched server progress has them. */
  recent: QueuedAttempt[];
  /** What those accepted attempts earned (points, crystals, the daily cap), by key. */
  rewards: Record<string, AttemptReward>;
  /** Whether they count on the leaderboards, and why not, by key. */
  rankings: Record<string, RankingVerdict>;
}
export const usePendingAttempts = create<PendingState>(() => ({
  attempts: [],
  accepted: {},
  recent: [],
  rewards: {},
  rankings: {},
}));

/** Backoff after failed tries: 2 s, 4 s, 8 s … at most a minute. */
export function backoffMs(tries: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(1, Math.min(tries, 6)));
}

/** Whether an error means "try again later" rather than "the server refuses this attempt". */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const status = error.statusCode;
  return status === 600 || status >= 500 || status === 401 || status === 408 || status === 429;
}

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
      try {
        const answer = await api.submitAttempt({
          characterId: attempt.characterId,
          idempotencyKey: attempt.idempotencyKey,
          kind: attempt.kind,
          lessonSlug: attempt.lessonSlug,
          gameId: attempt.gameId,
          roundId: attempt.roundId,
          practiceId: attempt.practiceId,
          mode: attempt.mode,
          toneMode: attempt.toneMode,
          keyboardLayout: attempt.keyboardLayout,
          text: attempt.text,
          // The compact encoding, also for attempts queued before it existed (the queue keeps the plain log).
          keylog: encodeKeylog(attempt.keystrokes),
          startedAt: attempt.startedAt,
          timeZone: attempt.timeZone,
        });
        await database.delete('attempts', attempt.idempotencyKey);
        usePendingAttempts.setState((state) => ({
          accepted: { ...state.accepted, [attempt.idempotencyKey]: true },
          rewards: answer.reward
            ? { ...state.rewards, [attempt.idempotencyKey]: answer.reward }
            : state.rewards,
          rankings: answer.ranking
            ? { ...state.rankings, [attempt.idempotencyKey]: answer.ranking }
            : state.rankings,
          recent: [...state.recent, attempt].slice(-50),
        }));
        changed.add(attempt.characterId);
      } catch (error) {
        const tries = attempt.tries + 1;
        if (isTransient(error)) {
          const nextTryAt = Date.now() + backoffMs(tries);
          await database.put('attempts', { ...attempt, tries, nextTryAt });
          soonest = Math.min(soonest ?? Infinity, nextTryAt);
          // The server or the network is down, or the session ended: the others would fail the same way.
          if (!isApiError(error) || error.statusCode === 600 || error.statusCode >= 500) break;
          if (error.statusCode === 401) break;
        } else {
          const errorCode = isApiError(error) ? String(error.errorCode) : 'UNKNOWN';
          console.warn(`The server refused attempt ${attempt.idempotencyKey}: ${errorCode}`);
          await database.put('attempts', { ...attempt, tries, rejected: { errorCode, at: Date.now() } });
        }
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
attemptQueueLoaded((queryClient) => attemptOutbox.start(queryClient));
