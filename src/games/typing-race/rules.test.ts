import { describe, expect, it } from 'vitest';
import { analyzeAttempt, seededRandom } from '../../engine';
import { passageFrom, RaceRound } from './rules';

const type = (race: RaceRound, text: string, from: number, gap = 100) =>
  [...text].flatMap((char, i) => race.type({ kind: 'insert', char, timeStamp: from + i * gap }));

describe('RaceRound', () => {
  it('moves opponents at their set speed', () => {
    const race = new RaceRound('a'.repeat(100), { opponentWpm: [12, 24], graceMs: 1000 });
    race.step(30_000);
    // 12 WPM = 60 characters a minute = 30 in 30 s.
    expect(race.opponents[0]!.progress).toBeCloseTo(0.3);
    expect(race.opponents[1]!.progress).toBeCloseTo(0.6);
  });

  it('wins with first place when the learner finishes before every opponent', () => {
    const race = new RaceRound('sad lad', { opponentWpm: [5], graceMs: 1000 });
    race.step(1000);
    const events = type(race, 'sad lad', 0);

    expect(events.at(-1)).toEqual({ kind: 'end', outcome: 'won', place: 1 });
    expect(race.score).toBe(7 * 10 + 100);
    const { text, keystrokes } = race.log();
    expect(analyzeAttempt(text, keystrokes, { mode: 'stop' }).finished).toBe(true);
  });

  it('places the learner behind the opponents who finished first', () => {
    const race = new RaceRound('sad lad', { opponentWpm: [60, 5], graceMs: 1000 });
    race.step(2000);
    const events = type(race, 'sad lad', 0);
    expect(events.at(-1)).toEqual({ kind: 'end', outcome: 'lost', place: 2 });
  });

  it('keeps the cursor on a wrong key and reports the current word', () => {
    const race = new RaceRound('sad lad');
    type(race, 'sad ', 0);
    expect(race.type({ kind: 'insert', char: 'x', timeStamp: 500 })).toEqual([{ kind: 'wrong', char: 'x' }]);
    expect(race.currentWord()).toEqual({ index: 1, start: 4, end: 7 });
  });

  it('ends a while after the last opponent finished if the learner stops', () => {
    const race = new RaceRound('sad lad', { opponentWpm: [60], graceMs: 1000 });
    const events = [race.step(2000), race.step(1500)].flat();
    expect(events.at(-1)).toEqual({ kind: 'end', outcome: 'lost', place: 2 });
  });

  it('builds a passage of about the asked length from the words', () => {
    const passage = passageFrom(['sad', 'lad', 'fad', 'ask'], seededRandom(1), 40);
    expect(passage.length).toBeGreaterThanOrEqual(39);
    expect(passage.split(' ').every((word) => ['sad', 'lad', 'fad', 'ask'].includes(word))).toBe(true);
  });
});
