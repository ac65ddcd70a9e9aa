import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Keystroke } from '../engine';
import { layoutById } from '../keyboard';
import { attachTextInput, type TextInput, type TextInputOptions } from './text-input';

/**
 * These tests replay the event sequences real browsers fire (keydown, beforeinput, input, keyup). jsdom performs no default actions, so `browserTypes` plays the browser: it fires keydown, then (unless
 * cancelled) beforeinput, then (unless cancelled) changes the field and fires input, then keyup.
 */

function stamp<T extends Event>(event: T, timeStamp: number): T {
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  return event;
}

function fire<T extends Event>(field: HTMLElement, event: T, timeStamp: number): T {
  field.dispatchEvent(stamp(event, timeStamp));
  return event;
}

function keyDown(field: HTMLElement, init: KeyboardEventInit & { keyCode?: number }, timeStamp: number) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  return fire(field, event, timeStamp);
}

function keyUp(field: HTMLElement, init: KeyboardEventInit, timeStamp: number) {
  return fire(field, new KeyboardEvent('keyup', { bubbles: true, ...init }), timeStamp);
}

function inputEvent(type: 'beforeinput' | 'input', init: InputEventInit) {
  return new InputEvent(type, { bubbles: true, cancelable: type === 'beforeinput', ...init });
}

const codeOf = (char: string) =>
  char === ' ' ? 'Space' : /[a-z]/i.test(char) ? `Key${char.toUpperCase()}` : 'Unknown';

/** One key press of a character, as Chromium fires it; the character is dated `timeStamp + 1` by beforeinput. */
function browserTypes(
  field: HTMLInputElement,
  char: string,
  timeStamp: number,
  init: KeyboardEventInit = {},
) {
  const down = keyDown(field, { key: char, code: codeOf(char), ...init }, timeStamp);
  if (!down.defaultPrevented) {
    const before = fire(
      field,
      inputEvent('beforeinput', { inputType: 'insertText', data: char }),
      timeStamp + 1,
    );
    if (!before.defaultPrevented) {
      field.value += char;
      fire(field, inputEvent('input', { inputType: 'insertText', data: char }), timeStamp + 1);
    }
  }
  keyUp(field, { key: char, code: codeOf(char) }, timeStamp + 50);
}

describe('attachTextInput', () => {
  let field: HTMLInputElement;
  let keystrokes: Keystroke[];
  let input: TextInput;

  const attach = (options: Partial<TextInputOptions> = {}) => {
    input = attachTextInput(field, { onKeystroke: (k) => keystrokes.push(k), ...options });
  };

  beforeEach(() => {
    field = document.createElement('input');
    document.body.append(field);
    keystrokes = [];
  });
  afterEach(() => {
    input?.detach();
    field.remove();
  });

  it('turns typed characters into inserts dated by their keydown and keeps the field empty', () => {
    attach();
    browserTypes(field, 'f', 1000);
    browserTypes(field, ' ', 1100);
    browserTypes(field, 'j', 1250);

    expect(keystrokes).toEqual([
      { kind: 'insert', char: 'f', timeStamp: 1000, code: 'KeyF' },
      { kind: 'insert', char: ' ', timeStamp: 1100, code: 'Space' },
      { kind: 'insert', char: 'j', timeStamp: 1250, code: 'KeyJ' },
    ]);
    expect(field.value).toBe('');
  });

  it('ignores a held key repeating and cancels the repeated character', () => {
    attach();
    browserTypes(field, 'f', 1000);
    browserTypes(field, 'f', 1500, { repeat: true });
    browserTypes(field, 'f', 1533, { repeat: true });

    expect(keystrokes).toEqual([{ kind: 'insert', char: 'f', timeStamp: 1000, code: 'KeyF' }]);
    expect(field.value).toBe('');
  });

  it('counts Backspace as a delete even though an empty field fires no beforeinput for it', () => {
    attach();
    browserTypes(field, 'g', 1000);
    const down = keyDown(field, { key: 'Backspace', code: 'Backspace' }, 1200);

    expect(down.defaultPrevented).toBe(true);
    expect(keystrokes).toEqual([
      { kind: 'insert', char: 'g', timeStamp: 1000, code: 'KeyG' },
      { kind: 'delete', timeStamp: 1200 },
    ]);
  });

  it('counts a touch keyboard Backspace that arrives only as deleteContentBackward', () => {
    attach();
    keyDown(field, { key: 'Unidentified', keyCode: 229 }, 900);
    fire(field, inputEvent('beforeinput', { inputType: 'deleteContentBackward' }), 905);

    expect(keystrokes).toEqual([{ kind: 'delete', timeStamp: 905 }]);
  });

  it('counts Shift as a key, then the capital it makes as an insert', () => {
    attach();
    keyDown(field, { key: 'Shift', code: 'ShiftRight', shiftKey: true }, 1000);
    browserTypes(field, 'F', 1080, { shiftKey: true });
    keyDown(field, { key: 'Shift', code: 'ShiftRight', shiftKey: true, repeat: true }, 1400);

    expect(keystrokes).toEqual([
      { kind: 'key', code: 'ShiftRight', timeStamp: 1000 },
      { kind: 'insert', char: 'F', timeStamp: 1080, code: 'KeyF' },
    ]);
  });

  it('types Enter as a line break only when the text needs one', () => {
    attach();
    keyDown(field, { key: 'Enter', code: 'Enter' }, 1000);
    expect(keystrokes).toEqual([]);

    input.detach();
    attach({ acceptNewline: true });
    keyDown(field, { key: 'Enter', code: 'Enter' }, 2000);
    expect(keystrokes).toEqual([{ kind: 'insert', char: '\n', timeStamp: 2000, code: 'Enter' }]);
  });

  it('says which key typed a character, so a keypad lesson can tell Numpad1 from Digit1', () => {
    attach();
    keyDown(field, { key: '1', code: 'Numpad1', location: 3 }, 1000);
    fire(field, inputEvent('beforeinput', { inputType: 'insertText', data: '1' }), 1001);
    keyDown(field, { key: '1', code: 'Digit1' }, 1200);
    fire(field, inputEvent('beforeinput', { inputType: 'insertText', data: '1' }), 1201);

    expect(keystrokes).toEqual([
      { kind: 'insert', char: '1', timeStamp: 1000, code: 'Numpad1' },
      { kind: 'insert', char: '1', timeStamp: 1200, code: 'Digit1' },
    ]);
  });

  it('ignores pasted and dropped text', () => {
    attach();
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    field.dispatchEvent(paste);
    const beforePaste = fire(
      field,
      inputEvent('beforeinput', { inputType: 'insertFromPaste', data: 'fff jjj' }),
      1000,
    );
    const beforeDrop = fire(
      field,
      inputEvent('beforeinput', { inputType: 'insertFromDrop', data: 'f' }),
      1100,
    );

    expect(paste.defaultPrevented).toBe(true);
    expect(beforePaste.defaultPrevented).toBe(true);
    expect(beforeDrop.defaultPrevented).toBe(true);
    expect(keystrokes).toEqual([]);
  });

  it('grades text from the input event when beforeinput cannot be cancelled, and clears the field', () => {
    attach();
    keyDown(field, { key: 'k', code: 'KeyK' }, 500);
    fire(field, inputEvent('beforeinput', { inputType: 'insertText', data: 'k', cancelable: false }), 501);
    field.value = 'k';
    fire(field, inputEvent('input', { inputType: 'insertText', data: 'k' }), 501);

    expect(keystrokes).toEqual([{ kind: 'insert', char: 'k', timeStamp: 500, code: 'KeyK' }]);
    expect(field.value).toBe('');
  });

  it('lets the screen take a key (Esc) so that it is neither graded nor typed', () => {
    const onKeyDown = vi.fn((event: KeyboardEvent) => event.key === 'Escape');
    attach({ onKeyDown });
    const esc = keyDown(field, { key: 'Escape', code: 'Escape' }, 1000);
    browserTypes(field, 'd', 1100);

    expect(esc.defaultPrevented).toBe(true);
    expect(onKeyDown).toHaveBeenCalledTimes(2);
    expect(keystrokes).toEqual([{ kind: 'insert', char: 'd', timeStamp: 1100, code: 'KeyD' }]);
  });

  it('reports Caps Lock when first seen and when it changes, not on every key', () => {
    const onCapsLock = vi.fn();
    attach({ onCapsLock });
    browserTypes(field, 'f', 1000);
    keyDown(field, { key: 'CapsLock', code: 'CapsLock', modifierCapsLock: true }, 1100);
    keyUp(field, { key: 'CapsLock', code: 'CapsLock', modifierCapsLock: true }, 1150);
    browserTypes(field, 'F', 1200, { modifierCapsLock: true });
    keyDown(field, { key: 'CapsLock', code: 'CapsLock', modifierCapsLock: false }, 1300);

    expect(onCapsLock.mock.calls).toEqual([[false], [true], [false]]);
  });

  describe('dead keys (ê on French AZERTY: ^ then e)', () => {
    /** Chromium and Safari show the accent as a composition that the next key commits. */
    function chromiumDeadKey(field: HTMLInputElement, letterKey: string, commit: string) {
      keyDown(field, { key: 'Dead', code: 'BracketLeft' }, 1000);
      fire(field, new CompositionEvent('compositionstart', { data: '' }), 1001);
      fire(field, new CompositionEvent('compositionupdate', { data: '^' }), 1001);
      field.value = '^';
      fire(
        field,
        inputEvent('input', { inputType: 'insertCompositionText', data: '^', isComposing: true }),
        1001,
      );
      keyUp(field, { key: 'Dead', code: 'BracketLeft' }, 1050);
      keyDown(field, { key: 'Shift', code: 'ShiftLeft', isComposing: true }, 1100);
      keyDown(field, { key: letterKey, code: 'KeyE', isComposing: true, shiftKey: true }, 1200);
      fire(field, new CompositionEvent('compositionupdate', { data: commit }), 1201);
      field.value = commit;
      fire(
        field,
        inputEvent('input', { inputType: 'insertCompositionText', data: commit, isComposing: true }),
        1201,
      );
      fire(field, new CompositionEvent('compositionend', { data: commit }), 1202);
    }

    it('grades the committed letter as one character, keyed and dated by its key, in a Latin-letter lesson', async () => {
      const onCompositionStart = vi.fn();
      attach({ composition: 'ignore', onCompositionStart });
      chromiumDeadKey(field, 'Ê', 'Ê');
      await Promise.resolve();
      expect(keystrokes).toEqual([
        { kind: 'key', code: 'BracketLeft', timeStamp: 1000 },
        { kind: 'key', code: 'ShiftLeft', timeStamp: 1100 },
        { kind: 'insert', char: 'Ê', timeStamp: 1200, code: 'KeyE' },
      ]);
      // A dead key is typing, not an input method to switch off.
      expect(onCompositionStart).not.toHaveBeenCalled();
      expect(field.value).toBe('');
    });

    it('types the accent and the letter when the accent does not go on it', () => {
      attach({ composition: 'ignore' });
      chromiumDeadKey(field, 't', '^t');
      expect(keystrokes.slice(-2)).toEqual([
        { kind: 'insert', char: '^', timeStamp: 1200 },
        { kind: 'insert', char: 't', timeStamp: 1200 },
      ]);
    });

    it('grades Firefox’s plain accented letter after a dead key', () => {
      attach({ composition: 'ignore' });
      keyDown(field, { key: 'Dead', code: 'BracketLeft' }, 1000);
      browserTypes(field, 'ê', 1200, { code: 'KeyE' });
      expect(keystrokes).toEqual([
        { kind: 'key', code: 'BracketLeft', timeStamp: 1000 },
        { kind: 'insert', char: 'ê', timeStamp: 1200, code: 'KeyE' },
      ]);
    });

    it('composes the plain letter a browser reports after a dead key with no composition, on the layout', () => {
      attach({ composition: 'ignore', layout: layoutById('fr') });
      keyDown(field, { key: 'Dead', code: 'BracketLeft' }, 1000);
      browserTypes(field, 'e', 1200, { code: 'KeyE' });
      keyDown(field, { key: 'Dead', code: 'BracketLeft' }, 1300);
      keyDown(field, { key: 'Shift', code: 'ShiftLeft', shiftKey: true }, 1350);
      browserTypes(field, 'E', 1400, { code: 'KeyE', shiftKey: true });
      keyDown(field, { key: 'Dead', code: 'BracketLeft' }, 1500);
      browserTypes(field, 't', 1600, { code: 'KeyT' });
      // Without a dead key before it, e stays e.
      browserTypes(field, 'e', 1700, { code: 'KeyE' });
      expect(keystrokes.filter((k) => k.kind === 'insert').map((k) => k.char)).toEqual([
        'ê',
        'Ê',
        '^',
        't',
        'e',
      ]);
      expect(keystrokes[1]).toEqual({ kind: 'insert', char: 'ê', timeStamp: 1200, code: 'KeyE' });
      // Without the layout the letter is taken as reported.
      input.detach();
      keystrokes = [];
      attach({ composition: 'ignore' });
      keyDown(field, { key: 'Dead', code: 'BracketLeft' }, 2000);
      browserTypes(field, 'e', 2100, { code: 'KeyE' });
      expect(keystrokes.at(-1)).toMatchObject({ kind: 'insert', char: 'e' });
    });

    it('still ignores an input method’s composition after an ordinary key', () => {
      const onCompositionStart = vi.fn();
      attach({ composition: 'ignore', onCompositionStart });
      keyDown(field, { key: 'Dead', code: 'BracketLeft' }, 900);
      browserTypes(field, 'ê', 950, { code: 'KeyE' });
      keyDown(field, { key: 'Process', code: 'KeyZ', keyCode: 229 }, 1000);
      fire(field, new CompositionEvent('compositionstart', { data: '' }), 1001);
      fire(field, new CompositionEvent('compositionend', { data: '中' }), 1002);
      expect(onCompositionStart).toHaveBeenCalledOnce();
      expect(keystrokes.map((k) => (k.kind === 'insert' ? k.char : k.kind))).toEqual(['key', 'ê']);
    });
  });

  describe('IME composition (typing 中国 with a pinyin input method)', () => {
    /** Chromium: each round is compositionupdate, beforeinput, input (isComposing); compositionend comes last. */
    function chromiumComposes(field: HTMLInputElement) {
      keyDown(field, { key: 'Process', code: 'KeyZ', keyCode: 229 }, 1000);
      fire(field, new CompositionEvent('compositionstart', { data: '' }), 1001);
      for (const [i, text] of ['z', 'zh', 'zho', 'zhong'].entries()) {
        if (i > 0) keyDown(field, { key: 'Process', keyCode: 229, isComposing: true }, 1000 + i * 100);
        fire(field, new CompositionEvent('compositionupdate', { data: text }), 1001 + i * 100);
        fire(
          field,
          inputEvent('beforeinput', { inputType: 'insertCompositionText', data: text, isComposing: true }),
          1001 + i * 100,
        );
        field.value = text;
        fire(
          field,
          inputEvent('input', { inputType: 'insertCompositionText', data: text, isComposing: true }),
          1001,
        );
      }
      keyDown(field, { key: 'Process', code: 'Space', keyCode: 229, isComposing: true }, 1500);
      fire(field, new CompositionEvent('compositionupdate', { data: '中国' }), 1501);
      field.value = '中国';
      fire(
        field,
        inputEvent('input', { inputType: 'insertCompositionText', data: '中国', isComposing: true }),
        1501,
      );
      fire(field, new CompositionEvent('compositionend', { data: '中国' }), 1502);
      keyUp(field, { key: ' ', code: 'Space' }, 1550);
    }

    /** Firefox: compositionend comes before the last input, which has isComposing false. */
    function firefoxComposes(field: HTMLInputElement) {
      keyDown(field, { key: 'Process', code: 'KeyZ', keyCode: 229 }, 1000);
      fire(field, new CompositionEvent('compositionstart', { data: '' }), 1001);
      fire(field, new CompositionEvent('compositionupdate', { data: 'zhong' }), 1001);
      field.value = 'zhong';
      fire(
        field,
        inputEvent('input', { inputType: 'insertCompositionText', data: 'zhong', isComposing: true }),
        1001,
      );
      keyDown(field, { key: 'Process', code: 'Space', keyCode: 229, isComposing: true }, 1500);
      fire(field, new CompositionEvent('compositionupdate', { data: '中国' }), 1501);
      fire(field, new CompositionEvent('compositionend', { data: '中国' }), 1502);
      field.value = '中国';
      fire(
        field,
        inputEvent('input', { inputType: 'insertCompositionText', data: '中国', isComposing: false }),
        1502,
      );
    }

    /**
     * Safari: composition and input come before the matching keydown, the commit replaces the composition
     * (deleteCompositionText, insertFromComposition), and the Enter that confirms it arrives after
     * compositionend with keyCode 229 and isComposing false.
     */
    function safariComposes(field: HTMLInputElement) {
      fire(field, new CompositionEvent('compositionstart', { data: '' }), 1000);
      fire(field, new CompositionEvent('compositionupdate', { data: 'zhong' }), 1000);
      fire(
        field,
        inputEvent('beforeinput', { inputType: 'insertCompositionText', data: 'zhong', isComposing: true }),
        1000,
      );
      field.value = 'zhong';
      fire(
        field,
        inputEvent('input', { inputType: 'insertCompositionText', data: 'zhong', isComposing: true }),
        1000,
      );
      keyDown(field, { key: 'g', code: 'KeyG', keyCode: 229, isComposing: true }, 1001);
      fire(field, inputEvent('beforeinput', { inputType: 'deleteCompositionText', isComposing: true }), 1500);
      fire(
        field,
        inputEvent('beforeinput', { inputType: 'insertFromComposition', data: '中国', isComposing: true }),
        1500,
      );
      field.value = '中国';
      fire(
        field,
        inputEvent('input', { inputType: 'insertFromComposition', data: '中国', isComposing: true }),
        1500,
      );
      fire(field, new CompositionEvent('compositionend', { data: '中国' }), 1501);
      keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 229 }, 1502);
    }

    it.each([
      ['Chromium', chromiumComposes],
      ['Firefox', firefoxComposes],
      ['Safari', safariComposes],
    ])(
      '%s: grades the committed text once, as one insert at compositionend, and nothing mid-way',
      async (_, composes) => {
        const onCompositionStart = vi.fn();
        attach({ onCompositionStart, acceptNewline: true });
        composes(field);
        await Promise.resolve();

        expect(onCompositionStart).toHaveBeenCalledTimes(1);
        expect(keystrokes).toEqual([{ kind: 'insert', char: '中国', timeStamp: expect.any(Number) }]);
        expect(field.value).toBe('');
        expect(input.composing).toBe(false);
      },
    );

    it.each([
      ['Chromium', chromiumComposes],
      ['Firefox', firefoxComposes],
      ['Safari', safariComposes],
    ])('%s: in an English lesson grades nothing and says an IME started', async (_, composes) => {
      const onCompositionStart = vi.fn();
      attach({ onCompositionStart, composition: 'ignore' });
      composes(field);
      await Promise.resolve();
      browserTypes(field, 'f', 3000);

      expect(onCompositionStart).toHaveBeenCalledTimes(1);
      expect(keystrokes).toEqual([{ kind: 'insert', char: 'f', timeStamp: 3000, code: 'KeyF' }]);
      expect(field.value).toBe('');
    });
  });

  it('stops listening once detached', () => {
    attach();
    input.detach();
    browserTypes(field, 'f', 1000);
    expect(keystrokes).toEqual([]);
  });
});
