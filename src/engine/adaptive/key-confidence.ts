import type { KeyStat } from '../analysis';
import { wpmOfCharMs } from '../metrics';

/**
 * What the learner's history says about one key, summed over attempts with older attempts fading (see
 * `addAttemptToKeyHistory`). Counts may be fractional because of the fading.
 */
export interface KeyRecord {
  /** Presses of the right character when this key was expected. */
  hits: number;
  /** Presses of another character when this key was expected. */
  misses: number;
  /** How many timed first-try hits the mean time is made of. */
  timedHits: number;
  /** Mean time to find the key, in ms, over the timed hits; null when none was timed. */
  meanTimeMs: number | null;
}

/** Per character ('f', 'F' and ' ' are different keys to type), as stored for a learner. */
export type KeyHistory = Readonly<Record<string, KeyRecord>>;

/** What "fast and accurate" means for a key. */
export interface ConfidenceTargets {
  /** Speed a key must reach, in words per minute of that key alone (12,000 / ms per key). */
  wpm: number;
  /** Share of first presses that must be right, 0..1. */
  accuracy: number;
  /** Presses (hits + misses) before a key's figures are trusted; until then it is 'new'. */
  minSamples: number;
}

/**
 * Children's defaults: 20 WPM is 600 ms per key, about what a child who no longer looks at the keys reaches in
 * the first weeks; 95% is the accuracy of the finger course's third star.
 */
export const DEFAULT_CONFIDENCE_TARGETS: ConfidenceTargets = { wpm: 20, accuracy: 0.95, minSamples: 10 };

/**
 * Each new attempt weighs as much as this share of the old history, so a key mastered today soon outweighs last
 * week's slips, and a key that gets worse is noticed after a few attempts. 0.7 keeps about the last 3 attempts.
 */
export const HISTORY_FADE = 0.7;

/** Adds an attempt's per-key figures (`AttemptAnalysis.keys`) to a history, older figures faded. Pure. */
export function addAttemptToKeyHistory(
  history: KeyHistory,
  keys: Readonly<Record<string, Pick<KeyStat, 'hits' | 'misses' | 'timedHits' | 'meanTimeMs'>>>,
  fade = HISTORY_FADE,
): KeyHistory {
  const next: Record<string, KeyRecord> = { ...history };
  for (const [char, stat] of Object.entries(keys)) {
    const old = history[char] ?? { hits: 0, misses: 0, timedHits: 0, meanTimeMs: null };
    const oldTimed = old.meanTimeMs === null ? 0 : old.timedHits * fade;
    const newTimed = stat.meanTimeMs === null ? 0 : stat.timedHits;
    const timedHits = oldTimed + newTimed;
    const meanTimeMs =
      timedHits > 0
        ? ((old.meanTimeMs ?? 0) * oldTimed + (stat.meanTimeMs ?? 0) * newTimed) / timedHits
        : null;
    next[char] = {
      hits: old.hits * fade + stat.hits,
      misses: old.misses * fade + stat.misses,
      timedHits,
      meanTimeMs,
    };
  }
  return next;
}

/** Why a key is not yet confident, or null when it is. */
export type Weakness = 'new' | 'accuracy' | 'speed';

/** A key's standing against the targets. */
export interface KeyConfidence {
  key: string;
  /** Presses counted (hits + misses). */
  samples: number;
  /** Share of right presses, 0..1; null with no presses. */
  accuracy: number | null;
  /** 12,000 / mean ms per key; null when no press was timed. */
  wpm: number | null;
  /**
   * The smaller of accuracy / target and speed / target: 1 or more is confident. 0 for a new key. Used to
   * rank keys: the lowest is the weakest.
   */
  confidence: number;
  /** What holds the key back: 'new' (too few presses), else the figure furthest below its target; null if none. */
  weakness: Weakness | null;
}

/** Words per minute for a mean time per key (5 characters a word). */
export function wpmForKeyTime(meanTimeMs: number): number {
  return wpmOfCharMs(meanTimeMs);
}

/** How a key stands against the targets, from its history record (absent: never pressed). */
export function keyConfidence(
  key: string,
  record: KeyRecord | undefined,
  targets: ConfidenceTargets = DEFAULT_CONFIDENCE_TARGETS,
): KeyConfidence {
  const samples = record ? record.hits + record.misses : 0;
  const accuracy = record && samples > 0 ? record.hits / samples : null;
  const wpm = record?.meanTimeMs ? wpmForKeyTime(record.meanTimeMs) : null;
  if (samples < targets.minSamples || accuracy === null || wpm === null) {
    return { key, samples, accuracy, wpm, confidence: 0, weakness: 'new' };
  }
  const accuracyRatio = accuracy / targets.accuracy;
  const speedRatio = wpm / targets.wpm;
  const confidence = Math.min(accuracyRatio, speedRatio);
  let weakness: Weakness | null = null;
  // Accuracy first, as everywhere in KeyQuest: a fast key that is often wrong is practised for accuracy.
  if (accuracyRatio < 1) weakness = 'accuracy';
  else if (speedRatio < 1) weakness = 'speed';
  return { key, samples, accuracy, wpm, confidence, weakness };
}
