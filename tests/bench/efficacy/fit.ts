/**
 * Fits the learner model's parameters (typist.ts) to one learner's keystroke logs, as the research export gives
 * them (docs/EVIDENCE.md, "Real data"): every practice attempt's text, mode and keystroke log, with the learner's
 * practice day. Pure functions; the script at the bottom checks the fit on simulated learners whose parameters are
 * known (the bench's learners, seeds apart from the tuning seeds), and reports per parameter how far the fit is
 * from the truth, and how well the fitted model predicts the speed of days it did not see.
 *
 *   npx tsx tests/bench/efficacy/fit.ts [--learners 30] [--days 20] [--held-out 4] [--seed 101]
 *
 * What is fitted, by least squares on the log of each press's time (the model's noise is log-normal):
 * `t0` (a new key's time), `tMin` (the floor), the learning rate (τ_key = 400·rate and τ_general = 16,000·rate
 * presses), the daily forgetting and the fatigue; then, with those, `e0` and `eMin` by the likelihood of the
 * wrong presses. The practice each key has had is replayed from the log itself (right presses teach fully, wrong
 * ones half, massed presses less), so the fit needs nothing but the logs.
 */
import type { Keystroke, TypingMode } from '../../../src/engine';

/** One practice attempt of a learner, as in the research export (one JSON line each). */
export interface LogAttempt {
  /** The learner's practice day, counted from the first (1); days without practice are skipped. */
  day: number;
  text: string;
  mode: TypingMode;
  keystrokes: readonly Keystroke[];
}

/** The parameters the fit recovers (the names of typist.ts's LearnerTraits). */
export interface FittedTraits {
  t0: number;
  tMin: number;
  /** τ_key / 400 and τ_general / 16,000: one learning rate (larger = slower learner). */
  rate: number;
  forget: number;
  fatigue: number;
  e0: number;
  eMin: number;
}

const KEYS = ' abcdefghijklmnopqrstuvwxyz';
const SESSION_MS = 15 * 60_000;
const MASSING = 120;
const GENERAL_SHARE = 0.4;

/** The presses of a learner's logs, in typed arrays: which key was asked for, right or wrong, how long it took. */
interface Presses {
  key: Uint8Array;
  correct: Uint8Array;
  logMs: Float64Array;
  /** Typing time in the day's session before this press, ms. */
  elapsed: Float64Array;
  /** Days since the previous session when this press opens one, else 0. */
  gap: Float64Array;
  day: Uint16Array;
  length: number;
}

/** Reads the presses out of the logs: each insert is a press for the character the cursor stood at. */
export function pressesOf(attempts: readonly LogAttempt[]): Presses {
  const rows: Array<[number, number, number, number, number, number]> = [];
  let lastDay = 0;
  let elapsed = 0;
  for (const attempt of [...attempts].sort((a, b) => a.day - b.day)) {
    let gap = 0;
    if (attempt.day !== lastDay) {
      gap = lastDay === 0 ? 1 : attempt.day - lastDay;
      lastDay = attempt.day;
      elapsed = 0;
    }
    let position = 0;
    let last = 0;
    for (const event of attempt.keystrokes) {
      const ms = event.timeStamp - last;
      last = event.timeStamp;
      if (event.kind === 'delete') {
        position = Math.max(0, position - 1);
        elapsed += ms;
        continue;
      }
      if (event.kind !== 'insert') continue;
      const expected = attempt.text[position];
      if (expected === undefined) break;
      const correct = event.char === expected;
      const key = KEYS.indexOf(expected);
      if (key >= 0 && ms > 0) {
        rows.push([key, correct ? 1 : 0, Math.log(ms), elapsed, gap, attempt.day]);
        gap = 0;
      }
      elapsed += ms;
      if (correct || attempt.mode === 'free') position++;
    }
  }
  const presses: Presses = {
    key: new Uint8Array(rows.length),
    correct: new Uint8Array(rows.length),
    logMs: new Float64Array(rows.length),
    elapsed: new Float64Array(rows.length),
    gap: new Float64Array(rows.length),
    day: new Uint16Array(rows.length),
    length: rows.length,
  };
  rows.forEach(([key, correct, logMs, at, gap, day], i) => {
    presses.key[i] = key;
    presses.correct[i] = correct;
    presses.logMs[i] = logMs;
    presses.elapsed[i] = at;
    presses.gap[i] = gap;
    presses.day[i] = day;
  });
  return presses;
}

/**
 * Replays the practice of the logs with given rate and forgetting, calling `visit` with each press's share of
 * the way still ahead (time, and errors with τ scaled 0.8 as in typist.ts) and its fatigue factor's input.
 */
function replay(
  presses: Presses,
  rate: number,
  forget: number,
  visit: (i: number, remaining: number, remainingErrors: number) => void,
): void {
  const practice = new Float64Array(KEYS.length);
  const today = new Float64Array(KEYS.length);
  let general = 0;
  const tauKey = 400 * rate;
  const tauGeneral = 16_000 * rate;
  for (let i = 0; i < presses.length; i++) {
    const gap = presses.gap[i]!;
    if (gap > 0) {
      const kept = Math.exp(-forget * gap);
      for (let k = 0; k < practice.length; k++) practice[k]! *= kept;
      general *= Math.exp(-forget * 0.25 * gap);
      today.fill(0);
    }
    const key = presses.key[i]!;
    const own = practice[key]!;
    const shared = GENERAL_SHARE * Math.exp(-general / tauGeneral);
    visit(
      i,
      shared + (1 - GENERAL_SHARE) * Math.exp(-own / tauKey),
      GENERAL_SHARE * Math.exp(-general / (tauGeneral * 0.8)) +
        (1 - GENERAL_SHARE) * Math.exp(-own / (tauKey * 0.8)),
    );
    const weight = presses.correct[i] ? 1 : 0.5;
    practice[key]! += weight / (1 + today[key]! / MASSING);
    today[key]! += 1;
    general += weight;
  }
}

const tiredness = (fatigue: number, elapsed: number) => 1 + fatigue * Math.min(elapsed / SESSION_MS, 1.5);

/** The model's log time of each press (its median: the noise is log-normal around it). */
function predictedLogMs(presses: Presses, traits: FittedTraits, visit: (i: number, log: number) => void) {
  replay(presses, traits.rate, traits.forget, (i, remaining) => {
    const start = presses.key[i] === 0 ? traits.t0 * 0.5 : traits.t0;
    const mean = traits.tMin + (start - traits.tMin) * remaining;
    visit(i, Math.log(mean * tiredness(traits.fatigue, presses.elapsed[i]!)));
  });
}

/** Nelder-Mead minimisation (no derivatives), enough for a handful of parameters. */
export function nelderMead(
  f: (x: number[]) => number,
  start: number[],
  step = 0.3,
  iterations = 400,
): number[] {
  const n = start.length;
  let simplex = [start, ...start.map((_, i) => start.map((v, j) => (i === j ? v + step : v)))].map((x) => ({
    x,
    y: f(x),
  }));
  for (let it = 0; it < iterations; it++) {
    simplex.sort((a, b) => a.y - b.y);
    const best = simplex[0]!;
    const worst = simplex[n]!;
    if (Math.abs(worst.y - best.y) < 1e-9 * (1 + Math.abs(best.y))) break;
    const centroid = start.map((_, j) => simplex.slice(0, n).reduce((sum, p) => sum + p.x[j]!, 0) / n);
    const along = (t: number) => centroid.map((c, j) => c + t * (worst.x[j]! - c));
    const reflected = along(-1);
    const yr = f(reflected);
    if (yr < best.y) {
      const expanded = along(-2);
      const ye = f(expanded);
      simplex[n] = ye < yr ? { x: expanded, y: ye } : { x: reflected, y: yr };
    } else if (yr < simplex[n - 1]!.y) {
      simplex[n] = { x: reflected, y: yr };
    } else {
      const contracted = along(0.5);
      const yc = f(contracted);
      if (yc < worst.y) simplex[n] = { x: contracted, y: yc };
      else {
        simplex = simplex.map((p, i) =>
          i === 0 ? p : { x: p.x.map((v, j) => best.x[j]! + 0.5 * (v - best.x[j]!)), y: 0 },
        );
        for (const p of simplex.slice(1)) p.y = f(p.x);
      }
    }
  }
  return simplex.sort((a, b) => a.y - b.y)[0]!.x;
}

/** The median learner of typist.ts: where the fit starts. */
const START: FittedTraits = {
  t0: 1300,
  tMin: 218,
  rate: 1,
  forget: 0.04,
  fatigue: 0.08,
  e0: 0.14,
  eMin: 0.015,
};

/** Fits one learner's parameters to the presses of `attempts` (all of them). */
export function fitLearner(attempts: readonly LogAttempt[]): FittedTraits {
  const presses = pressesOf(attempts);
  const timeTraits = (x: number[]): FittedTraits => ({
    ...START,
    t0: Math.exp(x[0]!),
    tMin: Math.exp(x[1]!),
    rate: Math.exp(x[2]!),
    forget: Math.exp(x[3]!),
    fatigue: Math.exp(x[4]!),
  });
  const squares = (x: number[]) => {
    const traits = timeTraits(x);
    if (traits.tMin >= traits.t0 || traits.fatigue > 1 || traits.forget > 1) return 1e12;
    let sum = 0;
    predictedLogMs(presses, traits, (i, log) => (sum += (presses.logMs[i]! - log) ** 2));
    return sum;
  };
  const x = nelderMead(
    squares,
    [START.t0, START.tMin, START.rate, START.forget, START.fatigue].map(Math.log),
    0.3,
    600,
  );
  const fitted = timeTraits(x);
  // The wrong presses: Bernoulli likelihood of e(k) = eMin + (e0 − eMin)·remaining (letters only, as in typist.ts).
  const remainingErrors = new Float64Array(presses.length);
  replay(presses, fitted.rate, fitted.forget, (i, _time, errors) => (remainingErrors[i] = errors));
  const logLikelihood = (y: number[]) => {
    const e0 = Math.exp(y[0]!);
    const eMin = Math.exp(y[1]!);
    if (e0 >= 0.9 || eMin >= e0) return 1e12;
    let sum = 0;
    for (let i = 0; i < presses.length; i++) {
      if (presses.key[i] === 0) continue;
      const tired = tiredness(fitted.fatigue, presses.elapsed[i]!);
      const p = Math.min(0.99, (eMin + (e0 - eMin) * remainingErrors[i]!) * (1 + (tired - 1) * 0.5));
      sum -= presses.correct[i] ? Math.log(1 - p) : Math.log(p);
    }
    return sum;
  };
  const [e0, eMin] = nelderMead(logLikelihood, [Math.log(START.e0), Math.log(START.eMin)], 0.3, 200).map(
    Math.exp,
  );
  return { ...fitted, e0: e0!, eMin: eMin! };
}

/**
 * The model's speed (WPM, from the geometric mean time of the presses) on each practice day of `attempts`,
 * predicted with `traits` and observed, for the days from `fromDay` on.
 */
export function dailySpeeds(
  attempts: readonly LogAttempt[],
  traits: FittedTraits,
  fromDay: number,
): Array<{ day: number; predicted: number; observed: number }> {
  const presses = pressesOf(attempts);
  const byDay = new Map<number, { predicted: number; observed: number; n: number }>();
  predictedLogMs(presses, traits, (i, log) => {
    const day = presses.day[i]!;
    if (day < fromDay) return;
    const cell = byDay.get(day) ?? { predicted: 0, observed: 0, n: 0 };
    cell.predicted += log;
    cell.observed += presses.logMs[i]!;
    cell.n++;
    byDay.set(day, cell);
  });
  return [...byDay].map(([day, cell]) => ({
    day,
    predicted: 12_000 / Math.exp(cell.predicted / cell.n),
    observed: 12_000 / Math.exp(cell.observed / cell.n),
  }));
}
