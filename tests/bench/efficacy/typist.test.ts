import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/engine';
import { BASE_MODEL, confusionsOf, drawLearner, MEDIAN_LEARNER, rolloverShare, Typist } from './typist';

const ENGLISH = new Map([
  ['e', 12],
  ['t', 9],
  ['a', 8],
  ['o', 7.5],
  [' ', 18],
]);

/** A typist who types `text` `times` times in one session. */
function practised(typist: Typist, text: string, times: number): Typist {
  for (let i = 0; i < times; i++) for (const char of text) typist.press(char);
  return typist;
}

describe('the simulated typist', () => {
  it('gets faster and makes fewer mistakes with practice, towards its floor', () => {
    const typist = new Typist(MEDIAN_LEARNER, seededRandom(1));
    const before = { time: typist.meanTimeMs('f'), errors: typist.errorRate('f') };
    expect(before.time).toBeCloseTo(MEDIAN_LEARNER.t0, 0);
    for (let day = 0; day < 20; day++) {
      typist.startSession(1);
      practised(typist, 'fff jjj fj ', 25);
    }
    const after = { time: typist.meanTimeMs('f'), errors: typist.errorRate('f') };
    expect(after.time).toBeLessThan(before.time * 0.5);
    expect(after.errors).toBeLessThan(before.errors * 0.5);
    expect(after.time).toBeGreaterThan(MEDIAN_LEARNER.tMin);
    // An unpractised key gains only the general part: slower than the practised one, faster than a novice's.
    expect(typist.meanTimeMs('q')).toBeGreaterThan(after.time);
    expect(typist.meanTimeMs('q')).toBeLessThan(before.time);
  });

  it('each further day of practice gains less than the one before (an exponential curve)', () => {
    const typist = new Typist(MEDIAN_LEARNER, seededRandom(2));
    const times: number[] = [typist.meanTimeMs('d')];
    for (let day = 0; day < 6; day++) {
      typist.startSession(1);
      practised(typist, 'ddd kkk dk ', 8);
      times.push(typist.meanTimeMs('d'));
    }
    const gains = times.slice(1).map((time, i) => times[i]! - time);
    for (let i = 1; i < gains.length; i++) expect(gains[i]!).toBeLessThan(gains[i - 1]!);
  });

  it('a day off raises time and errors a little, a long break more', () => {
    const trained = () => {
      const typist = new Typist(MEDIAN_LEARNER, seededRandom(3));
      for (let day = 0; day < 10; day++) {
        typist.startSession(1);
        practised(typist, 'eat tea toe ', 15);
      }
      return typist;
    };
    const yesterday = trained();
    yesterday.startSession(1);
    const dayOff = trained();
    dayOff.startSession(2);
    const month = trained();
    month.startSession(30);
    const time = (typist: Typist) => typist.testFigures(ENGLISH).wpm;
    expect(time(dayOff)).toBeLessThan(time(yesterday));
    expect(time(dayOff)).toBeGreaterThan(time(yesterday) * 0.95);
    expect(dayOff.errorRate('e')).toBeGreaterThan(yesterday.errorRate('e'));
    expect(time(month)).toBeLessThan(time(dayOff) * 0.9);
  });

  it('tires within a session', () => {
    const typist = new Typist({ ...MEDIAN_LEARNER, noise: 0 }, seededRandom(4));
    typist.startSession(1);
    const fresh = typist.press('a').ms;
    typist.rest(14 * 60_000);
    const tired = typist.press('a').ms;
    expect(tired).toBeGreaterThan(fresh * 1.04);
  });

  it('slips to neighbours, the same finger on another row, or the mirror key of the other hand', () => {
    const keys = confusionsOf('f').map(([key]) => key);
    expect(keys).toEqual(expect.arrayContaining(['d', 'g', 'r', 'v', 'j']));
    const weights = confusionsOf('f').reduce((sum, [, weight]) => sum + weight, 0);
    expect(weights).toBeCloseTo(1, 5);
    expect(confusionsOf(' ')).toEqual([]);
  });

  it('learners differ: some are much slower to learn than others', () => {
    const random = seededRandom(5);
    const taus = Array.from({ length: 200 }, () => drawLearner(random).tauKey).sort((a, b) => a - b);
    expect(taus[180]! / taus[20]!).toBeGreaterThan(2);
  });

  it('learns to type a key without looking; with the keyboard covered an unsure key is slower and more often wrong', () => {
    const typist = new Typist({ ...MEDIAN_LEARNER, noise: 0 }, seededRandom(6));
    expect(typist.lookingShare('f')).toBe(1);
    const coveredWrong = (char: string) => {
      let wrong = 0;
      for (let i = 0; i < 400; i++)
        if (typist.press(char, { test: true, covered: true }).typed !== char) wrong++;
      return wrong / 400;
    };
    const novice = coveredWrong('f');
    // Test presses teach nothing.
    expect(typist.lookingShare('f')).toBe(1);
    expect(novice).toBeGreaterThan(0.4);
    for (let day = 0; day < 8; day++) {
      typist.startSession(1);
      practised(typist, 'fff jjj fj ', 20);
    }
    expect(typist.lookingShare('f')).toBeLessThan(0.2);
    expect(coveredWrong('f')).toBeLessThan(novice / 3);
    expect(typist.press('q', { test: true, covered: true }).ms).toBeGreaterThan(
      typist.press('q', { test: true }).ms * 1.4,
    );
  });

  it('power-law forgetting loses as much as the flat model over a day, far less over a month', () => {
    const trained = (forgetting: 'flat' | 'power', gap: number) => {
      const typist = new Typist(MEDIAN_LEARNER, seededRandom(9), { ...BASE_MODEL, forgetting });
      for (let day = 0; day < 10; day++) {
        typist.startSession(1);
        practised(typist, 'eat tea toe ', 15);
      }
      typist.startSession(gap);
      return typist.meanTimeMs('e');
    };
    expect(trained('power', 1)).toBeCloseTo(trained('flat', 1), 0);
    expect(trained('power', 30)).toBeLessThan(trained('flat', 30) * 0.9);
  });

  it('with the digraph variant, a practised cross-hand pair rolls over and gets faster than the key alone', () => {
    expect(rolloverShare('f', 'j')).toBeGreaterThan(rolloverShare('f', 'd'));
    expect(rolloverShare('f', 'r')).toBe(0);
    const pairTime = (digraphs: boolean) => {
      const typist = new Typist({ ...MEDIAN_LEARNER, noise: 0 }, seededRandom(10), {
        ...BASE_MODEL,
        digraphs,
      });
      for (let day = 0; day < 5; day++) {
        typist.startSession(1);
        practised(typist, 'fj', 300);
      }
      typist.startSession(1);
      typist.press('f', { test: true });
      return typist.press('j', { test: true }).ms;
    };
    expect(pairTime(true)).toBeLessThan(pairTime(false) * 0.85);
  });
});
