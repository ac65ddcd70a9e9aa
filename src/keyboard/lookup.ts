import type { Finger, KeyBlock, KeyDef, KeyPress } from './types';
import { INTL_BACKSLASH, US_KEYBOARD } from './us-keyboard';

const BY_CODE = new Map<string, KeyDef>([...US_KEYBOARD, INTL_BACKSLASH].map((key) => [key.code, key]));

/** The key with this `KeyboardEvent.code`, on the main block, the numpad, or the ISO `IntlBackslash`. */
export function keyByCode(code: string): KeyDef | undefined {
  return BY_CODE.get(code);
}

function requireKey(code: string): KeyDef {
  const key = BY_CODE.get(code);
  if (!key) throw new Error(`No key ${code} in the keyboard table`);
  return key;
}

const SHIFT_LEFT = requireKey('ShiftLeft');
const SHIFT_RIGHT = requireKey('ShiftRight');

/**
 * Character -> key press, from the main block only: each character has exactly one way to be typed, so the
 * numpad digits and the ISO key (which repeat characters of the main block) are left out.
 */
const BY_CHAR = new Map<string, KeyPress>();
for (const key of US_KEYBOARD) {
  if (key.block !== 'main') continue;
  if (key.char !== undefined) BY_CHAR.set(key.char, { key });
  if (key.shiftChar !== undefined) {
    // Touch typists hold Shift with the pinky of the other hand, so the key's own hand stays on the home row.
    const shift = key.finger.startsWith('left-') ? SHIFT_RIGHT : SHIFT_LEFT;
    BY_CHAR.set(key.shiftChar, { key, shift });
  }
}

/**
 * The key that types a character on a US layout and, for capitals and shifted symbols, the Shift key of the
 * opposite hand ('A' -> KeyA + ShiftRight, 'P' -> KeyP + ShiftLeft). Undefined for characters a US keyboard
 * cannot type directly (e.g. 'é', '中').
 */
export function keyPressFor(char: string): KeyPress | undefined {
  return BY_CHAR.get(char);
}

/** The finger that presses the key of a character (not the Shift finger). */
export function fingerForChar(char: string): Finger | undefined {
  return BY_CHAR.get(char)?.key.finger;
}

/** The codes of the home row where the fingers rest: A S D F and J K L ;. */
export const HOME_KEYS: readonly string[] = [
  'KeyA',
  'KeyS',
  'KeyD',
  'KeyF',
  'KeyJ',
  'KeyK',
  'KeyL',
  'Semicolon',
];

/** Where the right hand rests on the numeric keypad: 4 5 6 (and the thumb on 0). */
export const NUMPAD_HOME_KEYS: readonly string[] = ['Numpad4', 'Numpad5', 'Numpad6'];

/** The resting key of each finger on the main block; thumbs rest on the space bar. */
export const HOME_KEY_OF_FINGER: Readonly<Record<Finger, string>> = {
  'left-pinky': 'KeyA',
  'left-ring': 'KeyS',
  'left-middle': 'KeyD',
  'left-index': 'KeyF',
  'left-thumb': 'Space',
  'right-thumb': 'Space',
  'right-index': 'KeyJ',
  'right-middle': 'KeyK',
  'right-ring': 'KeyL',
  'right-pinky': 'Semicolon',
};

/**
 * The distinct key codes needed to type a text, in order of first use, Shift keys included. Characters a US
 * keyboard cannot type are skipped.
 */
export function codesForText(text: string): string[] {
  const codes = new Set<string>();
  for (const char of text) {
    const press = BY_CHAR.get(char);
    if (!press) continue;
    codes.add(press.key.code);
    if (press.shift) codes.add(press.shift.code);
  }
  return [...codes];
}

/** The keys of one block of a keyboard (by default `US_KEYBOARD`), e.g. for drawing the numpad alone. */
export function keysOfBlock(block: KeyBlock, keyboard: readonly KeyDef[] = US_KEYBOARD): KeyDef[] {
  return keyboard.filter((key) => key.block === block);
}

/** The keys pressed by one finger on the main block (the numpad has its own, see `keysOfBlock`). */
export function keysOfFinger(finger: Finger, block: KeyBlock = 'main'): KeyDef[] {
  return US_KEYBOARD.filter((key) => key.block === block && key.finger === finger);
}

/** Width and height of a block in key units, for scaling an on-screen keyboard. */
export function blockSize(keys: readonly KeyDef[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const key of keys) {
    width = Math.max(width, key.x + key.width);
    height = Math.max(height, key.y + key.height);
  }
  return { width, height };
}

/** The numpad key that types a character ('0'-'9', '.', '+', '-', '*', '/', Enter), for numpad practice. */
export function numpadKeyFor(char: string): KeyDef | undefined {
  return US_KEYBOARD.find((key) => key.block === 'numpad' && key.char === char);
}
