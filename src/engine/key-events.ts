import { composeDeadKey, LAYERS, type KeyboardLayout, type KeyEvent, type Layer } from '../keyboard';
import type { Keystroke } from './keystroke';

/** The modifier layer a key event was typed in. */
function layerOf(event: Pick<KeyEvent, 'shiftKey' | 'altGraph'>): Layer {
  return LAYERS[(event.shiftKey ? 1 : 0) + (event.altGraph ? 2 : 0)]!;
}

/** A single character (one code point): the `key` of a key that types one. */
function isCharacter(key: string): boolean {
  return Array.from(key).length === 1;
}

type KeyOf = Pick<KeyEvent, 'code' | 'shiftKey' | 'altGraph'>;

/** The accent a dead key puts on the next letter on a layout ('^' for BracketLeft on AZERTY), or null. */
export function deadAccentOf(layout: KeyboardLayout, event: KeyOf): string | null {
  const output = layout.keys[event.code]?.[layerOf(event)];
  return output?.dead ? output.char : null;
}

/**
 * The characters a key typed right after a dead key makes: the composed character ('ê'), or the accent then the
 * key's own character ('^t') when the accent does not go on it. `typed` is what the browser reported: when it is
 * not the key's own character, the browser (or the system) composed it already, and it is taken as it is.
 */
export function charsAfterDeadKey(
  layout: KeyboardLayout,
  accent: string,
  event: KeyOf,
  typed: string,
): string[] {
  if (typed !== layout.keys[event.code]?.[layerOf(event)]?.char) return [typed];
  const composed = composeDeadKey(accent, typed);
  return composed !== undefined ? [composed] : [accent, typed];
}

/**
 * Turns `keydown` events (code and key as the browser gives them) into the engine's keystrokes on one layout:
 *
 * - Shift and a dead key are counted keys (`{ kind: 'key', code }`): a dead key is not an error, it types
 *   nothing yet;
 * - the key after a dead key types the composed character, one keystroke of the text: whether the browser
 *   reports the composed character ('ê', Chromium on Windows) or the plain letter ('e'), the layout says which
 *   accent the dead key puts on it; a letter the accent does not go on types the accent, then the letter;
 * - Backspace deletes; AltGr, Control and the other keys that type nothing are left out.
 *
 * Pure: replaying the same events gives the same keystrokes, on the client and on the server.
 */
export function createKeyEventReader(layout: KeyboardLayout): (event: KeyEvent) => Keystroke[] {
  let pendingDead: string | null = null;
  return (event) => {
    const { code, key, timeStamp } = event;
    if (key === 'Dead') {
      pendingDead = deadAccentOf(layout, event);
      return [{ kind: 'key', code, timeStamp }];
    }
    if (key === 'Shift') return [{ kind: 'key', code, timeStamp }];
    if (key === 'Backspace') {
      pendingDead = null;
      return [{ kind: 'delete', timeStamp }];
    }
    if (!isCharacter(key)) return [];
    const dead = pendingDead;
    pendingDead = null;
    if (dead === null) return [{ kind: 'insert', char: key, timeStamp, code }];
    const chars = charsAfterDeadKey(layout, dead, event, key);
    // The key's code goes with the last character: an accent typed alone has no key of its own.
    return chars.map((char, index) =>
      index === chars.length - 1
        ? { kind: 'insert', char, timeStamp, code }
        : { kind: 'insert', char, timeStamp },
    );
  };
}

/** Every keystroke of a run of key events on one layout (see `createKeyEventReader`). */
export function keystrokesFromKeyEvents(events: readonly KeyEvent[], layout: KeyboardLayout): Keystroke[] {
  const read = createKeyEventReader(layout);
  return events.flatMap((event) => read(event));
}
