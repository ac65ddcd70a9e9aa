import { createHash } from 'node:crypto';
import { RANKING_RULES, type KeystrokeEntry, type RankingReason } from '../../contracts';
import { typingTiming } from '../attempt/plausibility';

/** What the rules read of an attempt: the figures the server recomputed from the log, never the client's. */
export interface RankedFigures {
  finished: boolean;
  durationMs: number;
  correctChars: number;
  wrongChars: number;
  accuracy: number;
  wpm: number;
}

/** A learner's state the rules need: the previous arrival (server time) and the speed already confirmed. */
export interface TypistState {
  lastArrivalAt: Date | null;
  confirmedWpm: number;
  pendingWpm: number | null;
}

/**
 * The rules a result must pass to rank, in the order they are told (docs/METRICS.md, "Leaderboards"); null
 * when it passes them all. `needs-confirmation` is decided by `confirmation` once the log is known to be new.
 */
export function judgeResult(
  figures: RankedFigures,
  keystrokes: readonly KeystrokeEntry[],
  state: TypistState,
  now: Date,
  kind: 'game' | 'typing' = 'typing',
): RankingReason | null {
  if (!figures.finished) return 'unfinished';
  const typedChars = figures.correctChars + figures.wrongChars;
  if (typedChars < RANKING_RULES.minChars || figures.durationMs < RANKING_RULES.minDurationMs) {
    return 'too-short';
  }
  if (figures.accuracy < RANKING_RULES.minAccuracy) return 'accuracy';
  if (!(kind === 'game' ? humanGameTiming(keystrokes) : humanTiming(keystrokes))) return 'timing';
  if (
    state.lastArrivalAt &&
    now.getTime() - state.lastArrivalAt.getTime() < figures.durationMs - RANKING_RULES.arrivalGraceMs
  ) {
    return 'too-soon';
  }
  return null;
}

/** Gaps a hand makes: not faster than a 400 WPM pace on average, and only some keys rolled over. */
export function humanTiming(keystrokes: readonly KeystrokeEntry[]): boolean {
  const { gapsMs, spanMs } = typingTiming(keystrokes);
  if (gapsMs.length === 0) return true;
  if (spanMs / gapsMs.length < RANKING_RULES.minMeanGapMs) return false;
  const rolled = gapsMs.filter((gap) => gap < RANKING_RULES.rolloverMs).length;
  return rolled / gapsMs.length <= RANKING_RULES.maxRolloverShare;
}

/**
 * A game round's log split the way a game is played: the keys of each target typed in a burst, a pause while the
 * next target is looked for. The space a game logs between targets (RoundRecorder: "moved to the next target",
 * stamped with the next target's first key) is not a key the hand pressed: it is left out, and it marks where one
 * target's burst ends. Answers the gaps inside bursts and the gaps between the keys pressed (bursts and pauses).
 */
export function gameTiming(keystrokes: readonly KeystrokeEntry[]): {
  burstGapsMs: number[];
  gapsMs: number[];
} {
  const typed = keystrokes.filter((entry) => entry.kind !== 'key');
  const burstGapsMs: number[] = [];
  const gapsMs: number[] = [];
  let previous: number | null = null;
  let sameTarget = false;
  typed.forEach((entry, index) => {
    const next = typed[index + 1];
    if (entry.kind === 'insert' && entry.char === ' ' && next && next.timeStamp === entry.timeStamp) {
      sameTarget = false;
      return;
    }
    if (previous !== null) {
      gapsMs.push(entry.timeStamp - previous);
      if (sameTarget) burstGapsMs.push(entry.timeStamp - previous);
    }
    previous = entry.timeStamp;
    sameTarget = true;
  });
  return { burstGapsMs, gapsMs };
}

/**
 * A game's keys judged as a game is played: within a target's burst, the usual gap (the median: a pause after a
 * wrong key does not hide the rest) not under the 400 WPM pace, so a machine cannot hide its bursts behind the
 * pauses between targets; and, over all the keys pressed, no more of them rolled over than a hand does. A game of
 * one key a target (Balloon Pop) has no bursts: its usual gap is taken over all its gaps.
 */
export function humanGameTiming(keystrokes: readonly KeystrokeEntry[]): boolean {
  const { burstGapsMs, gapsMs } = gameTiming(keystrokes);
  if (gapsMs.length === 0) return true;
  const paced = [...(burstGapsMs.length > 0 ? burstGapsMs : gapsMs)].sort((a, b) => a - b);
  const middle = paced.length / 2;
  const median = paced.length % 2 ? paced[Math.floor(middle)]! : (paced[middle - 1]! + paced[middle]!) / 2;
  if (median < RANKING_RULES.minMeanGapMs) return false;
  const rolled = gapsMs.filter((gap) => gap < RANKING_RULES.rolloverMs).length;
  return rolled / gapsMs.length <= RANKING_RULES.maxRolloverShare;
}

/**
 * A fast result (over `fastWpm` and 25 % over the learner's confirmed speed) waits for a steady second one:
 * `hold` keeps it off the boards for now; `confirms` says this result confirms the one waiting (both then count).
 */
export function confirmation(wpm: number, state: TypistState): { hold: boolean; confirms: boolean } {
  const confirms = state.pendingWpm !== null && wpm >= state.pendingWpm * RANKING_RULES.steadyShare;
  const hold = !confirms && wpm > RANKING_RULES.fastWpm && wpm > state.confirmedWpm * 1.25;
  return { hold, confirms };
}

/**
 * A log's fingerprint: its text and the gaps between its keystrokes (the same log moved in time has the same
 * one), so a replayed log is known whoever sends it.
 */
export function logFingerprint(text: string, keystrokes: readonly KeystrokeEntry[]): string {
  const start = keystrokes[0]?.timeStamp ?? 0;
  const hash = createHash('sha256').update(text).update('\u0000');
  for (const entry of keystrokes) {
    const what = entry.kind === 'insert' ? `i${entry.char}` : entry.kind === 'key' ? `k${entry.code}` : 'd';
    hash.update(`${what}@${Math.round((entry.timeStamp - start) * 10)};`);
  }
  return hash.digest('base64url');
}
