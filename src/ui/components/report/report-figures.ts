import type { AttemptAnalysis } from '../../../engine';

/** A key missed during the attempt, with what was pressed instead most often. */
export interface MissedKey {
  char: string;
  misses: number;
  typedInstead: string | null;
}

/** A key that took long to find (mean time before a first-try hit). */
export interface SlowKey {
  char: string;
  meanTimeMs: number;
}

/** A key is slow when its mean time is this many times the median key's. */
export const SLOW_FACTOR = 1.2;
/**
 * ...and never under this many milliseconds: a key found in 0.3 s is typed at 40 WPM already, whatever the
 * learner's other keys do, and is not worth practising.
 */
export const SLOW_MIN_MS = 300;

/** The keys worth practising after an attempt: most missed first, and the ones clearly slower than the rest. */
export function keysToPractise(
  analysis: Pick<AttemptAnalysis, 'keys'>,
  limit = 3,
): { missed: MissedKey[]; slow: SlowKey[] } {
  const entries = Object.entries(analysis.keys);
  const missed = entries
    .filter(([, stat]) => stat.misses > 0)
    .map(([char, stat]) => {
      const instead = Object.entries(stat.typedInstead).sort((a, b) => b[1] - a[1])[0];
      return { char, misses: stat.misses, typedInstead: instead ? instead[0] : null };
    })
    .sort((a, b) => b.misses - a.misses || a.char.localeCompare(b.char))
    .slice(0, limit);
  const timed = entries.flatMap(([char, stat]) =>
    stat.meanTimeMs === null ? [] : [{ char, meanTimeMs: stat.meanTimeMs }],
  );
  // "Slow" means slower than the learner's own usual key: a fifth above the median of the keys' mean times.
  // With fewer than three timed keys there is too little to compare with.
  const means = timed.map((key) => key.meanTimeMs).sort((a, b) => a - b);
  const median = means[Math.floor(means.length / 2)] ?? 0;
  const slow =
    timed.length < 3
      ? []
      : timed
          .filter((key) => key.meanTimeMs >= median * SLOW_FACTOR && key.meanTimeMs >= SLOW_MIN_MS)
          .sort((a, b) => b.meanTimeMs - a.meanTimeMs || a.char.localeCompare(b.char))
          .slice(0, limit);
  return { missed, slow };
}

/** Duration as m:ss (a child reads "1:05" more easily than "65.2 s"). */
export function formatDuration(durationMs: number): string {
  const totalSeconds = Math.round(durationMs / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The figures as the report shows them (rounded), in one place so that tests compare the same numbers.
 * Accuracy is a 0..1 ratio, shown as a percentage with at most one decimal.
 */
export function reportFigures(analysis: AttemptAnalysis) {
  return {
    wpm: Math.round(analysis.wpm),
    kpm: Math.round(analysis.kpm),
    rpm: Math.round(analysis.rpm),
    accuracy: analysis.accuracy,
    correctChars: analysis.correctChars,
    wrongChars: analysis.wrongChars,
    duration: formatDuration(analysis.durationMs),
    score: analysis.score,
  };
}
