/**
 * The bench's statistics: medians and shares with censored days (a learner who never arrives within the days
 * simulated), paired per-learner differences between two methods on the same learners, and percentile bootstrap
 * intervals over learners. Pure; seeded.
 */
import type { Random } from '../../../src/engine';

/** A day an outcome was reached, or null: not within the days simulated (right-censored). */
export type Day = number | null;

/** The p-th percentile (0-100, nearest rank) of days; censored days sort last and give Infinity. */
export function percentile(values: readonly Day[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The median of plain numbers (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The share of learners who reached an outcome by `day` (censored ones count as not reached). */
export function shareBy(values: readonly Day[], day: number): number {
  if (values.length === 0) return NaN;
  return values.filter((value) => value !== null && value <= day).length / values.length;
}

/**
 * Per-learner differences `method − reference` in days. A learner who never arrives counts as arriving on
 * `horizon + 1` (so the difference is a lower bound when only the method misses, an upper bound when only the
 * reference does); pairs where neither arrived are 0. The arrays are the same learners in the same order.
 */
export function pairedDifferences(
  method: readonly Day[],
  reference: readonly Day[],
  horizon: number,
): number[] {
  if (method.length !== reference.length) throw new Error('paired outcomes need the same learners');
  return method.map((value, i) => (value ?? horizon + 1) - (reference[i] ?? horizon + 1));
}

/**
 * A percentile bootstrap interval of `statistic` over the items (learners resampled with replacement): the
 * point estimate and the (1-level)/2 and (1+level)/2 quantiles of `resamples` resampled statistics.
 */
export function bootstrapInterval<T>(
  items: readonly T[],
  statistic: (sample: readonly T[]) => number,
  random: Random,
  { resamples = 1000, level = 0.95 }: { resamples?: number; level?: number } = {},
): { estimate: number; low: number; high: number } {
  const estimate = statistic(items);
  if (items.length === 0) return { estimate, low: NaN, high: NaN };
  const stats: number[] = [];
  const sample: T[] = new Array<T>(items.length);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < items.length; i++) sample[i] = items[Math.floor(random() * items.length)]!;
    stats.push(statistic(sample));
  }
  stats.sort((a, b) => a - b);
  const at = (q: number) => stats[Math.min(stats.length - 1, Math.max(0, Math.floor(q * stats.length)))]!;
  return { estimate, low: at((1 - level) / 2), high: at((1 + level) / 2) };
}

/** "3.5 [1, 6]" with a given number of decimals. */
export function formatInterval(
  { estimate, low, high }: { estimate: number; low: number; high: number },
  digits = 0,
  scale = 1,
): string {
  const f = (value: number) =>
    Number.isFinite(value) ? (value * scale).toFixed(digits) : value > 0 ? '∞' : '−∞';
  return `${f(estimate)} [${f(low)}, ${f(high)}]`;
}
