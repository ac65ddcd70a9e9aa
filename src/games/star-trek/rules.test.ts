import { describe, expect, it } from 'vitest';
import { analyzeAttempt, seededRandom } from '../../engine';
import { DEFAULT_TUNING, pointsFor, StarTrekRound, type StarTrekTuning } from './rules';

const WORDS = ['sad', 'lad', 'fad', 'ask', 'all', 'jade', 'fall', 'salad', 'flask', 'glad'];

function round(tuning: Partial<StarTrekTuning> = {}) {
  return new StarTrekRound(WORDS, { ...DEFAULT_TUNING, ...tuning }, seededRandom(7));
}

/** Runs time forward in 50 ms steps until a ship is on screen. */
function untilSpawn(game: StarTrekRound) {
  for (let i = 0; i < 200 && game.ships.length === 0; i++) game.step(50);
  const ship = game.ships[0];
  if (!ship) throw new Error('no ship');
  return ship;
}

describe('StarTrekRound', () => {
  it('locks on with the first letter, fires with each right letter and destroys the ship at the end', () => {
    const game = round();
    const ship = untilSpawn(game);
    const [first, ...rest] = ship.word;

    const lock = game.type(first!, 1000);
    const kinds = rest.flatMap((char, i) => game.type(char, 1200 + i * 200)).map((event) => event.kind);

    expect(lock.map((event) => event.kind)).toEqual(['lock', 'hit']);
    expect(kinds.at(-1)).toBe('destroy');
    expect(game.ships).not.toContain(ship);
    expect(game.score).toBe(pointsFor(ship.word, 0));
  });

  it('counts a wrong letter as a miss, keeps the lock and resets the streak', () => {
    const game = round();
    const ship = untilSpawn(game);
    game.type(ship.word[0]!, 0);

    const events = game.type('z', 100);

    expect(events).toEqual([{ kind: 'miss', char: 'z' }]);
    expect(game.locked).toBe(ship);
    expect(game.streak).toBe(0);
  });

  it('takes a life when a ship reaches the base, and ends the round with the last life', () => {
    const game = round({ lives: 2, travelMs: 1000, spawnEveryMs: 100 });
    const events = [];
    for (let i = 0; i < 100 && game.state === 'playing'; i++) events.push(...game.step(100));

    expect(events.filter((event) => event.kind === 'breach')).toHaveLength(2);
    expect(events.at(-1)).toEqual({ kind: 'end', outcome: 'lost' });
    expect(game.lives).toBe(0);
  });

  it('makes later waves longer and faster', () => {
    const game = round();
    expect(game.shipsInWave(3)).toBeGreaterThan(game.shipsInWave(1));

    const speeds: number[] = [];
    const play = () => {
      const ship = untilSpawn(game);
      speeds.push(ship.speed);
    };
    play();
    expect(game.wave).toBe(1);
    // Clear wave 1 by typing every ship as it comes.
    while (game.wave === 1 && game.state === 'playing') {
      for (const ship of game.byUrgency()) for (const char of ship.word) game.type(char, 0);
      game.step(100);
    }
    expect(game.wave).toBe(2);
    for (let i = 0; i < 100 && game.ships.length === 0; i++) game.step(100);
    const waveTwo = game.ships[0]!;
    expect(waveTwo.speed / speeds[0]!).toBeGreaterThan(0.9);
    expect(game.lives).toBe(DEFAULT_TUNING.lives);
  });

  it('is won after the last wave, and its log scores like a lesson', () => {
    const game = round({ waves: 1, firstWaveShips: 3 });
    let t = 0;
    while (game.state === 'playing') {
      game.step(100);
      for (const ship of game.byUrgency()) for (const char of ship.word) game.type(char, (t += 150));
    }
    const { text, keystrokes } = game.log();
    const analysis = analyzeAttempt(text, keystrokes, { mode: 'stop' });

    expect(game.state).toBe('won');
    expect(text.split(' ')).toHaveLength(3);
    expect(analysis.accuracy).toBe(1);
    expect(analysis.finished).toBe(true);
    expect(analysis.wpm).toBeGreaterThan(0);
  });

  it('never shows two ships with the same first letter when the words allow it', () => {
    const game = round({ spawnEveryMs: 10, maxShips: 5, firstWaveShips: 5 });
    for (let i = 0; i < 20; i++) game.step(20);
    const firsts = game.ships.map((ship) => ship.word[0]);
    expect(new Set(firsts).size).toBe(firsts.length);
  });

  it('keeps the bench number of ships flying without losing lives', () => {
    const game = new StarTrekRound(WORDS, DEFAULT_TUNING, seededRandom(3), 50);
    for (let i = 0; i < 300; i++) game.step(100);
    expect(game.ships).toHaveLength(50);
    expect(game.lives).toBe(DEFAULT_TUNING.lives);
    expect(game.state).toBe('playing');
  });
});
