import type { KeystrokeEntry } from '../../contracts';
import { fail } from '../errors';
import { DAY, HOUR } from '../shared/clock';

/**
 * What no person can type, refused before anything is counted (ATTEMPT_IMPLAUSIBLE, a 4xx the app keeps on the
 * device and says so): the leaderboards' plausibility rules judge the merely suspicious later; these are the
 * impossible. Figures are generous on purpose: the fastest typists sustain about 200 words per minute, a
 * keystroke every 60 ms; 4 ms on average over eight keystrokes or more is fifteen times that (automated browsers
 * in the end-to-end tests type a key every 5 to 30 ms).
 */
export const PLAUSIBILITY = {
  /** Average time per keystroke over an attempt of MIN_KEYSTROKES_FOR_RATE or more, in ms. */
  minMsPerKeystroke: 4,
  minKeystrokesForRate: 8,
  /** One attempt lasts at most this long (first to last keystroke). */
  maxDurationMs: 4 * HOUR,
  /** Results are kept on the device for a while when offline, but not from before this. */
  earliestStart: Date.UTC(2024, 0, 1),
  maxAgeMs: 400 * DAY,
  /** An adaptive practice text the engine writes is never shorter. */
  minAdaptiveText: 5,
  /** A score above this (about 100,000 WPM) is a burst of a few keys within a millisecond. */
  maxScore: 1_000_000,
} as const;

function implausible(reason: string): never {
  throw fail('ATTEMPT_IMPLAUSIBLE', { fields: [{ path: reason, message: 'ATTEMPT_IMPLAUSIBLE' }] });
}

/**
 * The timing of a log's typed entries (characters and Backspace; other counted keys such as Shift left out):
 * how many, from first to last, and the gaps between them. The one reading of keystroke timing: the refusal
 * here and the leaderboards' fairness rules (src/server/leaderboard/fairness.ts) both use it.
 */
export function typingTiming(keystrokes: readonly KeystrokeEntry[]): {
  typed: number;
  spanMs: number;
  gapsMs: number[];
} {
  const times = keystrokes.filter((entry) => entry.kind !== 'key').map((entry) => entry.timeStamp);
  const gapsMs = times.slice(1).map((time, index) => time - (times[index] ?? time));
  return { typed: times.length, spanMs: times.length ? (times.at(-1) ?? 0) - (times[0] ?? 0) : 0, gapsMs };
}

/** Throws ATTEMPT_IMPLAUSIBLE when a keystroke log or its start cannot come from a person. */
export function checkPlausible(
  attempt: { keystrokes: readonly KeystrokeEntry[]; startedAt: number; text: string },
  now: Date,
  options: { adaptive: boolean },
): void {
  const { keystrokes } = attempt;
  for (let index = 1; index < keystrokes.length; index++) {
    // Event timestamps never go back.
    if ((keystrokes[index]?.timeStamp ?? 0) < (keystrokes[index - 1]?.timeStamp ?? 0))
      implausible('keystrokes');
  }
  const { typed, spanMs: span } = typingTiming(keystrokes);
  if (typed >= 2) {
    if (span > PLAUSIBILITY.maxDurationMs) implausible('keystrokes');
    if (typed >= PLAUSIBILITY.minKeystrokesForRate && span < (typed - 1) * PLAUSIBILITY.minMsPerKeystroke) {
      implausible('keystrokes');
    }
  }
  if (
    attempt.startedAt < PLAUSIBILITY.earliestStart ||
    attempt.startedAt < now.getTime() - PLAUSIBILITY.maxAgeMs
  ) {
    implausible('startedAt');
  }
  if (options.adaptive && [...attempt.text].length < PLAUSIBILITY.minAdaptiveText) implausible('text');
}

/** After the replay: figures no person reaches (they would also overflow the score columns). */
export function checkPlausibleFigures(figures: { wpm: number; score: number }): void {
  if (
    !Number.isFinite(figures.wpm) ||
    !Number.isFinite(figures.score) ||
    figures.score > PLAUSIBILITY.maxScore
  ) {
    implausible('keystrokes');
  }
}
