/**
 * The pre-registered analysis of a class-randomised trial of two arms of the course (docs/EVIDENCE.md, "The
 * experiment"). Written before any data exists, and not to be changed after:
 *
 * - Unit assigned: the class (never a single child); every learner of a class is in its class's arm.
 * - Outcome: practice days from a learner's first practice day to the first day whose typing check (the test on
 *   unseen text, keyboard shown) reached 25 WPM at 95 % accuracy or better.
 * - Censoring: a learner who has not reached it is censored at their last practice day (dropouts: no practice for
 *   14 days before the trial's end, and learners still practising at the end alike).
 * - Primary analysis: Kaplan-Meier curves per arm; the difference in Kaplan-Meier medians (variant − control)
 *   with a 95 % bootstrap interval resampling whole classes; the log-rank z with a p value from 2,000 draws of
 *   the arms over the classes (the permutation test for a cluster-randomised trial). Secondary: the share with the
 *   outcome by practice day 30 per arm.
 *
 *   npx tsx tests/bench/efficacy/analysis.ts subjects.json --control A --variant B
 *   npx tsx tests/bench/efficacy/analysis.ts --simulate results.json --control KeyQuest --variant "fixed order"
 *
 * `subjects.json` is a list of { cluster, arm, days, reached } (`subjectsOfAttempts` builds it from the research
 * export's attempts). `--simulate` runs the analysis on the bench's simulated learners (simulate.ts
 * --dump-results): classes of 10 learners drawn from one population, half the classes in each arm, each learner
 * with the outcome day of its arm's method, and dropouts at 2 % a day censored, so the analysis is seen working on
 * data whose true difference is known (the bench's paired figures).
 */
import { readFileSync } from 'node:fs';
import { seededRandom } from '../../../src/engine';
import { clusterBootstrap, clusterPermutationP, kmMedian, kmShareBy, type Subject } from './survival';

/** One attempt of the research export, as far as the analysis reads it. */
export interface ExportedAttempt {
  learner: string;
  cluster: string | null;
  arm: string | null;
  /** Practice day, counted from the learner's first (1). */
  day: number;
  practiceId: string | null;
  finished: boolean;
  wpm: number;
  accuracy: number;
}

/** The typing check's practiceId (keyboard shown), whose results are the outcome. */
export const TYPING_CHECK = 'typing-check';

/** The subjects of the trial from the export's attempts: learners in a class with an arm only. */
export function subjectsOfAttempts(attempts: readonly ExportedAttempt[], goalWpm = 25): Subject[] {
  const byLearner = new Map<string, ExportedAttempt[]>();
  for (const attempt of attempts) {
    if (!attempt.cluster || !attempt.arm) continue;
    byLearner.set(attempt.learner, [...(byLearner.get(attempt.learner) ?? []), attempt]);
  }
  return [...byLearner.values()].map((list) => {
    const reached = list
      .filter((a) => a.practiceId === TYPING_CHECK && a.finished && a.wpm >= goalWpm && a.accuracy >= 0.95)
      .map((a) => a.day);
    const last = Math.max(...list.map((a) => a.day));
    return {
      cluster: list[0]!.cluster!,
      arm: list[0]!.arm!,
      days: reached.length > 0 ? Math.min(...reached) : last,
      reached: reached.length > 0,
    };
  });
}

/** The pre-registered analysis, printed. */
export function analyse(subjects: readonly Subject[], control: string, variant: string, seed = 35): void {
  const random = seededRandom(seed);
  const days = (value: number) => (Number.isFinite(value) ? String(value) : 'not reached');
  for (const arm of [control, variant]) {
    const of = subjects.filter((s) => s.arm === arm);
    const classes = new Set(of.map((s) => s.cluster)).size;
    const median = clusterBootstrap(of, kmMedian, random, 500);
    console.log(
      `${arm}: ${of.length} learners in ${classes} classes, ${of.filter((s) => s.reached).length} reached 25 WPM @ 95 %, ${of.filter((s) => !s.reached).length} censored; Kaplan-Meier median ${days(median.estimate)} practice days [${days(median.low)}, ${days(median.high)}]; ${(kmShareBy(of, 30) * 100).toFixed(0)} % by day 30`,
    );
  }
  const both = subjects.filter((s) => s.arm === control || s.arm === variant);
  const difference = clusterBootstrap(
    both,
    (sample) =>
      kmMedian(sample.filter((s) => s.arm === variant)) - kmMedian(sample.filter((s) => s.arm === control)),
    random,
    500,
  );
  const p = clusterPermutationP(both, variant, random, 2000);
  console.log(
    `Difference in medians (${variant} − ${control}): ${difference.estimate} days [${difference.low}, ${difference.high}] (classes resampled); log-rank permutation p = ${p.toFixed(3)} (arms re-drawn over classes, 2,000 draws)`,
  );
}

/** The bench's learners as a trial: classes of 10, half the classes per arm, dropouts at `dropout` a day. */
export function simulatedTrial(
  outcomes: Record<string, Array<number | null>>,
  control: string,
  variant: string,
  horizon: number,
  { seed = 35, classSize = 10, dropout = 0.02 } = {},
): Subject[] {
  const random = seededRandom(seed);
  const learners = outcomes[control]!.length;
  const classes = Math.floor(learners / classSize);
  const order = Array.from({ length: classes }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const armOf = new Map(order.map((cluster, rank) => [cluster, rank < classes / 2 ? control : variant]));
  const subjects: Subject[] = [];
  for (let i = 0; i < classes * classSize; i++) {
    const cluster = Math.floor(i / classSize);
    const arm = armOf.get(cluster)!;
    const day = outcomes[arm]![i] ?? null;
    let stops = horizon;
    for (let d = 1; d <= horizon; d++) {
      if (random() < dropout) {
        stops = d;
        break;
      }
    }
    const reached = day !== null && day <= stops;
    subjects.push({ cluster: `class ${cluster + 1}`, arm, days: reached ? day : stops, reached });
  }
  return subjects;
}

if (process.argv[1]?.endsWith('analysis.ts')) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const control = option('control') ?? 'KeyQuest';
  const variant = option('variant') ?? 'fixed order';
  const simulate = option('simulate');
  if (simulate) {
    const dump = JSON.parse(readFileSync(simulate, 'utf8')) as {
      days: number;
      outcomes: Record<string, Array<number | null>>;
    };
    const subjects = simulatedTrial(dump.outcomes, control, variant, dump.days);
    console.log(
      `Simulated trial: ${new Set(subjects.map((s) => s.cluster)).size} classes of 10 simulated learners, dropouts 2 % a day, horizon ${dump.days} days`,
    );
    analyse(subjects, control, variant);
  } else {
    analyse(JSON.parse(readFileSync(args[0]!, 'utf8')) as Subject[], control, variant);
  }
}
