import { describe, expect, it } from 'vitest';
import { analyzeAttempt } from './analysis';
import type { Keystroke } from './keystroke';
import { matchNumpadCode } from './numpad';
import { TypingSession } from './session';

/** Inserts of [char, code] pairs, 200 ms apart. */
function typed(...presses: Array<[string, string | undefined]>): Keystroke[] {
  return presses.map(([char, code], i) =>
    code === undefined
      ? { kind: 'insert', char, timeStamp: i * 200 }
      : { kind: 'insert', char, code, timeStamp: i * 200 },
  );
}

describe('numeric keypad keys matched by code', () => {
  it('accepts keypad digits, dot, operators and Enter from their keypad keys only', () => {
    expect(matchNumpadCode('1', 'Numpad1')).toBe(true);
    expect(matchNumpadCode('1', 'Digit1')).toBe(false);
    expect(matchNumpadCode('.', 'NumpadDecimal')).toBe(true);
    expect(matchNumpadCode('.', 'Period')).toBe(false);
    expect(matchNumpadCode('+', 'NumpadAdd')).toBe(true);
    expect(matchNumpadCode('\n', 'NumpadEnter')).toBe(true);
    expect(matchNumpadCode('\n', 'Enter')).toBe(false);
    expect(matchNumpadCode('5', undefined)).toBe(false);
  });

  it('accepts a character the keypad cannot type from any key', () => {
    expect(matchNumpadCode(' ', 'Space')).toBe(true);
    expect(matchNumpadCode('$', 'Digit4')).toBe(true);
  });

  it('a top-row digit in a keypad lesson is a wrong key that leaves the cursor in place', () => {
    const session = new TypingSession('45', 'free', { matchCode: matchNumpadCode });
    expect(session.apply({ kind: 'insert', char: '4', code: 'Digit4', timeStamp: 0 })).toEqual({
      kind: 'wrong',
      position: 0,
      expected: '4',
      char: '4',
      wrongKey: 'Digit4',
    });
    expect(session.cursor).toBe(0);
    expect(session.slipAtCursor).toBe('4');
    session.apply({ kind: 'insert', char: '4', code: 'Numpad4', timeStamp: 100 });
    expect(session.cursor).toBe(1);
    expect(session.statusAt(0)).toBe('corrected');
  });

  it('analyzeAttempt counts the top-row digit as a miss, recorded by its code', () => {
    const events = typed(['4', 'Numpad4'], ['5', 'Digit5'], ['5', 'Numpad5'], ['6', 'Numpad6']);
    const result = analyzeAttempt('456', events, { mode: 'stop', matchCode: matchNumpadCode });
    expect(result).toMatchObject({ finished: true, correctChars: 3, wrongChars: 1 });
    expect(result.keys['5']).toMatchObject({ hits: 1, misses: 1, typedInstead: { Digit5: 1 } });
    expect(result.missedWords).toEqual([{ word: '456', misses: 1 }]);
  });

  it('without a matcher the code is ignored, as before', () => {
    const events = typed(['4', 'Digit4'], ['5', 'Digit5'], ['6', undefined]);
    const withCodes = analyzeAttempt('456', events, { mode: 'stop' });
    const withoutCodes = analyzeAttempt(
      '456',
      events.map((event) =>
        event.kind === 'insert' ? { kind: 'insert', char: event.char, timeStamp: event.timeStamp } : event,
      ),
      { mode: 'stop' },
    );
    expect(withCodes).toEqual(withoutCodes);
    expect(withCodes).toMatchObject({ correctChars: 3, wrongChars: 0, accuracy: 1 });
  });
});
