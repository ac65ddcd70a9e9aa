/**
 * The keyboard model: a US keyboard keyed by `KeyboardEvent.code`, with geometry, fingers and the characters
 * each key types. Correctness is judged elsewhere by the typed character; this module gives position, finger
 * hints and highlighting by code.
 */
export type { Finger, FingerName, Hand, KeyBlock, KeyDef, KeyPress } from './types';
export { FINGERS } from './types';
export { US_KEYBOARD, ISO_KEYBOARD, INTL_BACKSLASH } from './us-keyboard';
export {
  keyByCode,
  keyPressFor,
  fingerForChar,
  HOME_KEYS,
  NUMPAD_HOME_KEYS,
  HOME_KEY_OF_FINGER,
  codesForText,
  keysOfBlock,
  keysOfFinger,
  blockSize,
  numpadKeyFor,
} from './lookup';
