import { describe, expect, it } from 'vitest';
import { TypingSession } from './session';

describe('TypingSession', () => {
  it('stop on error keeps the cursor on a wrong key and shows what was pressed', () => {
    const session = new TypingSession('jf', 'stop');

    expect(session.apply({ kind: 'insert', char: 'k', timeStamp: 0 })).toEqual({
      kind: 'wrong',
      position: 0,
      expected: 'j',
      char: 'k',
    });
    expect(session.cursor).toBe(0);
    expect(session.slipAtCursor).toBe('k');
    expect(session.statusAt(0)).toBe('current');

    session.apply({ kind: 'insert', char: 'j', timeStamp: 100 });
    expect(session.cursor).toBe(1);
    expect(session.slipAtCursor).toBeNull();
    expect(session.statusAt(0)).toBe('corrected');
    expect(session.statusAt(1)).toBe('current');
    expect(session.expected).toBe('f');
  });

  it('free flow inserts a wrong character, shows it wrong, and Backspace takes it back', () => {
    const session = new TypingSession('ab', 'free');
    session.apply({ kind: 'insert', char: 'x', timeStamp: 0 });

    expect(session.cursor).toBe(1);
    expect(session.statusAt(0)).toBe('wrong');
    expect(session.typedAt(0)).toBe('x');

    expect(session.apply({ kind: 'delete', timeStamp: 50 })).toEqual({ kind: 'deleted', position: 0 });
    session.apply({ kind: 'insert', char: 'a', timeStamp: 100 });
    expect(session.statusAt(0)).toBe('corrected');
  });

  it('finishes when the cursor reaches the end, even on a wrong last character in free flow', () => {
    const session = new TypingSession('ab', 'free');
    session.apply({ kind: 'insert', char: 'a', timeStamp: 0 });
    expect(session.finished).toBe(false);
    session.apply({ kind: 'insert', char: 'c', timeStamp: 80 });

    expect(session.finished).toBe(true);
    expect(session.typed).toBe('ac');
  });

  it('Backspace at the start, or in stop on error, does nothing but is logged', () => {
    const free = new TypingSession('a', 'free');
    const stop = new TypingSession('a', 'stop');

    expect(free.apply({ kind: 'delete', timeStamp: 0 })).toEqual({ kind: 'none' });
    stop.apply({ kind: 'insert', char: 'a', timeStamp: 0 });
    expect(stop.apply({ kind: 'delete', timeStamp: 10 })).toEqual({ kind: 'none' });
    expect(stop.cursor).toBe(1);
    expect(stop.keystrokes).toHaveLength(2);
  });
});
