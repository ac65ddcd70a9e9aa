import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/engine';
import { bootstrapInterval, median, pairedDifferences, percentile, shareBy } from './stats';

describe('the bench statistics', () => {
  it('pairs learners and counts one who never arrives as arriving the day after the horizon', () => {
    expect(pairedDifferences([10, null, 30, null], [12, 20, null, null], 60)).toEqual([-2, 41, -31, 0]);
    expect(() => pairedDifferences([1], [1, 2], 60)).toThrow();
  });

  it('medians, percentiles and shares treat a censored day as later than every other', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(percentile([5, null, 1, 3], 50)).toBe(3);
    expect(percentile([5, null, 1, 3], 90)).toBe(Infinity);
    expect(shareBy([5, null, 1, 30, 31], 30)).toBeCloseTo(0.6, 10);
  });

  it('a bootstrap interval holds the estimate, narrows with more learners and covers the truth about 95 %', () => {
    const random = seededRandom(7);
    const draw = (n: number) => Array.from({ length: n }, () => random() * 20);
    const small = bootstrapInterval(draw(40), median, random, { resamples: 300 });
    const large = bootstrapInterval(draw(400), median, random, { resamples: 300 });
    expect(small.low).toBeLessThanOrEqual(small.estimate);
    expect(small.high).toBeGreaterThanOrEqual(small.estimate);
    expect(large.high - large.low).toBeLessThan((small.high - small.low) * 0.5);
    // The true median of uniform(0, 20) is 10: over 60 samples of 40, the 95 % interval holds it 85-100 % of the time.
    let covered = 0;
    for (let i = 0; i < 60; i++) {
      const { low, high } = bootstrapInterval(draw(40), median, random, { resamples: 150 });
      if (low <= 10 && high >= 10) covered++;
    }
    expect(covered / 60).toBeGreaterThan(0.85);
  });

  it('a paired difference with a clear effect has an interval away from zero', () => {
    const random = seededRandom(8);
    const reference = Array.from({ length: 100 }, () => 20 + Math.floor(random() * 20));
    const slower = reference.map((day) => day + 3 + Math.floor(random() * 3));
    const interval = bootstrapInterval(pairedDifferences(slower, reference, 90), median, random);
    expect(interval.low).toBeGreaterThan(0);
    expect(interval.estimate).toBeGreaterThanOrEqual(3);
  });
});
