import { composeDeadKey, LAYERS, type KeyboardLayout, type KeyEvent, type Layer } from '../keyboard';
import type { Keystroke } from './keystroke';

/** The modifier layer a key event was typed in. */
function layerOf(event: KeyEvent): Layer {
  return LAYERS[(event.shiftKey ? 1 : 0) + (event.altGraph ? 2 : 0)]!;
}

/** A single character (one code point): the `key` of a key that types one. */
function isCharacter(key: string): boolean {
  return Array.from(key).length === 1;
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
      const output = layout.keys[code]?.[layerOf(event)];
      pendingDead = output?.dead ? output.char : null;
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
    if (dead === null || key !== layout.keys[code]?.[layerOf(event)]?.char) {
      // No dead key before, or the browser already composed the character (its key is not the key's own).
      return [{ kind: 'insert', char: key, timeStamp, code }];
    }
    const composed = composeDeadKey(dead, key);
    if (composed !== undefined) return [{ kind: 'insert', char: composed, timeStamp, code }];
    return [
      { kind: 'insert', char: dead, timeStamp },
      { kind: 'insert', char: key, timeStamp, code },
    ];
  };
}

/** Every keystroke of a run of key events on one layout (see `createKeyEventReader`). */
export function keystrokesFromKeyEvents(events: readonly KeyEvent[], layout: KeyboardLayout): Keystroke[] {
  const read = createKeyEventReader(layout);
  return events.flatMap((event) => read(event));
}
