/**
 * The statistics of the pre-registered analysis (analysis.ts; docs/EVIDENCE.md, "The experiment"): time to an
 * outcome as survival data, learners who stop practising censored at their last practice day. Kaplan-Meier
 * curves and medians, the log-rank statistic, and, because classes (not children) are assigned to the arms, a
 * permutation test that re-draws the arms of whole classes and a bootstrap that resamples whole classes. Pure;
 * seeded.
 */
import type { Random } from '../../../src/engine';

/** One learner of the experiment: days to the outcome, or to the last day seen when `reached` is false. */
export interface Subject {
  cluster: string;
  arm: string;
  days: number;
  reached: boolean;
}

/** Kaplan-Meier: the share still without the outcome after each day with an event, as [day, share] steps. */
export function kaplanMeier(subjects: readonly Subject[]): Array<[number, number]> {
  const days = [...new Set(subjects.filter((s) => s.reached).map((s) => s.days))].sort((a, b) => a - b);
  const steps: Array<[number, number]> = [];
  let surviving = 1;
  for (const day of days) {
    const atRisk = subjects.filter((s) => s.days >= day).length;
    const events = subjects.filter((s) => s.reached && s.days === day).length;
    if (atRisk === 0) continue;
    surviving *= 1 - events / atRisk;
    steps.push([day, surviving]);
  }
  return steps;
}

/** The Kaplan-Meier median: the first day the share still without the outcome is at or below one half. */
export function kmMedian(subjects: readonly Subject[]): number {
  return kaplanMeier(subjects).find(([, share]) => share <= 0.5)?.[0] ?? Infinity;
}

/** The share with the outcome by `day` (1 − Kaplan-Meier), censored learners counted while they were seen. */
export function kmShareBy(subjects: readonly Subject[], day: number): number {
  let share = 1;
  for (const [at, surviving] of kaplanMeier(subjects)) if (at <= day) share = surviving;
  return 1 - share;
}

/** The log-rank statistic of arm `a` against the rest: (observed − expected events) / √variance, a z score. */
export function logRank(subjects: readonly Subject[], a: string): number {
  const days = [...new Set(subjects.filter((s) => s.reached).map((s) => s.days))].sort((x, y) => x - y);
  let observedMinusExpected = 0;
  let variance = 0;
  for (const day of days) {
    const atRisk = subjects.filter((s) => s.days >= day);
    const n = atRisk.length;
    const n1 = atRisk.filter((s) => s.arm === a).length;
    const d = atRisk.filter((s) => s.reached && s.days === day).length;
    const d1 = atRisk.filter((s) => s.reached && s.days === day && s.arm === a).length;
    if (n < 2) continue;
    observedMinusExpected += d1 - (d * n1) / n;
    variance += (d * (n1 / n) * (1 - n1 / n) * (n - d)) / (n - 1);
  }
  return variance === 0 ? 0 : observedMinusExpected / Math.sqrt(variance);
}

/**
 * The permutation test for a cluster-randomised trial: the arms are re-drawn over the classes (as many classes
 * per arm as in the trial), and the p value is the share of draws with a log-rank |z| at least the trial's.
 */
export function clusterPermutationP(
  subjects: readonly Subject[],
  a: string,
  random: Random,
  draws = 2000,
): number {
  const clusters = [...new Set(subjects.map((s) => s.cluster))];
  const armOf = new Map(subjects.map((s) => [s.cluster, s.arm]));
  const inA = clusters.filter((c) => armOf.get(c) === a).length;
  const observed = Math.abs(logRank(subjects, a));
  let asExtreme = 0;
  for (let draw = 0; draw < draws; draw++) {
    const shuffled = [...clusters];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const chosen = new Set(shuffled.slice(0, inA));
    const relabelled = subjects.map((s) => ({ ...s, arm: chosen.has(s.cluster) ? a : 'other' }));
    if (Math.abs(logRank(relabelled, a)) >= observed - 1e-12) asExtreme++;
  }
  return (asExtreme + 1) / (draws + 1);
}

/**
 * A percentile bootstrap interval of `statistic` resampling whole classes within each arm (the unit that was
 * assigned), `resamples` times.
 */
export function clusterBootstrap(
  subjects: readonly Subject[],
  statistic: (sample: readonly Subject[]) => number,
  random: Random,
  resamples = 1000,
): { estimate: number; low: number; high: number } {
  const byArm = new Map<string, Map<string, Subject[]>>();
  for (const s of subjects) {
    const clusters = byArm.get(s.arm) ?? new Map<string, Subject[]>();
    clusters.set(s.cluster, [...(clusters.get(s.cluster) ?? []), s]);
    byArm.set(s.arm, clusters);
  }
  const values: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const sample: Subject[] = [];
    for (const clusters of byArm.values()) {
      const list = [...clusters.values()];
      for (let i = 0; i < list.length; i++) sample.push(...list[Math.floor(random() * list.length)]!);
    }
    values.push(statistic(sample));
  }
  values.sort((x, y) => x - y);
  return {
    estimate: statistic(subjects),
    low: values[Math.floor(resamples * 0.025)]!,
    high: values[Math.min(resamples - 1, Math.ceil(resamples * 0.975) - 1)]!,
  };
}
