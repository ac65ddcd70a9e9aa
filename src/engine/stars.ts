import type { AttemptAnalysis } from './analysis';

export type Stars = 0 | 1 | 2 | 3;

/**
 * A lesson's pass rule. Star n needs accuracy ≥ accuracy[n-1] and net WPM ≥ wpm[n-1]. Accuracy comes first:
 * the first star asks for accuracy alone (wpm[0] is usually 0), speed only decides the second and third.
 * One star passes the lesson.
 */
export interface PassRule {
  accuracy: readonly [number, number, number];
  wpm: readonly [number, number, number];
}

/** Stars earned by an attempt; an unfinished attempt earns none. */
export function starsFor(
  analysis: Pick<AttemptAnalysis, 'finished' | 'accuracy' | 'wpm'>,
  rule: PassRule,
): Stars {
  if (!analysis.finished) return 0;
  let stars: Stars = 0;
  for (const n of [1, 2, 3] as const) {
    const needsAccuracy = rule.accuracy[n - 1] ?? 1;
    const needsWpm = rule.wpm[n - 1] ?? Infinity;
    if (analysis.accuracy >= needsAccuracy && analysis.wpm >= needsWpm) stars = n;
    else break;
  }
  return stars;
}

/** Whether the attempt passes the lesson (at least one star). */
export function passes(
  analysis: Pick<AttemptAnalysis, 'finished' | 'accuracy' | 'wpm'>,
  rule: PassRule,
): boolean {
  return starsFor(analysis, rule) >= 1;
}
