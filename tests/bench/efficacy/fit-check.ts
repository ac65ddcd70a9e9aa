/**
 * Checks fit.ts on simulated learners whose parameters are known: each learner practises with KeyQuest (the
 * bench's method) for `--days` days, the keystroke logs of its attempts are kept as the research export would
 * give them, the fit sees all but the last `--held-out` days, and the script prints per parameter how far the
 * fit is from the truth, and how well the fitted model predicts the held-out days' speed (against carrying the
 * last seen day's speed forward). The learners come from a reported seed (101), not the tuning seeds.
 *
 *   npx tsx tests/bench/efficacy/fit-check.ts [--learners 30] [--days 20] [--held-out 4] [--seed 101]
 */
import { cpus, loadavg } from 'node:os';
import { seededRandom } from '../../../src/engine';
import { dailySpeeds, fitLearner, type FittedTraits, type LogAttempt } from './fit';
import { simulateLearner } from './learner';
import { KeyQuestMethod } from './methods';
import { median } from './stats';
import { BASE_MODEL, drawLearner } from './typist';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const LEARNERS = option('learners', 30);
const DAYS = option('days', 20);
const HELD_OUT = option('held-out', 4);
const SEED = option('seed', 101);

const started = Date.now();
const load = loadavg()[0]!;
const population = seededRandom(SEED);
const PARAMETERS = ['t0', 'tMin', 'rate', 'forget', 'fatigue', 'e0', 'eMin'] as const;
const errors: Record<string, number[]> = Object.fromEntries(PARAMETERS.map((name) => [name, []]));
const predictionErrors: number[] = [];
const naiveErrors: number[] = [];
for (let i = 0; i < LEARNERS; i++) {
  const traits = drawLearner(population, BASE_MODEL);
  const truth: FittedTraits = {
    t0: traits.t0,
    tMin: traits.tMin,
    rate: traits.tauKey / 400,
    forget: traits.forget,
    fatigue: traits.fatigue,
    e0: traits.e0,
    eMin: traits.eMin,
  };
  const log: LogAttempt[] = [];
  // A learner who reaches the outcomes early stops before DAYS only after day 30: DAYS ≤ 30 keeps every day.
  simulateLearner(traits, new KeyQuestMethod(SEED * 1000 + i), SEED * 7919 + i, BASE_MODEL, DAYS, (attempt) =>
    log.push(attempt),
  );
  const seen = log.filter((attempt) => attempt.day <= DAYS - HELD_OUT);
  const fitted = fitLearner(seen);
  for (const name of PARAMETERS) errors[name]!.push(fitted[name] / truth[name] - 1);
  const days = dailySpeeds(log, fitted, DAYS - HELD_OUT + 1);
  const lastSeen = dailySpeeds(seen, fitted, DAYS - HELD_OUT).at(-1)!.observed;
  for (const { predicted, observed } of days) {
    predictionErrors.push(Math.abs(predicted / observed - 1));
    naiveErrors.push(Math.abs(lastSeen / observed - 1));
  }
  process.stderr.write(`  learner ${i + 1}/${LEARNERS}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
console.log(
  `The fit on ${LEARNERS} simulated learners with known parameters (seed ${SEED}, KeyQuest, fitted on days 1-${DAYS - HELD_OUT}, days ${DAYS - HELD_OUT + 1}-${DAYS} held out):\n`,
);
console.log(
  '| parameter | median error (fit / truth − 1) | median absolute error | 90th percentile absolute |',
);
console.log('|---|---|---|---|');
for (const name of PARAMETERS) {
  const values = errors[name]!;
  const absolute = values.map(Math.abs).sort((a, b) => a - b);
  console.log(
    `| ${name} | ${percent(median(values))} | ${percent(median(absolute))} | ${percent(absolute[Math.ceil(absolute.length * 0.9) - 1]!)} |`,
  );
}
console.log(
  `\nHeld-out days' speed: the fitted model is off by ${percent(median(predictionErrors))} (median over ${predictionErrors.length} learner-days); the last seen day's speed carried forward by ${percent(median(naiveErrors))}.`,
);
console.log(
  `Wall time ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${load.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (${cpus().length} cores).`,
);
