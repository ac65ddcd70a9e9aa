/**
 * Tunes and checks the forecast's range on saved daily speeds (simulate.ts --dump-daily): prints the calibration
 * for a grid of range factors. Tune on the tuning seeds' dump only; check on the reported seeds' dump.
 *
 *   npx tsx tests/bench/efficacy/calibrate.ts daily.json [days]
 */
import { readFileSync } from 'node:fs';
import { FORECAST_RULES } from '../../../src/engine';
import { forecastCalibration } from './calibration';

const histories = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as number[][];
const days = Number(process.argv[3] ?? '60');
const grid = process.env.GRID === '1';
const lows = grid ? [0.5, 0.6, 0.7, 0.8] : [FORECAST_RULES.rangeLow];
const highs = grid ? [1.5, 2, 2.5, 3] : [FORECAST_RULES.rangeHigh];
const headrooms = [FORECAST_RULES.headroom];
const likelihoods = grid ? [0, 0.25, 0.5, 1] : [FORECAST_RULES.plateauLikelihood];
for (const plateauLikelihood of likelihoods)
  for (const headroom of headrooms) {
    for (const rangeLow of lows) {
      for (const rangeHigh of highs) {
        const rules = { ...FORECAST_RULES, rangeLow, rangeHigh, headroom, plateauLikelihood };
        const report = forecastCalibration(histories, days, rules, true);
        const cells = Object.entries(report).map(
          ([day, r]) =>
            `${day} ${r.inside}/${r.judged} in, shown ${r.shown}/${r.eligible}, below ${r.belowShown}/${r.below}`,
        );
        const inside = Object.values(report).reduce((sum, r) => sum + r.inside, 0);
        const judged = Object.values(report).reduce((sum, r) => sum + r.judged, 0);
        const pooled = judged ? `${((inside / judged) * 100).toFixed(0)} %` : '-';
        console.log(
          `likelihood ${plateauLikelihood} low ${rangeLow} high ${rangeHigh}: ${inside}/${judged} in (${pooled}); ${cells.join('; ')}`,
        );
      }
    }
  }
