import { describe, expect, it } from 'vitest';
import { analyzeAttempt } from './analysis';
import { analyzeGameRound } from './game-round';
import type { Keystroke } from './keystroke';

const insert = (char: string, timeStamp: number): Keystroke => ({ kind: 'insert', char, timeStamp });

// Star Patrol's recorder writes "sad fall": the space is logged when the second ship is aimed at, 1.7 s after
// the first word ended (the learner was waiting for a ship, never pressing Space).
const STAR_PATROL_LOG = [
  insert('s', 0),
  insert('a', 300),
  insert('d', 600),
  insert(' ', 2300),
  insert('f', 2300),
  insert('x', 2600),
  insert('a', 2800),
  insert('l', 3100),
  insert('l', 3400),
];

describe('analyzeGameRound', () => {
  it('gives Star Patrol no Space key: the spaces between its words are never pressed', () => {
    const plain = analyzeAttempt('sad fall', STAR_PATROL_LOG, { mode: 'stop' });
    const game = analyzeGameRound('STAR_TREK', 'sad fall', STAR_PATROL_LOG, 'stop');

    expect(plain.keys[' ']?.meanTimeMs).toBe(1700);
    expect(game.keys[' ']).toBeUndefined();
    expect(Object.keys(game.keys).sort()).toEqual(['a', 'd', 'f', 'l', 's']);
    // The figures themselves are the same: the space still stands for moving to the next word.
    expect(game.correctChars).toBe(plain.correctChars);
    expect(game.wpm).toBe(plain.wpm);
    expect(game.missedWords).toEqual([{ word: 'fall', misses: 1 }]);
  });

  it('reads Balloon Pop as letters: no missed "word" made of the whole round', () => {
    const letters = 'ka;fffj;jl;;s';
    const keystrokes: Keystroke[] = [];
    let time = 0;
    for (const char of letters) {
      if (char === 'f') keystrokes.push(insert('d', (time += 400)));
      keystrokes.push(insert(char, (time += 400)));
    }

    const plain = analyzeAttempt(letters, keystrokes, { mode: 'stop' });
    const game = analyzeGameRound('BALLOON_POP', letters, keystrokes, 'stop');

    expect(plain.missedWords).toEqual([{ word: letters, misses: 3 }]);
    expect(game.missedWords).toEqual([]);
    expect(game.keys.f).toMatchObject({ hits: 3, misses: 3, typedInstead: { d: 3 } });
  });

  it('reads the race like a lesson: its spaces are pressed', () => {
    const log = [insert('a', 0), insert(' ', 300), insert('b', 600)];
    expect(analyzeGameRound('TYPING_RACE', 'a b', log, 'stop')).toEqual(
      analyzeAttempt('a b', log, { mode: 'stop' }),
    );
  });
});
