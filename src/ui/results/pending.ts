import { create } from 'zustand';
import type { AttemptKind, AttemptReward, KeyboardLayoutId, RankingVerdict } from '../../contracts';
import type { Keystroke, ToneMode, TypingMode } from '../../engine';
import { randomId } from '../api/random-id';

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
