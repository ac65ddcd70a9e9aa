import { describe, expect, it } from 'vitest';
import {
  FINGERS,
  HOME_KEYS,
  ISO_KEYBOARD,
  US_KEYBOARD,
  blockSize,
  codesForText,
  fingerForChar,
  keyByCode,
  keyPressFor,
  keysOfBlock,
  numpadKeyFor,
  type KeyDef,
} from './index';

const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i));

function overlaps(a: KeyDef, b: KeyDef): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function expectNoOverlaps(keys: readonly KeyDef[]): void {
  const clashes: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      if (overlaps(keys[i]!, keys[j]!)) clashes.push(`${keys[i]!.code}/${keys[j]!.code}`);
    }
  }
  expect(clashes).toEqual([]);
}

describe('the US keyboard table', () => {
  it('has each code once', () => {
    const codes = US_KEYBOARD.map((key) => key.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has the full ANSI main block and the numpad', () => {
    expect(keysOfBlock('main')).toHaveLength(14 + 14 + 13 + 12 + 8);
    expect(keysOfBlock('numpad')).toHaveLength(17);
    for (const code of ['Backquote', 'Backspace', 'Tab', 'Backslash', 'CapsLock', 'Enter', 'ShiftLeft']) {
      expect(keyByCode(code)?.block).toBe('main');
    }
    for (const code of ['ShiftRight', 'ControlLeft', 'MetaLeft', 'AltLeft', 'Space', 'AltRight']) {
      expect(keyByCode(code)?.block).toBe('main');
    }
    for (const code of ['MetaRight', 'ContextMenu', 'ControlRight']) {
      expect(keyByCode(code)?.block).toBe('main');
    }
  });

  it('makes every main-block row 15 units wide', () => {
    for (const row of [0, 1, 2, 3, 4]) {
      const keys = keysOfBlock('main').filter((key) => key.row === row);
      expect(blockSize(keys).width, `row ${row}`).toBe(15);
    }
  });

  it('lays no two keys of a block over each other', () => {
    expectNoOverlaps(keysOfBlock('main'));
    expectNoOverlaps(keysOfBlock('numpad'));
    expectNoOverlaps(keysOfBlock('main', ISO_KEYBOARD));
  });

  it('gives the numpad its two tall keys and wide zero inside a 4 x 5 block', () => {
    expect(keyByCode('NumpadAdd')).toMatchObject({ x: 3, y: 1, width: 1, height: 2 });
    expect(keyByCode('NumpadEnter')).toMatchObject({ x: 3, y: 3, width: 1, height: 2 });
    expect(keyByCode('Numpad0')).toMatchObject({ x: 0, y: 4, width: 2, height: 1 });
    const numpad = keysOfBlock('numpad');
    expect(blockSize(numpad)).toEqual({ width: 4, height: 5 });
    // The keys fill the block exactly: no gaps, no overlaps.
    expect(numpad.reduce((area, key) => area + key.width * key.height, 0)).toBe(20);
  });

  it('knows the ISO key between left Shift and Z', () => {
    expect(keyByCode('IntlBackslash')).toMatchObject({ finger: 'left-pinky', row: 3 });
    expect(ISO_KEYBOARD.find((key) => key.code === 'ShiftLeft')?.width).toBe(1.25);
    expect(US_KEYBOARD.find((key) => key.code === 'IntlBackslash')).toBeUndefined();
  });

  it('puts home bumps on F, J and Numpad5 only', () => {
    expect(US_KEYBOARD.filter((key) => key.homeBump).map((key) => key.code)).toEqual([
      'KeyF',
      'KeyJ',
      'Numpad5',
    ]);
  });

  it('uses only the ten named fingers', () => {
    for (const key of US_KEYBOARD) expect(FINGERS).toContain(key.finger);
  });
});

describe('fingers', () => {
  it('rests the fingers on the home keys', () => {
    expect(HOME_KEYS.map((code) => keyByCode(code)?.finger)).toEqual([
      'left-pinky',
      'left-ring',
      'left-middle',
      'left-index',
      'right-index',
      'right-middle',
      'right-ring',
      'right-pinky',
    ]);
  });

  it('follows the touch-typing chart column by column', () => {
    const chart: Record<string, string> = {
      'left-pinky': '`1qaz',
      'left-ring': '2wsx',
      'left-middle': '3edc',
      'left-index': '45rtfgvb',
      'right-index': '67yuhjnm',
      'right-middle': '8ik,',
      'right-ring': '9ol.',
      'right-pinky': "0-=p[]\\;'/",
      'right-thumb': ' ',
    };
    for (const [finger, chars] of Object.entries(chart)) {
      for (const char of chars) expect(fingerForChar(char), char).toBe(finger);
    }
  });

  it('uses the thumb-on-zero numpad convention', () => {
    const numpadFinger = (code: string) => keyByCode(code)?.finger;
    expect(['Numpad7', 'Numpad4', 'Numpad1'].map(numpadFinger)).toEqual(Array(3).fill('right-index'));
    expect(['Numpad8', 'Numpad5', 'Numpad2'].map(numpadFinger)).toEqual(Array(3).fill('right-middle'));
    expect(['Numpad9', 'Numpad6', 'Numpad3', 'NumpadDecimal'].map(numpadFinger)).toEqual(
      Array(4).fill('right-ring'),
    );
    expect(['NumpadSubtract', 'NumpadAdd', 'NumpadEnter'].map(numpadFinger)).toEqual(
      Array(3).fill('right-pinky'),
    );
    expect(numpadFinger('Numpad0')).toBe('right-thumb');
  });
});

describe('keyPressFor', () => {
  it('maps every printable ASCII character to exactly one key press', () => {
    for (const char of PRINTABLE_ASCII) {
      const press = keyPressFor(char);
      expect(press, JSON.stringify(char)).toBeDefined();
      const ways = keysOfBlock('main').filter((key) => key.char === char || key.shiftChar === char);
      expect(ways, JSON.stringify(char)).toHaveLength(1);
      expect(press!.key).toBe(ways[0]);
      expect(press!.shift !== undefined, JSON.stringify(char)).toBe(press!.key.shiftChar === char);
    }
  });

  it('holds Shift with the other hand', () => {
    expect(keyPressFor('A')?.shift?.code).toBe('ShiftRight');
    expect(keyPressFor('P')?.shift?.code).toBe('ShiftLeft');
    expect(keyPressFor('!')?.shift?.code).toBe('ShiftRight');
    expect(keyPressFor('?')?.shift?.code).toBe('ShiftLeft');
    expect(keyPressFor('a')?.shift).toBeUndefined();
  });

  it('types lower case without Shift and labels keys as printed', () => {
    expect(keyPressFor('f')?.key).toMatchObject({ code: 'KeyF', label: 'F', char: 'f', shiftChar: 'F' });
    expect(keyByCode('Digit1')).toMatchObject({ label: '1', shiftLabel: '!' });
    expect(keyByCode('KeyQ')?.shiftLabel).toBeUndefined();
  });

  it('knows nothing of characters a US keyboard cannot type', () => {
    expect(keyPressFor('é')).toBeUndefined();
    expect(keyPressFor('中')).toBeUndefined();
    expect(fingerForChar('€')).toBeUndefined();
  });

  it('finds numpad keys separately from the main block', () => {
    expect(keyPressFor('5')?.key.code).toBe('Digit5');
    expect(numpadKeyFor('5')?.code).toBe('Numpad5');
    expect(numpadKeyFor('+')?.code).toBe('NumpadAdd');
  });
});

describe('codesForText', () => {
  it('lists the distinct keys in order of first use, Shift included', () => {
    expect(codesForText('fj jf')).toEqual(['KeyF', 'KeyJ', 'Space']);
    expect(codesForText('Dad!')).toEqual(['KeyD', 'ShiftRight', 'KeyA', 'Digit1']);
  });

  it('skips characters it cannot type', () => {
    expect(codesForText('a中b')).toEqual(['KeyA', 'KeyB']);
  });
});
