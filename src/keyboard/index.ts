/**
 * The keyboard model: keyboards keyed by `KeyboardEvent.code`, with geometry, fingers and the characters each
 * key types. The US keyboard is `US_KEYBOARD` with its lookups below; every layout (AZERTY, QWERTZ, Dvorak …) is
 * data in `layouts.ts`, drawn by `keyboardFor` and typed by `layoutKeyPressFor`. Correctness is judged elsewhere
 * by the typed character; this module gives position, finger hints and highlighting by code.
 */
export type { Finger, FingerName, Hand, KeyBlock, KeyDef, KeyEvent, KeyPress } from './types';
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
export { LAYOUT_IDS, LAYERS, keyboardLayouts, layoutById, isLayoutId, composeDeadKey } from './layouts';
export type { Geometry, KeyboardLayout, KeyOutput, Layer, LayoutId, LayoutKey } from './layouts';
export { keyboardFor, layoutKeyPressFor, layoutCharacters, keyEventsFor } from './layout-keyboard';
export { suggestLayout, TAB_ROW_CODES, CHECK_CODES } from './detect';
