import type { Finger, KeyDef, KeyEvent, KeyPress } from './types';
import { composeDeadKey, LAYERS, type Geometry, type KeyboardLayout, type Layer } from './layouts';
import { US_KEYBOARD } from './us-keyboard';

/**
 * The keys of any layout: the geometry's physical keys (positions and fingers do not depend on the layout) with
 * the layout's characters and legends, and how each character of the layout is typed.
 */

/** The finger of each physical key: the US table's, and the keys only ISO and JIS keyboards have. */
const FINGER_OF_CODE = new Map<string, Finger>([
  ...US_KEYBOARD.map((key): [string, Finger] => [key.code, key.finger]),
  ['IntlBackslash', 'left-pinky'],
  ['IntlYen', 'right-pinky'],
  ['IntlRo', 'right-pinky'],
]);

/** Where a key of the main block sits, in key units. */
interface Place {
  code: string;
  row: number;
  x: number;
  y?: number;
  width: number;
  height?: number;
}

const US_MAIN = US_KEYBOARD.filter((key) => key.block === 'main');
const US_PLACES: Place[] = US_MAIN.map(({ code, row, x, width }) => ({ code, row, x, width }));

/**
 * ISO: Backslash moves down to the home row beside a tall Enter (drawn as the Enter's lower, narrower part over
 * two rows, so no two keys overlap), and a short left Shift makes room for IntlBackslash.
 */
function isoPlaces(): Place[] {
  const places = US_PLACES.filter((place) => !['Backslash', 'Enter', 'ShiftLeft'].includes(place.code));
  places.push(
    { code: 'Enter', row: 1, x: 13.75, y: 1, width: 1.25, height: 2 },
    { code: 'Backslash', row: 2, x: 12.75, width: 1 },
    { code: 'ShiftLeft', row: 3, x: 0, width: 1.25 },
    { code: 'IntlBackslash', row: 3, x: 1.25, width: 1 },
  );
  return places;
}

/** JIS: ISO's Enter and Backslash, a full left Shift, IntlYen beside a short Backspace and IntlRo beside Shift. */
function jisPlaces(): Place[] {
  const places = isoPlaces().filter(
    (place) => !['Backspace', 'ShiftLeft', 'IntlBackslash', 'ShiftRight'].includes(place.code),
  );
  places.push(
    { code: 'IntlYen', row: 0, x: 13, width: 1 },
    { code: 'Backspace', row: 0, x: 14, width: 1 },
    { code: 'ShiftLeft', row: 3, x: 0, width: 2.25 },
    { code: 'IntlRo', row: 3, x: 12.25, width: 1 },
    { code: 'ShiftRight', row: 3, x: 13.25, width: 1.75 },
  );
  return places;
}

const PLACES: Record<Geometry, readonly Place[]> = { ansi: US_PLACES, iso: isoPlaces(), jis: jisPlaces() };

/** The on-screen legend of a key that types a character: capitals for letters, as they are printed. */
function legendOf(base: string, shift: string | undefined): string {
  return shift !== undefined && base.toUpperCase() === shift && base !== shift ? shift : base;
}

function keyDefOf(place: Place, layout: KeyboardLayout): KeyDef {
  const us = US_MAIN.find((key) => key.code === place.code);
  const layoutKey = layout.keys[place.code];
  const def: KeyDef = {
    code: place.code,
    block: 'main',
    row: place.row,
    x: place.x,
    y: place.y ?? place.row,
    width: place.width,
    height: place.height ?? 1,
    finger: FINGER_OF_CODE.get(place.code) ?? 'right-pinky',
    homeBump: us?.homeBump ?? false,
    label: us?.label ?? '',
  };
  if (!layoutKey) {
    if (us?.char !== undefined) def.char = us.char;
    return def;
  }
  const { base, shift } = layoutKey;
  if (place.code === 'Space') {
    def.char = ' ';
    return def;
  }
  if (base) {
    def.label = legendOf(base.char, shift?.char);
    if (!base.dead) def.char = base.char;
  } else def.label = '';
  if (shift && !shift.dead) def.shiftChar = shift.char;
  if (shift && shift.char !== def.label) def.shiftLabel = shift.char;
  return def;
}

const KEYBOARDS = new Map<KeyboardLayout, readonly KeyDef[]>();

/**
 * Every key of a layout's keyboard: its geometry's main block (rows in order, left to right) with the layout's
 * legends and characters (`char`/`shiftChar` only where the key types that character at once, not as a dead key),
 * then the numeric keypad as on every layout.
 */
export function keyboardFor(layout: KeyboardLayout): readonly KeyDef[] {
  let keys = KEYBOARDS.get(layout);
  if (!keys) {
    const main = [...PLACES[layout.geometry]]
      .sort((a, b) => a.row - b.row || a.x - b.x)
      .map((place) => keyDefOf(place, layout));
    keys = [...main, ...US_KEYBOARD.filter((key) => key.block === 'numpad')];
    KEYBOARDS.set(layout, keys);
  }
  return keys;
}

const PRESSES = new Map<KeyboardLayout, Map<string, KeyPress>>();

/** How many keys a press takes: fewer is the way to type a character when a layout has several. */
function effort(press: KeyPress): number {
  return 1 + (press.shift ? 1 : 0) + (press.altGr ? 1 : 0) + (press.dead ? effort(press.dead) : 0);
}

function pressesOf(layout: KeyboardLayout): Map<string, KeyPress> {
  const cached = PRESSES.get(layout);
  if (cached) return cached;
  const keys = keyboardFor(layout);
  const byCode = new Map(keys.map((key) => [key.code, key]));
  const shiftLeft = byCode.get('ShiftLeft')!;
  const shiftRight = byCode.get('ShiftRight')!;
  const altGr = byCode.get('AltRight')!;
  const presses = new Map<string, KeyPress>();
  const offer = (char: string, press: KeyPress) => {
    const known = presses.get(char);
    if (!known || effort(press) < effort(known)) presses.set(char, press);
  };
  const pressOf = (key: KeyDef, layer: Layer): KeyPress => {
    const press: KeyPress = { key };
    // Touch typists hold Shift with the pinky of the other hand, so the key's own hand stays on the home row.
    if (layer === 'shift' || layer === 'altGrShift')
      press.shift = key.finger.startsWith('left-') ? shiftRight : shiftLeft;
    if (layer === 'altGr' || layer === 'altGrShift') press.altGr = altGr;
    return press;
  };
  const deadPresses: { char: string; press: KeyPress }[] = [];
  // Keys in drawing order and layers in order, so the first way found among equals is the plainest.
  for (const key of keys) {
    if (key.block !== 'main') continue;
    if (key.code === 'Space') {
      offer(' ', { key });
      continue;
    }
    const layoutKey = layout.keys[key.code];
    if (!layoutKey) {
      if (key.char !== undefined) offer(key.char, { key });
      continue;
    }
    for (const layer of LAYERS) {
      const output = layoutKey[layer];
      if (!output) continue;
      if (output.dead) deadPresses.push({ char: output.char, press: pressOf(key, layer) });
      else offer(output.char, pressOf(key, layer));
    }
  }
  const space = byCode.get('Space')!;
  const direct = [...presses];
  for (const { char: deadChar, press: dead } of deadPresses) {
    // A dead key then Space types the accent itself; a dead key then a letter types the accented letter.
    offer(deadChar, { key: space, dead });
    for (const [letter, press] of direct) {
      if (press.dead || press.altGr) continue;
      const composed = composeDeadKey(deadChar, letter);
      if (composed && composed !== deadChar) offer(composed, { ...press, dead });
    }
  }
  PRESSES.set(layout, presses);
  return presses;
}

/**
 * The keys that type a character on a layout: the key, the Shift of the other hand and AltGr it needs, and the
 * dead key to press first for an accented letter typed through one. Undefined for a character the layout cannot
 * type. On the US layout this is `keyPressFor`.
 */
export function layoutKeyPressFor(char: string, layout: KeyboardLayout): KeyPress | undefined {
  return pressesOf(layout).get(char);
}

/** Every character a layout types, with its key press. */
export function layoutCharacters(layout: KeyboardLayout): ReadonlyMap<string, KeyPress> {
  return pressesOf(layout);
}

/**
 * The `keydown` events a learner's browser reports while typing a text on a layout: Shift and AltGr as they are
 * pressed, 'Dead' for a dead key, and the typed character (an accented letter after a dead key, as Chromium on
 * Windows reports it). `gapMs` apart from `start`. Characters the layout cannot type are skipped.
 */
export function keyEventsFor(text: string, layout: KeyboardLayout, start = 0, gapMs = 150): KeyEvent[] {
  const events: KeyEvent[] = [];
  let time = start;
  const push = (code: string, key: string, press: KeyPress) => {
    events.push({
      code,
      key,
      shiftKey: press.shift !== undefined,
      altGraph: press.altGr !== undefined,
      timeStamp: time,
    });
    time += gapMs;
  };
  const pressKeys = (press: KeyPress, key: string) => {
    if (press.shift) push(press.shift.code, 'Shift', press);
    if (press.altGr) push(press.altGr.code, 'AltGraph', press);
    push(press.key.code, key, press);
  };
  for (const char of text) {
    const press = layoutKeyPressFor(char, layout);
    if (!press) continue;
    if (press.dead) pressKeys(press.dead, 'Dead');
    pressKeys(press, char);
  }
  return events;
}
