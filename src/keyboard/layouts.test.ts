import { describe, expect, it } from 'vitest';
import {
  FINGERS,
  keyboardLayouts,
  LAYOUT_IDS,
  LAYERS,
  US_KEYBOARD,
  composeDeadKey,
  keyPressFor,
  keyboardFor,
  layoutById,
  layoutCharacters,
  layoutKeyPressFor,
  type KeyDef,
  type KeyboardLayout,
  type KeyPress,
} from './index';

const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i));

function overlaps(a: KeyDef, b: KeyDef): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The character a press types on a layout, read back from the layout's table (composing a dead key's accent). */
function typedBy(press: KeyPress, layout: KeyboardLayout): string | undefined {
  const layer = LAYERS[(press.shift ? 1 : 0) + (press.altGr ? 2 : 0)]!;
  const own =
    press.key.code === 'Space' ? ' ' : (layout.keys[press.key.code]?.[layer]?.char ?? press.key.char);
  if (!press.dead || own === undefined) return own;
  const deadLayer = LAYERS[(press.dead.shift ? 1 : 0) + (press.dead.altGr ? 2 : 0)]!;
  const dead = layout.keys[press.dead.key.code]?.[deadLayer];
  return dead?.dead ? composeDeadKey(dead.char, own) : undefined;
}

describe('keyboard layouts as data', () => {
  it('has the sixteen layouts of issue 30, each with its geometry', () => {
    expect(keyboardLayouts().map((layout) => `${layout.id}:${layout.geometry}`)).toEqual([
      'us:ansi',
      'uk:iso',
      'us-intl:ansi',
      'fr:iso',
      'be:iso',
      'de:iso',
      'ch-de:iso',
      'es:iso',
      'latam:iso',
      'pt:iso',
      'it:iso',
      'sv:iso',
      'jis:jis',
      'dvorak:ansi',
      'colemak:ansi',
      'colemak-dh:ansi',
    ]);
  });

  it('types every character on the US layout as the US keyboard does', () => {
    const us = layoutById('us');
    for (const char of [...PRINTABLE_ASCII, '\t', '\n']) {
      const old = keyPressFor(char)!;
      const press = layoutKeyPressFor(char, us)!;
      expect([char, press.key.code, press.shift?.code, press.altGr, press.dead]).toEqual([
        char,
        old.key.code,
        old.shift?.code,
        undefined,
        undefined,
      ]);
    }
    expect([...layoutCharacters(us).keys()].sort()).toEqual([...PRINTABLE_ASCII, '\t', '\n'].sort());
  });

  it('draws the US layout as the US keyboard', () => {
    expect(keyboardFor(layoutById('us'))).toEqual(US_KEYBOARD);
  });

  it.each(LAYOUT_IDS)('%s: keys 15 units wide a row, none over another, the geometry’s own keys', (id) => {
    const layout = layoutById(id);
    const main = keyboardFor(layout).filter((key) => key.block === 'main');
    for (const row of [0, 1, 2, 3, 4]) {
      const right = Math.max(
        ...main.filter((key) => key.y <= row && key.y + key.height > row).map((k) => k.x + k.width),
      );
      expect(right).toBe(15);
    }
    const clashes = main.flatMap((a, i) =>
      main
        .slice(i + 1)
        .filter((b) => overlaps(a, b))
        .map((b) => `${a.code}/${b.code}`),
    );
    expect(clashes).toEqual([]);
    const codes = new Set(main.map((key) => key.code));
    expect(codes.has('IntlBackslash')).toBe(layout.geometry === 'iso');
    expect(codes.has('IntlYen') && codes.has('IntlRo')).toBe(layout.geometry === 'jis');
    expect(main.find((key) => key.code === 'Enter')!.height).toBe(layout.geometry === 'ansi' ? 1 : 2);
  });
});

describe('Must show (issue 30): every layout', () => {
  it.each(LAYOUT_IDS)('%s: each printable character of its table maps to one key and finger', (id) => {
    const layout = layoutById(id);
    const keys = new Map(keyboardFor(layout).map((key) => [key.code, key]));
    const characters = layoutCharacters(layout);
    // Every character of the table, and every accent of a dead key, can be typed.
    for (const [code, layoutKey] of Object.entries(layout.keys)) {
      for (const output of Object.values(layoutKey)) {
        expect([code, output.char, characters.has(output.char)]).toEqual([code, output.char, true]);
      }
    }
    for (const [char, press] of characters) {
      // One key on this keyboard, one of the ten fingers, and the key (after its dead key) types the character.
      expect(keys.get(press.key.code)).toBe(press.key);
      expect(FINGERS).toContain(press.key.finger);
      expect([char, typedBy(press, layout)]).toEqual([char, char]);
      // Shift is held by the other hand.
      if (press.shift) expect(press.shift.finger.split('-')[0]).not.toBe(press.key.finger.split('-')[0]);
    }
  });
});

describe('layouts', () => {
  const press = (char: string, id: Parameters<typeof layoutById>[0]) => {
    const found = layoutKeyPressFor(char, layoutById(id))!;
    const parts = [found.key.code, found.key.finger];
    if (found.shift) parts.push('Shift');
    if (found.altGr) parts.push('AltGr');
    if (found.dead) parts.unshift(`dead ${found.dead.key.code}${found.dead.shift ? '+Shift' : ''}`);
    return parts.join(' ');
  };

  it('teaches AZERTY’s letters with the fingers of their physical keys', () => {
    expect(press('a', 'fr')).toBe('KeyQ left-pinky');
    expect(press('q', 'fr')).toBe('KeyA left-pinky');
    expect(press('m', 'fr')).toBe('Semicolon right-pinky');
    expect(press('é', 'fr')).toBe('Digit2 left-ring');
    expect(press('ê', 'fr')).toBe('dead BracketLeft KeyE left-middle');
    expect(press('ë', 'fr')).toBe('dead BracketLeft+Shift KeyE left-middle');
    expect(press('€', 'fr')).toBe('KeyE left-middle AltGr');
    expect(press('1', 'fr')).toBe('Digit1 left-pinky Shift');
  });

  it('knows QWERTZ, Spanish, US International, Dvorak, Colemak and JIS', () => {
    expect(press('z', 'de')).toBe('KeyY right-index');
    expect(press('ß', 'de')).toBe('Minus right-pinky');
    expect(press('@', 'de')).toBe('KeyQ left-pinky AltGr');
    expect(press('ô', 'de')).toBe('dead Backquote KeyO right-ring');
    expect(press('ñ', 'es')).toBe('Semicolon right-pinky');
    expect(press('á', 'es')).toBe('dead Quote KeyA left-pinky');
    expect(press('é', 'us-intl')).toBe('KeyE left-middle AltGr');
    expect(press('è', 'us-intl')).toBe('dead Backquote KeyE left-middle');
    expect(press('ê', 'us-intl')).toBe('dead Digit6+Shift KeyE left-middle');
    expect(press("'", 'us-intl')).toBe('dead Quote Space right-thumb');
    expect(press('s', 'dvorak')).toBe('Semicolon right-pinky');
    expect(press('t', 'colemak')).toBe('KeyF left-index');
    expect(press('h', 'colemak-dh')).toBe('KeyM right-index');
    expect(press('@', 'jis')).toBe('BracketLeft right-pinky');
    expect(press('_', 'jis')).toBe('IntlRo right-pinky Shift');
    expect(press('a', 'jis')).toBe('KeyA left-pinky');
  });

  it('draws AZERTY’s legends and types only what a key types at once', () => {
    const keys = new Map(keyboardFor(layoutById('fr')).map((key) => [key.code, key]));
    expect(keys.get('KeyQ')).toMatchObject({ label: 'A', char: 'a', shiftChar: 'A', finger: 'left-pinky' });
    expect(keys.get('Digit2')).toMatchObject({ label: 'é', shiftLabel: '2', char: 'é', shiftChar: '2' });
    expect(keys.get('BracketLeft')).toMatchObject({ label: '^', shiftLabel: '¨' });
    expect(keys.get('BracketLeft')!.char).toBeUndefined();
  });
});
