import { describe, expect, it } from 'vitest';
import { watchNumLock } from './num-lock';

/** A keydown as the browser reports it; `numLock` undefined: an event without getModifierState. */
function key(code: string, key: string, numLock?: boolean) {
  return numLock === undefined ? { code, key } : { code, key, getModifierState: () => numLock };
}

describe('watchNumLock', () => {
  it('says Num Lock is off as soon as any key reports it, and on when one reports it on', () => {
    const offAfter = watchNumLock();
    expect(offAfter(key('ShiftLeft', 'Shift', false))).toBe(true);
    expect(offAfter(key('Space', ' ', false))).toBe(true);
    expect(offAfter(key('NumLock', 'NumLock', true))).toBe(false);
  });

  it('says it is off when a keypad digit key types no digit, whatever the modifier says', () => {
    const offAfter = watchNumLock();
    expect(offAfter(key('Numpad1', 'End', true))).toBe(true);
    expect(offAfter(key('NumpadDecimal', 'Delete'))).toBe(true);
    expect(offAfter(key('Numpad1', '1', true))).toBe(false);
  });

  it('trusts a keypad digit over a modifier that is never on (a Mac, an automated browser)', () => {
    const offAfter = watchNumLock();
    expect(offAfter(key('Numpad4', '4', false))).toBe(false);
    expect(offAfter(key('ShiftLeft', 'Shift', false))).toBe(false);
    // Until a keypad key types no digit again.
    expect(offAfter(key('Numpad4', 'ArrowLeft', false))).toBe(true);
    expect(offAfter(key('ShiftLeft', 'Shift', false))).toBe(true);
  });

  it('keeps what it knows when the event says nothing: operators, Enter, no modifier state', () => {
    const offAfter = watchNumLock();
    expect(offAfter(key('NumpadAdd', '+'))).toBe(false);
    expect(offAfter(key('Numpad5', 'Clear'))).toBe(true);
    expect(offAfter(key('NumpadEnter', 'Enter'))).toBe(true);
    expect(offAfter(key('KeyA', 'a'))).toBe(true);
  });
});
