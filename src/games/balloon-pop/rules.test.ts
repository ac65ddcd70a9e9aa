import { describe, expect, it } from 'vitest';
import { analyzeAttempt, seededRandom } from '../../engine';
import { BalloonRound, DEFAULT_BALLOON_TUNING, type BalloonTuning } from './rules';

function round(tuning: Partial<BalloonTuning> = {}, chars = ['f', 'j']) {
  return new BalloonRound(chars, { ...DEFAULT_BALLOON_TUNING, ...tuning }, seededRandom(5));
}

describe('BalloonRound', () => {
  it('pops the highest balloon with the pressed character and scores it', () => {
    const game = round({ spawnEveryMs: 200 });
    for (let i = 0; i < 30; i++) game.step(50);
    const highest = game.byUrgency()[0]!;

    const events = game.type(highest.char, 1000);

    expect(events[0]).toMatchObject({ kind: 'pop', balloon: highest });
    expect(game.balloons).not.toContain(highest);
    expect(game.score).toBeGreaterThan(0);
  });

  it('counts a character on no balloon as a miss', () => {
    const game = round();
    game.step(50);
    expect(game.type('q', 100)).toEqual([{ kind: 'miss', char: 'q' }]);
    expect(game.streak).toBe(0);
  });

  it('takes a life for each balloon that floats away and ends at zero', () => {
    const game = round({ lives: 2, riseMs: 500, spawnEveryMs: 100 });
    const events = [];
    for (let i = 0; i < 200 && game.state === 'playing'; i++) events.push(...game.step(50));
    expect(events.filter((event) => event.kind === 'escape')).toHaveLength(2);
    expect(game.state).toBe('lost');
  });

  it('goes up a level every 10 pops and is won when every balloon is popped', () => {
    const game = round({ balloons: 12, spawnEveryMs: 10, maxBalloons: 12 });
    let t = 0;
    let levels = 0;
    while (game.state === 'playing') {
      game.step(20);
      for (const balloon of game.byUrgency())
        levels += game.type(balloon.char, (t += 300)).filter((e) => e.kind === 'level').length;
    }
    const { text, keystrokes } = game.log();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(game.state).toBe('won');
    expect(levels).toBe(1);
    expect(text).toMatch(/^[fj]{12}$/);
    expect(analysis.accuracy).toBe(1);
  });
});
