/** The keydown fields a Num Lock watch reads (a synthetic event may lack `getModifierState`). */
export type NumLockKeyDown = Pick<KeyboardEvent, 'code' | 'key'> & {
  getModifierState?: KeyboardEvent['getModifierState'];
};

/** Keypad keys that type a different thing with Num Lock off (Numpad1 is End); operators and Enter do not. */
const NUM_LOCK_KEYS = /^Numpad(?:\d|Decimal)$/;

/**
 * Follows whether Num Lock is off through the keydowns of a keypad lesson. Returns a function to call on every
 * keydown; it answers whether Num Lock is off after that key, so the lesson can warn at once.
 *
 * Two kinds of evidence, the key itself first:
 * - A keypad digit key that types its digit proves Num Lock is on; one that types End or an arrow proves it off.
 * - Otherwise `getModifierState('NumLock')` (Chromium and Firefox on Windows and Linux report it on every key,
 *   so the warning shows before the first keypad key). Macs have no Num Lock and report `false` there, as do
 *   automated browsers: once a keypad key has typed its digit, a `false` modifier no longer counts, until a
 *   keypad key types no digit again.
 */
export function watchNumLock(): (event: NumLockKeyDown) => boolean {
  let off = false;
  let keypadTypesDigits = false;
  return (event) => {
    if (NUM_LOCK_KEYS.test(event.code)) {
      keypadTypesDigits = Array.from(event.key).length === 1;
      off = !keypadTypesDigits;
      return off;
    }
    if (typeof event.getModifierState !== 'function') return off;
    const numLock = event.getModifierState('NumLock');
    if (numLock) off = false;
    else if (!keypadTypesDigits) off = true;
    return off;
  };
}
