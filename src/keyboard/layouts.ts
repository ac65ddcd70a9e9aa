import { KEYBOARD_LAYOUT_IDS, isKeyboardLayoutId, type KeyboardLayoutId } from '../contracts/constants';
import tables from './data/layouts.json' with { type: 'json' };

/**
 * Keyboard layouts as data: what each physical key (`KeyboardEvent.code`) types in four layers, base, Shift,
 * AltGr and AltGr+Shift, with dead keys marked. Positions and fingers do not depend on the layout (fingers follow
 * the physical key): see `keyboardFor` for the keys of a layout's geometry.
 *
 * Most tables come from a data package (src/keyboard/data/layouts.json, built by
 * scripts/keyboard/extract-layouts.mjs; see src/keyboard/SOURCES.md). The package does not say which keys are dead
 * on Windows, and has no Colemak, Colemak-DH or JIS table: those are declared below.
 */

/** The layouts there are tables for (the API contract's list: a character and an attempt name one). */
export const LAYOUT_IDS = KEYBOARD_LAYOUT_IDS;
export type LayoutId = KeyboardLayoutId;

/**
 * The physical form of the main block: ANSI (wide left Shift, Backslash above Enter), ISO (IntlBackslash beside a
 * short left Shift, Backslash on the home row, tall Enter) or JIS (ISO's Enter, IntlYen beside Backspace, IntlRo
 * beside the right Shift).
 */
export type Geometry = 'ansi' | 'iso' | 'jis';

/** The modifier layers of a key, in order. */
export const LAYERS = ['base', 'shift', 'altGr', 'altGrShift'] as const;
export type Layer = (typeof LAYERS)[number];

/** What a key types in one layer: a character, or a dead key that puts its accent on the next letter. */
export interface KeyOutput {
  char: string;
  dead: boolean;
}

export type LayoutKey = Partial<Record<Layer, KeyOutput>>;

export interface KeyboardLayout {
  id: LayoutId;
  /** The layout's usual name (not translated: it is what the operating system calls it). */
  name: string;
  geometry: Geometry;
  /** The keys that type something, by code. */
  keys: Readonly<Record<string, LayoutKey>>;
}

type Table = Record<string, string[]>;
const DATA = tables.layouts as Record<string, Table>;

/** Which layers of which keys are dead keys on Windows (the data package records the characters only). */
const DEAD_KEYS: Partial<Record<LayoutId, Record<string, readonly Layer[]>>> = {
  'us-intl': { Quote: ['base', 'shift'], Backquote: ['base', 'shift'], Digit6: ['shift'] },
  fr: { BracketLeft: ['base', 'shift'], Digit2: ['altGr'], Digit7: ['altGr'] },
  be: {
    BracketLeft: ['base', 'shift'],
    Quote: ['altGr', 'altGrShift'],
    Backslash: ['altGr', 'altGrShift'],
    Slash: ['altGr', 'altGrShift'],
  },
  de: { Backquote: ['base'], Equal: ['base', 'shift'] },
  'ch-de': { Equal: ['base', 'shift', 'altGr'], BracketRight: ['base'], Minus: ['altGr'] },
  es: { BracketLeft: ['base', 'shift'], Quote: ['base', 'shift'], Digit4: ['altGr'] },
  latam: { BracketLeft: ['base', 'shift'], BracketRight: ['altGr'], Quote: ['altGr'], Backslash: ['altGr'] },
  pt: { BracketRight: ['base', 'shift'], Backslash: ['base', 'shift'], BracketLeft: ['altGr'] },
  sv: { Equal: ['base', 'shift'], BracketRight: ['base', 'shift', 'altGr'] },
};

/** Colemak's letters where they differ from the US layout, as [base, Shift]. */
const COLEMAK: Record<string, readonly [string, string]> = {
  KeyE: ['f', 'F'],
  KeyR: ['p', 'P'],
  KeyT: ['g', 'G'],
  KeyY: ['j', 'J'],
  KeyU: ['l', 'L'],
  KeyI: ['u', 'U'],
  KeyO: ['y', 'Y'],
  KeyP: [';', ':'],
  KeyS: ['r', 'R'],
  KeyD: ['s', 'S'],
  KeyF: ['t', 'T'],
  KeyG: ['d', 'D'],
  KeyJ: ['n', 'N'],
  KeyK: ['e', 'E'],
  KeyL: ['i', 'I'],
  Semicolon: ['o', 'O'],
  KeyN: ['k', 'K'],
};

/**
 * Keys that differ from the US layout, as [base, Shift], for the layouts the data package lacks: Colemak and
 * Colemak-DH (ANSI, as their authors publish them) and Japanese JIS in its romaji (direct input) layer.
 */
const US_OVERRIDES: Record<'jis' | 'colemak' | 'colemak-dh', Record<string, readonly [string, string]>> = {
  jis: {
    Digit2: ['2', '"'],
    Digit6: ['6', '&'],
    Digit7: ['7', "'"],
    Digit8: ['8', '('],
    Digit9: ['9', ')'],
    Digit0: ['0', ''],
    Minus: ['-', '='],
    Equal: ['^', '~'],
    IntlYen: ['\\', '|'],
    BracketLeft: ['@', '`'],
    BracketRight: ['[', '{'],
    Backslash: [']', '}'],
    Semicolon: [';', '+'],
    Quote: [':', '*'],
    IntlRo: ['\\', '_'],
    Backquote: ['', ''],
    IntlBackslash: ['', ''],
  },
  colemak: COLEMAK,
  'colemak-dh': {
    // Colemak with D and H moved down beside the index fingers' home keys (the ANSI "angle" variant).
    ...COLEMAK,
    KeyT: ['b', 'B'],
    KeyG: ['g', 'G'],
    KeyH: ['m', 'M'],
    KeyZ: ['x', 'X'],
    KeyX: ['c', 'C'],
    KeyC: ['d', 'D'],
    KeyV: ['v', 'V'],
    KeyB: ['z', 'Z'],
    KeyM: ['h', 'H'],
  },
};

const NAMES: Record<LayoutId, string> = {
  us: 'US',
  uk: 'United Kingdom',
  'us-intl': 'US International',
  fr: 'Français (AZERTY)',
  be: 'Belgique (AZERTY)',
  de: 'Deutsch (QWERTZ)',
  'ch-de': 'Schweiz (QWERTZ)',
  es: 'Español',
  latam: 'Latinoamérica',
  pt: 'Português',
  it: 'Italiano',
  sv: 'Svenska',
  jis: '日本語 (JIS)',
  dvorak: 'Dvorak',
  colemak: 'Colemak',
  'colemak-dh': 'Colemak-DH',
};

const GEOMETRY: Record<LayoutId, Geometry> = {
  us: 'ansi',
  uk: 'iso',
  'us-intl': 'ansi',
  fr: 'iso',
  be: 'iso',
  de: 'iso',
  'ch-de': 'iso',
  es: 'iso',
  latam: 'iso',
  pt: 'iso',
  it: 'iso',
  sv: 'iso',
  jis: 'jis',
  dvorak: 'ansi',
  colemak: 'ansi',
  'colemak-dh': 'ansi',
};

function tableOf(id: LayoutId): Table {
  if (id === 'jis' || id === 'colemak' || id === 'colemak-dh') {
    // Built on the US table's base and Shift layers (AltGr is not part of these layouts).
    const table: Table = {};
    for (const [code, chars] of Object.entries(DATA['us']!)) table[code] = [chars[0] ?? '', chars[1] ?? ''];
    for (const [code, chars] of Object.entries(US_OVERRIDES[id])) table[code] = [...chars];
    return table;
  }
  const table = DATA[id];
  if (!table) throw new Error(`No keyboard table for layout ${id}`);
  return table;
}

/** Keys only some geometries have; every other key of the tables is on all three. */
const GEOMETRY_KEYS: Record<string, readonly Geometry[]> = {
  IntlBackslash: ['iso'],
  IntlYen: ['jis'],
  IntlRo: ['jis'],
};

function buildLayout(id: LayoutId): KeyboardLayout {
  const dead = DEAD_KEYS[id] ?? {};
  const keys: Record<string, LayoutKey> = {};
  for (const [code, chars] of Object.entries(tableOf(id))) {
    // A table recorded on another keyboard may name a key this layout's keyboard does not have.
    if (GEOMETRY_KEYS[code] && !GEOMETRY_KEYS[code].includes(GEOMETRY[id])) continue;
    const key: LayoutKey = {};
    LAYERS.forEach((layer, index) => {
      const char = chars[index];
      if (char) key[layer] = { char, dead: dead[code]?.includes(layer) ?? false };
    });
    if (Object.keys(key).length > 0) keys[code] = key;
  }
  return { id, name: NAMES[id], geometry: GEOMETRY[id], keys };
}

/** Built on first use, so a page that never asks for a layout does not carry the tables. */
const LAYOUTS = new Map<LayoutId, KeyboardLayout>();

/** Whether a string names a layout there is a table for. */
export const isLayoutId: (value: string) => value is LayoutId = isKeyboardLayoutId;

/** The layout with this id. */
export function layoutById(id: LayoutId): KeyboardLayout {
  let layout = LAYOUTS.get(id);
  if (!layout) {
    layout = buildLayout(id);
    LAYOUTS.set(id, layout);
  }
  return layout;
}

/** Every layout, in the order of `LAYOUT_IDS`. */
export function keyboardLayouts(): KeyboardLayout[] {
  return LAYOUT_IDS.map(layoutById);
}

/**
 * The combining mark each dead key's character puts on the next letter (US International's ' and " are its
 * acute and diaeresis).
 */
const COMBINING: Readonly<Record<string, string>> = {
  '^': '\u0302',
  '¨': '\u0308',
  '´': '\u0301',
  '`': '\u0300',
  '~': '\u0303',
  "'": '\u0301',
  '"': '\u0308',
};

/** The letters dead keys compose with: vowels, and n with the tilde (ñ), as the layouts of Windows do. */
const COMPOSING_LETTERS: Readonly<Record<string, string>> = {
  '\u0302': 'aeiouAEIOU',
  '\u0308': 'aeiouyAEIOU',
  '\u0301': 'aeiouyAEIOUY',
  '\u0300': 'aeiouAEIOU',
  '\u0303': 'aonAON',
};

/**
 * The character a dead key followed by a letter types ('^' then 'e' -> 'ê'), or undefined when they do not make
 * one character (the layout then types both). A dead key followed by Space types its own character.
 */
export function composeDeadKey(dead: string, next: string): string | undefined {
  if (next === ' ') return dead;
  const mark = COMBINING[dead];
  if (!mark || !COMPOSING_LETTERS[mark]?.includes(next)) return undefined;
  const composed = (next + mark).normalize('NFC');
  return Array.from(composed).length === 1 ? composed : undefined;
}
