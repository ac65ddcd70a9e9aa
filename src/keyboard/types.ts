export type Hand = 'left' | 'right';
export type FingerName = 'pinky' | 'ring' | 'middle' | 'index' | 'thumb';
/** A finger, named from the learner's point of view: 'left-index' is the left hand's index finger. */
export type Finger = `${Hand}-${FingerName}`;

/** The ten fingers from the left pinky to the right pinky (thumbs in the middle). */
export const FINGERS: readonly Finger[] = [
  'left-pinky',
  'left-ring',
  'left-middle',
  'left-index',
  'left-thumb',
  'right-thumb',
  'right-index',
  'right-middle',
  'right-ring',
  'right-pinky',
];

/** Which block of the keyboard a key sits in. */
export type KeyBlock = 'main' | 'numpad';

/** One physical key, keyed by `KeyboardEvent.code`. Geometry is in key units (1 = a letter key). */
export interface KeyDef {
  code: string;
  block: KeyBlock;
  /** 0 = digit row (numpad: the NumLock row), 1 = upper letter row, 2 = home row, 3 = lower row, 4 = space row. */
  row: number;
  /** Left edge from the left edge of the block. */
  x: number;
  /** Top edge from the top of the block (row is the logical row; y allows the numpad's tall keys). */
  y: number;
  width: number;
  height: number;
  finger: Finger;
  /** The tactile bump of F, J and Numpad5. */
  homeBump: boolean;
  /** Legend printed on the key (US). */
  label: string;
  /** Upper legend for keys whose shifted character differs from the capital letter (digits, symbols). */
  shiftLabel?: string;
  /** Character typed without Shift on a US layout, if the key types one. */
  char?: string;
  /** Character typed with Shift on a US layout. */
  shiftChar?: string;
}

/** The key (and Shift key, when needed) that types a character, for highlighting and finger hints. */
export interface KeyPress {
  key: KeyDef;
  /** The Shift key to hold, on the hand opposite the key's; absent when no Shift is needed. */
  shift?: KeyDef;
  /** The AltGr key (right Alt) to hold, for a character of a layout's AltGr layer. */
  altGr?: KeyDef;
  /** A dead key to press first, for an accented letter typed through one ('^' before 'e' makes 'ê'). */
  dead?: KeyPress;
}

/**
 * A key press as the browser reports it in `keydown`: `code` names the physical key, `key` what it typed in the
 * learner's layout ('Dead' for a dead key, 'Shift', 'AltGraph', or the character, 'ê' for the letter after a dead
 * key on Windows).
 */
export interface KeyEvent {
  code: string;
  key: string;
  shiftKey: boolean;
  /** AltGr held (`getModifierState('AltGraph')`). */
  altGraph: boolean;
  timeStamp: number;
}
