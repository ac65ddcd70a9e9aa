import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/engine';
import { clusterPermutationP, kaplanMeier, kmMedian, kmShareBy, logRank, type Subject } from './survival';

const subject = (cluster: string, arm: string, days: number, reached = true): Subject => ({
  cluster,
  arm,
  days,
  reached,
});

describe('the trial analysis statistics', () => {
  it('counts a censored learner while seen and not after (Kaplan-Meier)', () => {
    // Four learners: outcomes on days 2 and 4, one censored on day 3, one on day 5.
    const subjects = [
      subject('a', 'x', 2),
      subject('a', 'x', 3, false),
      subject('b', 'x', 4),
      subject('b', 'x', 5, false),
    ];
    expect(kaplanMeier(subjects)).toEqual([
      [2, 0.75],
      [4, 0.375],
    ]);
    expect(kmMedian(subjects)).toBe(4);
    expect(kmShareBy(subjects, 3)).toBeCloseTo(0.25);
    expect(kmMedian([subject('a', 'x', 9, false)])).toBe(Infinity);
  });

  it('finds the faster arm and tests it over classes, not children', () => {
    const subjects: Subject[] = [];
    for (let c = 0; c < 10; c++) {
      const arm = c < 5 ? 'fast' : 'slow';
      for (let i = 0; i < 8; i++) subjects.push(subject(`class ${c}`, arm, (arm === 'fast' ? 10 : 20) + i));
    }
    expect(logRank(subjects, 'fast')).toBeGreaterThan(3);
    expect(clusterPermutationP(subjects, 'fast', seededRandom(1), 400)).toBeLessThan(0.05);
    // The same children with no difference between the arms: no evidence.
    const same = subjects.map((s, i) => ({ ...s, days: 10 + (i % 8) }));
    expect(clusterPermutationP(same, 'fast', seededRandom(1), 400)).toBeGreaterThan(0.5);
  });
});
