/**
 * "About N more sessions to 25 WPM": a learner's own speeds, one per practice day, fitted with an exponential
 * learning curve w(s) = A + C·e^(-s/τ) (A the speed the curve levels off at, C < 0 for a rising curve), given as a
 * range ("in 6 to 11 practice days") that holds about 8 learners in 10 on the efficacy bench. A single
 * learner's practice curve is exponential (Heathcote, Brown & Mewhort 2000). The forecast is given only when the
 * fit is good enough to be honest (see `FORECAST_RULES` and docs/METRICS.md); otherwise the reason says why not.
 */
import {
  DEFAULT_CONFIDENCE_TARGETS,
  keyConfidence,
  type ConfidenceTargets,
  type KeyConfidence,
  type KeyHistory,
} from './adaptive/key-confidence';
import { charMsOfWpm, wpmOfCharMs } from './metrics';

/** When a forecast is good enough to show. */
export const FORECAST_RULES: {
  readonly minSessions: number;
  readonly minR2: number;
  readonly headroom: number;
  readonly maxSessionsAhead: number;
  readonly rangeLow: number;
  readonly rangeHigh: number;
  readonly coverage: number;
  readonly plateauLikelihood: number;
} = {
  /** Practice days needed before any fit: fewer say little about a curve. */
  minSessions: 6,
  /** The share of the day-to-day variation the curve must explain (R²), as keybr asks of its own forecast. */
  minR2: 0.5,
  /** The curve must level off at least this much above the goal, or the goal is only barely in reach. */
  headroom: 1.05,
  /**
   * Further than this many sessions ahead the forecast would be a guess: none is given. A learner still far from
   * the goal on a slow, nearly straight climb fits a curve whose level is barely pinned down by the days so far;
   * on the bench's tuning seeds every learner shown a forecast who then never reached the goal in 45 days (4 of
   * 231, all on day 20) had it more than 15 days ahead (it was 60). Set on the tuning seeds 1-4.
   */
  maxSessionsAhead: 15,
  /**
   * The range around the curve's day: from `rangeLow` to `rangeHigh` times the days it gives (rounded outwards,
   * at least one day either side). Set on the efficacy bench's tuning populations so that about `coverage` of
   * learners arrive inside it; the bench checks it on other populations (BENCHMARKS.md, "Learning efficacy").
   * Tuning seeds 1-4 (400 learners, forecasts judged on days 8, 12 and 20): 30 of 38 inside (79 %); the earlier
   * 0.6 to 1.5 held 36 of 39 there (92 %), wider than it said. With the 15-session horizon: 24 of 31 (77 %).
   */
  rangeLow: 0.8,
  rangeHigh: 2,
  /** The share of learners the range is meant to hold. */
  coverage: 0.8,
  /**
   * Curves the days fit about as well as the best one (n·ln(SSE / best SSE) at most this, a profile likelihood
   * over the time constant) must all level off above the goal: a learner levelling off below it is not promised
   * it. Set on the bench's tuning populations.
   */
  plateauLikelihood: 0.5,
};

export type ForecastStatus =
  /** The forecast holds: `sessionsLeft` more practice days to the goal. */
  | 'forecast'
  /** The goal is reached already (the last three practice days are at or above it). */
  | 'reached'
  /** Too few practice days yet. */
  | 'few-sessions'
  /** The speeds go up and down too much for a curve to say anything (R² below the rule). */
  | 'uncertain'
  /** The curve so far levels off below the goal, or reaches it too far ahead to promise. */
  | 'out-of-reach';

export interface Forecast {
  status: ForecastStatus;
  /** The goal in net WPM. */
  target: number;
  /** More practice days to the goal, when `status` is 'forecast': the curve's own figure. */
  sessionsLeft: number | null;
  /** The range shown: from `sessionsLow` to `sessionsHigh` more practice days (FORECAST_RULES.coverage). */
  sessionsLow: number | null;
  sessionsHigh: number | null;
  /** How well the curve fits (R², 0..1), once there are enough sessions. */
  r2: number | null;
  /** The speed the curve levels off at, once fitted. */
  plateauWpm: number | null;
}

interface Fit {
  a: number;
  c: number;
  tau: number;
  sse: number;
}

/** Least squares of y = a + c·x for fixed x = e^(-s/τ), sessions s = 1, 2, … */
function fitLinear(values: readonly number[], tau: number): Fit {
  const n = values.length;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  const xs = values.map((_, i) => Math.exp(-(i + 1) / tau));
  xs.forEach((x, i) => {
    const y = values[i]!;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  });
  const denominator = n * sxx - sx * sx;
  const c = denominator === 0 ? 0 : (n * sxy - sx * sy) / denominator;
  const a = (sy - c * sx) / n;
  let sse = 0;
  xs.forEach((x, i) => (sse += (values[i]! - a - c * x) ** 2));
  return { a, c, tau, sse };
}

/**
 * The best falling exponential curve y = a + c·e^(-s/τ) (c ≥ 0) over a grid of time constants (1 to 200
 * sessions, log-spaced), with its R².
 */
export function fitLearningCurve(
  values: readonly number[],
  likelihood = FORECAST_RULES.plateauLikelihood,
): Fit & { r2: number; slowestPlateau: number } {
  let best: Fit | undefined;
  const fits: Fit[] = [];
  for (let tau = 1; tau <= 200; tau *= 1.05) {
    const fit = fitLinear(values, tau);
    if (fit.c < 0) continue;
    fits.push(fit);
    if (!best || fit.sse < best.sse) best = fit;
  }
  best ??= fitLinear(values, 200);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const sst = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  // The slowest plateau the data allow: over the time constants inside the curve's profile-likelihood interval
  // (n·ln(SSE / best SSE) ≤ likelihood), the highest level the time per character may settle at.
  const n = values.length;
  const floor = Math.max(best.sse, 1e-9);
  let slowestPlateau = best.a;
  for (const fit of fits) {
    if (n * Math.log(Math.max(fit.sse, 1e-9) / floor) <= likelihood)
      slowestPlateau = Math.max(slowestPlateau, fit.a);
  }
  return { ...best, r2: sst === 0 ? 0 : 1 - best.sse / sst, slowestPlateau };
}

/**
 * The forecast from a learner's net WPM per practice day, oldest first (idle days left out: a session is a day
 * with practice). The curve is fitted to the time per character (12,000 / WPM, in ms), which is what falls
 * exponentially with practice; speed is its inverse. Pure.
 */
export function forecastSessions(
  speeds: readonly number[],
  target = 25,
  rules: typeof FORECAST_RULES = FORECAST_RULES,
): Forecast {
  const none = {
    target,
    sessionsLeft: null,
    sessionsLow: null,
    sessionsHigh: null,
    r2: null,
    plateauWpm: null,
  };
  const recent = speeds.slice(-3);
  // Reached: three practice days in a row at or above the goal, not one lucky day.
  if (recent.length === 3 && recent.every((speed) => speed >= target)) return { ...none, status: 'reached' };
  if (speeds.length < rules.minSessions) return { ...none, status: 'few-sessions' };
  const times = speeds.map((speed) => charMsOfWpm(Math.max(speed, 1)));
  const fit = fitLearningCurve(times, rules.plateauLikelihood);
  const fitted = { ...none, r2: fit.r2, plateauWpm: fit.a > 0 ? wpmOfCharMs(fit.a) : null };
  // A plateau at or below 0 ms is a curve that has not begun to level off (speeds still speeding up): no number.
  if (fit.r2 < rules.minR2 || fit.c <= 0 || fit.a <= 0) return { ...fitted, status: 'uncertain' };
  const targetTime = charMsOfWpm(target);
  // Out of reach, or not sure to be in reach: the curve, or any curve the days fit about as well, levels off
  // below the goal (a learner levelling off at 22-24 WPM is never promised 25).
  if (fit.a > targetTime / rules.headroom || !(fit.slowestPlateau < targetTime)) {
    return { ...fitted, status: 'out-of-reach' };
  }
  // a + c·e^(-s/τ) = targetTime  =>  s = -τ·ln((targetTime - a) / c)
  const session = -fit.tau * Math.log((targetTime - fit.a) / fit.c);
  const left = Math.max(1, Math.ceil(session - speeds.length));
  if (left > rules.maxSessionsAhead) return { ...fitted, status: 'out-of-reach' };
  const ahead = session - speeds.length;
  const sessionsLow = Math.max(1, Math.min(left - 1, Math.floor(ahead * rules.rangeLow)));
  const sessionsHigh = Math.max(left + 1, Math.ceil(ahead * rules.rangeHigh));
  return { ...fitted, status: 'forecast', sessionsLeft: left, sessionsLow, sessionsHigh };
}

/**
 * The keys that hold a learner back most: letters with enough presses to judge that miss the adaptive targets,
 * lowest confidence first (accuracy before speed, as the adaptive practice ranks them). Pure.
 */
export function keysHoldingBack(
  history: KeyHistory,
  limit = 3,
  targets: ConfidenceTargets = DEFAULT_CONFIDENCE_TARGETS,
): KeyConfidence[] {
  return Object.keys(history)
    .filter((key) => /^[a-z]$/.test(key))
    .map((key) => keyConfidence(key, history[key], targets))
    .filter((standing) => standing.weakness === 'accuracy' || standing.weakness === 'speed')
    .sort((a, b) => a.confidence - b.confidence || a.key.localeCompare(b.key))
    .slice(0, limit);
}
