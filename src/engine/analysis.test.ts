import { describe, expect, it } from 'vitest';
import { analyzeAttempt } from './analysis';
import type { Keystroke } from './keystroke';

/** Builds a log from [char or 'Backspace', timeStamp] pairs. */
function log(...entries: Array<[string, number]>): Keystroke[] {
  return entries.map(([key, timeStamp]) =>
    key === 'Backspace'
      ? { kind: 'delete', timeStamp }
      : key.length > 1
        ? { kind: 'key', code: key, timeStamp }
        : { kind: 'insert', char: key, timeStamp },
  );
}

// Every expected figure below was worked out by hand; docs/METRICS.md walks through the first two.
describe('analyzeAttempt', () => {
  it('stop on error: a wrong key is counted, the cursor waits, the time is from first to last key', () => {
    const result = analyzeAttempt('fj', log(['f', 1000], ['k', 1300], ['j', 1500]), { mode: 'stop' });

    expect(result).toMatchObject({
      finished: true,
      durationMs: 500,
      keystrokes: 3,
      correctChars: 2,
      wrongChars: 1,
      matchingChars: 2,
      score: 290, // round((2/3)³ × (50 + 48) × 10)
    });
    expect(result.accuracy).toBeCloseTo(2 / 3, 10);
    expect(result.wpm).toBeCloseTo(48, 10); // 2 chars / 5 / (0.5 s / 60 s)
    expect(result.rawWpm).toBeCloseTo(72, 10); // 3 / 5 / (1/120 min)
    expect(result.kpm).toBeCloseTo(360, 10);
    expect(result.rpm).toBeCloseTo(240, 10);
    expect(result.keys.f).toEqual({ hits: 1, misses: 0, meanTimeMs: null, timedHits: 0, typedInstead: {} });
    expect(result.keys.j).toEqual({
      hits: 1,
      misses: 1,
      meanTimeMs: null,
      timedHits: 0,
      typedInstead: { k: 1 },
    });
    expect(result.missedWords).toEqual([{ word: 'fj', misses: 1 }]);
  });

  it('free flow: a corrected slip still counts as wrong, and the corrected text counts for net speed', () => {
    const events = log(
      ['a', 0],
      ['x', 200],
      ['Backspace', 400],
      ['b', 600],
      [' ', 800],
      ['c', 1000],
      ['d', 1200],
    );
    const result = analyzeAttempt('ab cd', events, { mode: 'free' });

    expect(result).toMatchObject({
      finished: true,
      durationMs: 1200,
      keystrokes: 7,
      correctChars: 5,
      wrongChars: 1,
      matchingChars: 5,
      score: 579, // round((5/6)³ × (50 + 50) × 10)
    });
    expect(result.accuracy).toBeCloseTo(5 / 6, 10);
    expect(result.wpm).toBeCloseTo(50, 10);
    expect(result.rawWpm).toBeCloseTo(60, 10);
    expect(result.kpm).toBeCloseTo(350, 10);
    expect(result.rpm).toBeCloseTo(250, 10);
    expect(result.keys.b).toMatchObject({ hits: 1, misses: 1, meanTimeMs: null, typedInstead: { x: 1 } });
    expect(result.keys[' ']).toMatchObject({ hits: 1, misses: 0, meanTimeMs: 200, timedHits: 1 });
    expect(result.keys.d).toMatchObject({ meanTimeMs: 200 });
    expect(result.missedWords).toEqual([{ word: 'ab', misses: 1 }]);
  });

  it('free flow: an uncorrected slip stays in the final text and lowers net speed only', () => {
    const result = analyzeAttempt('cat', log(['c', 0], ['o', 100], ['t', 200]), { mode: 'free' });

    expect(result).toMatchObject({ finished: true, correctChars: 2, wrongChars: 1, matchingChars: 2 });
    expect(result.wpm).toBeCloseTo(120, 10); // 2 / 5 / (200 ms in minutes)
    expect(result.rawWpm).toBeCloseTo(180, 10);
    expect(result.rpm).toBeCloseTo(600, 10);
  });

  it('extra characters past the end count as wrong and as raw speed, never as net speed or a key', () => {
    const result = analyzeAttempt('hi', log(['h', 0], ['i', 100], ['!', 200]), { mode: 'free' });

    expect(result).toMatchObject({ correctChars: 2, wrongChars: 1, matchingChars: 2 });
    expect(result.wpm).toBeCloseTo(120, 10);
    expect(result.rawWpm).toBeCloseTo(180, 10);
    expect(Object.keys(result.keys).sort()).toEqual(['h', 'i']);
  });

  it('an empty attempt has all figures at zero and is not finished', () => {
    const result = analyzeAttempt('abc', [], { mode: 'stop' });

    expect(result).toEqual({
      mode: 'stop',
      textLength: 3,
      finished: false,
      durationMs: 0,
      keystrokes: 0,
      correctChars: 0,
      wrongChars: 0,
      matchingChars: 0,
      accuracy: 0,
      wpm: 0,
      rawWpm: 0,
      kpm: 0,
      rpm: 0,
      score: 0,
      keys: {},
      missedWords: [],
    });
  });

  it('a single keystroke has no duration, so its rates are zero rather than infinite', () => {
    const result = analyzeAttempt('a', log(['a', 5000]), { mode: 'stop' });

    expect(result).toMatchObject({ finished: true, durationMs: 0, wpm: 0, kpm: 0, accuracy: 1 });
  });

  it('stop on error: Backspace changes nothing but is a counted keystroke, like Shift', () => {
    const result = analyzeAttempt('A', log(['Backspace', 0], ['ShiftLeft', 50], ['A', 100]), {
      mode: 'stop',
    });

    expect(result).toMatchObject({ keystrokes: 3, correctChars: 1, wrongChars: 0, matchingChars: 1 });
    expect(result.kpm).toBeCloseTo(1800, 10); // 3 keystrokes in 0.1 s
  });

  it('drops key gaps under 40 ms and over 12 s from the per-key times', () => {
    const result = analyzeAttempt('abcd', log(['a', 0], ['b', 30], ['c', 13_030], ['d', 13_130]), {
      mode: 'stop',
    });

    expect(result.keys.b).toMatchObject({ hits: 1, timedHits: 0, meanTimeMs: null });
    expect(result.keys.c).toMatchObject({ hits: 1, timedHits: 0, meanTimeMs: null });
    expect(result.keys.d).toMatchObject({ timedHits: 1, meanTimeMs: 100 });
  });

  it('averages the time of a key over its first-try hits', () => {
    const result = analyzeAttempt('f f', log(['f', 0], [' ', 100], ['f', 400]), { mode: 'stop' });

    expect(result.keys.f).toMatchObject({ hits: 2, timedHits: 1, meanTimeMs: 300 });
  });

  it('an unfinished attempt keeps its figures but is not finished', () => {
    const result = analyzeAttempt('abc', log(['a', 0], ['b', 120]), { mode: 'free' });

    expect(result.finished).toBe(false);
    expect(result.matchingChars).toBe(2);
  });

  it('replaying the same log gives the same result', () => {
    const events = log(['t', 0], ['r', 90], ['y', 220], ['Backspace', 300], ['e', 410], ['e', 520]);

    expect(analyzeAttempt('tree', events, { mode: 'free' })).toEqual(
      analyzeAttempt('tree', events, { mode: 'free' }),
    );
  });

  it('counts misses per word of the expected text, most-missed first', () => {
    const events = log(
      ['s', 0],
      ['a', 100],
      ['d', 200],
      [' ', 300],
      ['x', 400],
      ['l', 500],
      ['a', 600],
      ['x', 650],
      ['d', 700],
    );
    const result = analyzeAttempt('sad lad', events, { mode: 'stop' });

    expect(result.missedWords).toEqual([{ word: 'lad', misses: 2 }]);
  });
});
