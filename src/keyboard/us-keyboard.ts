import type { Finger, KeyBlock, KeyDef } from './types';

/**
 * The US keyboard as data: an ANSI main block and the numeric keypad, in key units (1 = a letter key).
 *
 * Fingers follow the standard touch-typing chart: each hand rests on the home row (A S D F / J K L ;), the index
 * fingers also cover the two inner columns (5 T G B and 6 Y H N), the pinkies everything on the outside.
 * The space bar belongs to the thumbs; one finger per key is stored, so it is the right thumb here, and the course
 * tells the learner either thumb is fine.
 *
 * Numeric keypad convention ("thumb on 0"): the right hand rests on 4 5 6 with the middle finger on the bumped 5.
 * Index: NumLock 7 4 1; middle: / 8 5 2; ring: * 9 6 3 and the decimal point; pinky: - + Enter; thumb: 0.
 */

interface RowKey {
  code: string;
  width?: number;
  finger: Finger;
  label: string;
  char?: string;
  shiftChar?: string;
  homeBump?: boolean;
}

function letter(l: string, finger: Finger, homeBump = false): RowKey {
  return { code: `Key${l}`, finger, label: l, char: l.toLowerCase(), shiftChar: l, homeBump };
}

function symbol(code: string, finger: Finger, char: string, shiftChar: string): RowKey {
  return { code, finger, label: char, char, shiftChar };
}

/** Lay a row of keys left to right, each starting where the previous one ends. */
function layRow(block: KeyBlock, row: number, keys: readonly RowKey[]): KeyDef[] {
  let x = 0;
  return keys.map((key) => {
    const width = key.width ?? 1;
    const def = toKeyDef(key, block, row, x, row, width, 1);
    x += width;
    return def;
  });
}

function toKeyDef(
  key: RowKey,
  block: KeyBlock,
  row: number,
  x: number,
  y: number,
  width: number,
  height: number,
): KeyDef {
  const def: KeyDef = {
    code: key.code,
    block,
    row,
    x,
    y,
    width,
    height,
    finger: key.finger,
    homeBump: key.homeBump ?? false,
    label: key.label,
  };
  if (key.char !== undefined) def.char = key.char;
  if (key.shiftChar !== undefined) {
    def.shiftChar = key.shiftChar;
    // Letters show their capital as the legend already; digits and symbols print the shifted character on top.
    if (key.shiftChar !== key.label) def.shiftLabel = key.shiftChar;
  }
  return def;
}

const DIGIT_ROW: readonly RowKey[] = [
  symbol('Backquote', 'left-pinky', '`', '~'),
  symbol('Digit1', 'left-pinky', '1', '!'),
  symbol('Digit2', 'left-ring', '2', '@'),
  symbol('Digit3', 'left-middle', '3', '#'),
  symbol('Digit4', 'left-index', '4', '$'),
  symbol('Digit5', 'left-index', '5', '%'),
  symbol('Digit6', 'right-index', '6', '^'),
  symbol('Digit7', 'right-index', '7', '&'),
  symbol('Digit8', 'right-middle', '8', '*'),
  symbol('Digit9', 'right-ring', '9', '('),
  symbol('Digit0', 'right-pinky', '0', ')'),
  symbol('Minus', 'right-pinky', '-', '_'),
  symbol('Equal', 'right-pinky', '=', '+'),
  { code: 'Backspace', width: 2, finger: 'right-pinky', label: 'Backspace' },
];

const UPPER_ROW: readonly RowKey[] = [
  { code: 'Tab', width: 1.5, finger: 'left-pinky', label: 'Tab', char: '\t' },
  letter('Q', 'left-pinky'),
  letter('W', 'left-ring'),
  letter('E', 'left-middle'),
  letter('R', 'left-index'),
  letter('T', 'left-index'),
  letter('Y', 'right-index'),
  letter('U', 'right-index'),
  letter('I', 'right-middle'),
  letter('O', 'right-ring'),
  letter('P', 'right-pinky'),
  symbol('BracketLeft', 'right-pinky', '[', '{'),
  symbol('BracketRight', 'right-pinky', ']', '}'),
  { ...symbol('Backslash', 'right-pinky', '\\', '|'), width: 1.5 },
];

const HOME_ROW: readonly RowKey[] = [
  { code: 'CapsLock', width: 1.75, finger: 'left-pinky', label: 'Caps Lock' },
  letter('A', 'left-pinky'),
  letter('S', 'left-ring'),
  letter('D', 'left-middle'),
  letter('F', 'left-index', true),
  letter('G', 'left-index'),
  letter('H', 'right-index'),
  letter('J', 'right-index', true),
  letter('K', 'right-middle'),
  letter('L', 'right-ring'),
  symbol('Semicolon', 'right-pinky', ';', ':'),
  symbol('Quote', 'right-pinky', "'", '"'),
  { code: 'Enter', width: 2.25, finger: 'right-pinky', label: 'Enter', char: '\n' },
];

const LOWER_ROW: readonly RowKey[] = [
  { code: 'ShiftLeft', width: 2.25, finger: 'left-pinky', label: 'Shift' },
  letter('Z', 'left-pinky'),
  letter('X', 'left-ring'),
  letter('C', 'left-middle'),
  letter('V', 'left-index'),
  letter('B', 'left-index'),
  letter('N', 'right-index'),
  letter('M', 'right-index'),
  symbol('Comma', 'right-middle', ',', '<'),
  symbol('Period', 'right-ring', '.', '>'),
  symbol('Slash', 'right-pinky', '/', '?'),
  { code: 'ShiftRight', width: 2.75, finger: 'right-pinky', label: 'Shift' },
];

const SPACE_ROW: readonly RowKey[] = [
  { code: 'ControlLeft', width: 1.25, finger: 'left-pinky', label: 'Ctrl' },
  { code: 'MetaLeft', width: 1.25, finger: 'left-thumb', label: 'Win' },
  { code: 'AltLeft', width: 1.25, finger: 'left-thumb', label: 'Alt' },
  { code: 'Space', width: 6.25, finger: 'right-thumb', label: '', char: ' ' },
  { code: 'AltRight', width: 1.25, finger: 'right-thumb', label: 'Alt' },
  { code: 'MetaRight', width: 1.25, finger: 'right-thumb', label: 'Win' },
  { code: 'ContextMenu', width: 1.25, finger: 'right-pinky', label: 'Menu' },
  { code: 'ControlRight', width: 1.25, finger: 'right-pinky', label: 'Ctrl' },
];

const MAIN_BLOCK: readonly KeyDef[] = [
  ...layRow('main', 0, DIGIT_ROW),
  ...layRow('main', 1, UPPER_ROW),
  ...layRow('main', 2, HOME_ROW),
  ...layRow('main', 3, LOWER_ROW),
  ...layRow('main', 4, SPACE_ROW),
];

/** A numpad key: `row` is the row of its top edge; tall keys span two rows. */
function pad(
  code: string,
  row: number,
  x: number,
  finger: Finger,
  label: string,
  char?: string,
  size: { width?: number; height?: number; homeBump?: boolean } = {},
): KeyDef {
  const key: RowKey = { code, finger, label, homeBump: size.homeBump ?? false };
  if (char !== undefined) key.char = char;
  return toKeyDef(key, 'numpad', row, x, row, size.width ?? 1, size.height ?? 1);
}

const NUMPAD_BLOCK: readonly KeyDef[] = [
  pad('NumLock', 0, 0, 'right-index', 'Num Lock'),
  pad('NumpadDivide', 0, 1, 'right-middle', '/', '/'),
  pad('NumpadMultiply', 0, 2, 'right-ring', '*', '*'),
  pad('NumpadSubtract', 0, 3, 'right-pinky', '-', '-'),
  pad('Numpad7', 1, 0, 'right-index', '7', '7'),
  pad('Numpad8', 1, 1, 'right-middle', '8', '8'),
  pad('Numpad9', 1, 2, 'right-ring', '9', '9'),
  pad('NumpadAdd', 1, 3, 'right-pinky', '+', '+', { height: 2 }),
  pad('Numpad4', 2, 0, 'right-index', '4', '4'),
  pad('Numpad5', 2, 1, 'right-middle', '5', '5', { homeBump: true }),
  pad('Numpad6', 2, 2, 'right-ring', '6', '6'),
  pad('Numpad1', 3, 0, 'right-index', '1', '1'),
  pad('Numpad2', 3, 1, 'right-middle', '2', '2'),
  pad('Numpad3', 3, 2, 'right-ring', '3', '3'),
  pad('NumpadEnter', 3, 3, 'right-pinky', 'Enter', '\n', { height: 2 }),
  pad('Numpad0', 4, 0, 'right-thumb', '0', '0', { width: 2 }),
  pad('NumpadDecimal', 4, 2, 'right-ring', '.', '.'),
];

/**
 * Every key of a US ANSI keyboard: the main block, then the numeric keypad. Keys of a block never overlap, so an
 * on-screen keyboard can draw them as they are.
 */
export const US_KEYBOARD: readonly KeyDef[] = [...MAIN_BLOCK, ...NUMPAD_BLOCK];

/**
 * The ISO key between the left Shift and Z (`IntlBackslash`). On a US layout it types `\` and `|`. It is not part
 * of `US_KEYBOARD` (an ANSI keyboard has a wide left Shift there); see `ISO_KEYBOARD` for drawing it.
 */
export const INTL_BACKSLASH: KeyDef = toKeyDef(
  { code: 'IntlBackslash', finger: 'left-pinky', label: '\\', char: '\\', shiftChar: '|' },
  'main',
  3,
  1.25,
  3,
  1,
  1,
);

/**
 * The same keyboard with the ISO lower row: a short left Shift (1.25 units) followed by `IntlBackslash`.
 * For learners whose keyboard has the extra key; typing targets are the same as on `US_KEYBOARD`.
 */
export const ISO_KEYBOARD: readonly KeyDef[] = US_KEYBOARD.flatMap((key) =>
  key.code === 'ShiftLeft' ? [{ ...key, width: 1.25 }, INTL_BACKSLASH] : [key],
);
