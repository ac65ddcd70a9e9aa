import type { IDBPDatabase } from 'idb';
import type { SubmitAttemptResult } from '../../contracts';
import { encodeKeylog } from '../../engine/keylog';
import { api } from '../api/endpoints';
import { isApiError } from '../api/is-api-error';
import type { QueueDb } from './attempt-db';
import { usePendingAttempts, type QueuedAttempt } from './pending';

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

/** What one try of a queued attempt came to: accepted, to be tried again at `retryAt`, or refused for good. */
export type TryOutcome =
  | { sent: true }
  | {
      sent: false;
      retryAt: number;
      /** The others would fail the same way: stop this flush. */ stop: boolean;
    }
  | { sent: false; retryAt: null; stop: false };

/** The submit request of a queued attempt (the keylog in its compact encoding). */
function submitOf(attempt: QueuedAttempt & { characterId: number }) {
  return {
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
  };
}

/** An accepted attempt leaves the queue; the report then says it is saved, with what it earned. */
function accepted(attempt: QueuedAttempt, answer: SubmitAttemptResult): void {
  usePendingAttempts.setState((state) => ({
    accepted: { ...state.accepted, [attempt.idempotencyKey]: true },
    rewards: answer.reward ? { ...state.rewards, [attempt.idempotencyKey]: answer.reward } : state.rewards,
    rankings: answer.ranking
      ? { ...state.rankings, [attempt.idempotencyKey]: answer.ranking }
      : state.rankings,
    recent: [...state.recent, attempt].slice(-50),
  }));
}

/**
 * Sends one queued attempt with `POST /attempt/submit` and keeps the queue true to the answer: an accepted one
 * is deleted, a transient failure counts a try and waits its backoff, a refusal for good marks it `rejected`.
 */
export async function tryToSend(
  database: IDBPDatabase<QueueDb>,
  attempt: QueuedAttempt & { characterId: number },
): Promise<TryOutcome> {
  try {
    const answer = await api.submitAttempt(submitOf(attempt));
    await database.delete('attempts', attempt.idempotencyKey);
    accepted(attempt, answer);
    return { sent: true };
  } catch (error) {
    const tries = attempt.tries + 1;
    if (isTransient(error)) {
      const retryAt = Date.now() + backoffMs(tries);
      await database.put('attempts', { ...attempt, tries, nextTryAt: retryAt });
      // The server or the network is down, or the session ended: the others would fail the same way.
      const stop =
        !isApiError(error) || error.statusCode === 600 || error.statusCode >= 500 || error.statusCode === 401;
      return { sent: false, retryAt, stop };
    }
    const errorCode = isApiError(error) ? String(error.errorCode) : 'UNKNOWN';
    console.warn(`The server refused attempt ${attempt.idempotencyKey}: ${errorCode}`);
    await database.put('attempts', { ...attempt, tries, rejected: { errorCode, at: Date.now() } });
    return { sent: false, retryAt: null, stop: false };
  }
}
