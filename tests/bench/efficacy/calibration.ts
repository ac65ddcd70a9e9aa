/** The forecast's calibration over simulated learners' daily speeds (see simulate.ts). */
import { FORECAST_RULES, forecastSessions } from '../../../src/engine';

/**
 * How the app's forecast range would have done: on practice days 8, 12 and 20, the forecast from the days so far
 * (net WPM of the day's attempts, as the app's history gives it), against the day the learner's attempts first
 * averaged 25 WPM. A learner who never got there within the days simulated counts as outside the range when the
 * range ended within them. Also: how often a learner whose attempts level off below 25 WPM was shown a forecast.
 */
export function forecastCalibration(
  histories: readonly number[][],
  days: number,
  rules: typeof FORECAST_RULES = { ...FORECAST_RULES, ...JSON.parse(process.env.FORECAST_RULES ?? '{}') },
  quiet = false,
): Record<
  string,
  { eligible: number; shown: number; judged: number; inside: number; belowShown: number; below: number }
> {
  const report: ReturnType<typeof forecastCalibration> = {};
  const parts: string[] = [];
  for (const day of [8, 12, 20]) {
    let shown = 0;
    let inside = 0;
    let eligible = 0;
    let judged = 0;
    let belowShown = 0;
    let below = 0;
    for (const daily of histories) {
      const reachedAt = daily.findIndex((wpm) => wpm >= 25) + 1;
      if (reachedAt !== 0 && reachedAt <= day) continue;
      eligible++;
      const neverArrives = reachedAt === 0 && daily.length >= days;
      const forecast = forecastSessions(daily.slice(0, day), 25, rules);
      if (neverArrives) below++;
      if (forecast.status !== 'forecast') continue;
      shown++;
      if (neverArrives) belowShown++;
      const low = day + forecast.sessionsLow!;
      const high = day + forecast.sessionsHigh!;
      if (reachedAt === 0) {
        if (high <= days) judged++;
        continue;
      }
      judged++;
      if (reachedAt >= low && reachedAt <= high) inside++;
    }
    report[`day${day}`] = { eligible, shown, judged, inside, belowShown, below };
    parts.push(
      `day ${day}: shown to ${shown} of ${eligible} not there yet; ${inside} of ${judged} judged inside the range (${judged ? ((inside / judged) * 100).toFixed(0) : '-'} %); to ${belowShown} of ${below} who never got there`,
    );
  }
  if (quiet) return report;
  console.log(
    `\nThe forecast's range to 25 WPM (stated coverage ${(rules.coverage * 100).toFixed(0)} %), KeyQuest's learners:\n  ${parts.join('\n  ')}`,
  );
  return report;
}
