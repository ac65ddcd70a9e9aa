import { describe, expect, it } from 'vitest';
import { FORECAST_RULES, forecastSessions, keysHoldingBack } from './forecast';

/**
 * A learner's speeds (WPM) whose time per character falls on a clean exponential curve from `start` towards
 * `plateau` WPM, with a little day-to-day wobble.
 */
function curve(days: number, plateau: number, start: number, tau: number, wobble = 0.02): number[] {
  const [floor, first] = [12_000 / plateau, 12_000 / start];
  return Array.from({ length: days }, (_, i) => {
    const time = floor + (first - floor) * Math.exp(-(i + 1) / tau);
    return (12_000 / time) * (i % 2 === 0 ? 1 + wobble : 1 - wobble);
  });
}

describe('the forecast to 25 WPM', () => {
  it('says how many more sessions when the learner’s own curve fits well', () => {
    // 300 ms per character at the plateau, 1,500 at the start: 480 ms (25 WPM) at s = 8·ln(1200/180) ≈ 15.2.
    const speeds = curve(10, 40, 8, 8);
    const forecast = forecastSessions(speeds);
    expect(forecast.status).toBe('forecast');
    expect(forecast.sessionsLeft).toBeGreaterThanOrEqual(4);
    expect(forecast.sessionsLeft).toBeLessThanOrEqual(7);
    expect(forecast.r2).toBeGreaterThan(0.9);
    // The range holds the curve's own figure, at least a day either side.
    expect(forecast.sessionsLow).toBeGreaterThanOrEqual(1);
    expect(forecast.sessionsLow).toBeLessThan(forecast.sessionsLeft!);
    expect(forecast.sessionsHigh).toBeGreaterThan(forecast.sessionsLeft!);
  });

  it('stays silent for learners levelling off a little below the goal, whatever the wobble', () => {
    // Plateaus of 22-24 WPM with day-to-day wobble: never a forecast (the bench found one shown to 7-35 % of such
    // histories before the headroom rule was raised).
    let shown = 0;
    let total = 0;
    for (const plateau of [22, 23, 24]) {
      for (const tau of [3, 5, 8]) {
        for (const days of [8, 12, 20]) {
          for (const wobble of [0.02, 0.05]) {
            total++;
            if (forecastSessions(curve(days, plateau, 6, tau, wobble)).status === 'forecast') shown++;
          }
        }
      }
    }
    expect(shown).toBe(0);
    expect(total).toBe(54);
  });

  it('stays silent for a learner on a slow climb far below the goal', () => {
    // Day 1-20 of a simulated learner (efficacy bench, tuning seed) who climbed steadily but had only reached
    // 19 WPM by day 45: the curve through these days sets the goal about 27 days ahead, too far to promise.
    const slow = [
      8.4, 9.1, 9.5, 9.7, 10, 9.8, 10.3, 10.5, 10.6, 11, 11.5, 11.6, 12, 12.6, 12.9, 13.2, 13.7, 14, 13.7,
      14.2,
    ];
    const forecast = forecastSessions(slow);
    expect(forecast.status).toBe('out-of-reach');
    expect(forecast.sessionsLow).toBeNull();
    // The same learner's curve, with the old horizon of 60 sessions, would have given a range.
    expect(forecastSessions(slow, 25, { ...FORECAST_RULES, maxSessionsAhead: 60 }).status).toBe('forecast');
  });

  it('gives none with too few sessions, or when the speeds jump around', () => {
    expect(forecastSessions(curve(FORECAST_RULES.minSessions - 1, 40, 5, 15)).status).toBe('few-sessions');
    expect(forecastSessions([10, 18, 9, 17, 11, 8, 19, 10, 12, 9]).status).toBe('uncertain');
  });

  it('gives none when the curve levels off below the goal', () => {
    expect(forecastSessions(curve(12, 20, 5, 3)).status).toBe('out-of-reach');
  });

  it('gives none while the speeds are still speeding up, with no sign of levelling off', () => {
    expect(forecastSessions([8, 9, 10.5, 12, 14, 16.5, 19.5, 23]).status).toBe('uncertain');
  });

  it('says so when the goal is reached', () => {
    expect(forecastSessions([...curve(8, 40, 5, 4), 26, 27, 28]).status).toBe('reached');
    // One fast day is not the goal reached.
    expect(forecastSessions([31]).status).toBe('few-sessions');
    expect(forecastSessions([24, 31, 30]).status).toBe('few-sessions');
  });
});

describe('keys holding a learner back', () => {
  it('are the letters furthest below the targets, with enough presses to judge', () => {
    const record = (hits: number, misses: number, meanTimeMs: number) => ({
      hits,
      misses,
      timedHits: hits,
      meanTimeMs,
    });
    const keys = keysHoldingBack({
      a: record(100, 1, 300),
      q: record(20, 6, 900),
      z: record(30, 1, 1200),
      x: record(3, 2, 2000),
      ' ': record(100, 30, 2000),
      k: record(40, 1, 700),
    });
    expect(keys.map((key) => key.key)).toEqual(['z', 'q', 'k']);
    expect(keys[1]!.weakness).toBe('accuracy');
  });
});
