import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeChineseAttempt, type Keystroke } from '../engine';
import { attachChineseInput, type ChineseInputOptions } from './chinese-input';
import type { TextInput } from './text-input';

/**
 * Replays of the event orders real browsers fire while a pinyin IME types Chinese (recorded in Chromium; the
 * Firefox and Safari orders as those browsers document them). jsdom performs no default action,
 * so each replay sets the field's value itself, as the browser would.
 */

function fire<T extends Event>(field: HTMLElement, event: T, timeStamp: number): T {
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  field.dispatchEvent(event);
  return event;
}

function keyDown(
  field: HTMLElement,
  init: KeyboardEventInit & { keyCode?: number },
  timeStamp: number,
): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  return fire(field, event, timeStamp);
}

const inputEvent = (type: 'beforeinput' | 'input', init: InputEventInit) =>
  new InputEvent(type, { bubbles: true, cancelable: type === 'beforeinput', ...init });

const codeOf = (char: string) => (/[a-z]/.test(char) ? `Key${char.toUpperCase()}` : 'Unknown');

/** Fires one composition update round: compositionupdate, beforeinput, input (all while composing). */
function updateRound(field: HTMLInputElement, text: string, timeStamp: number) {
  fire(field, new CompositionEvent('compositionupdate', { data: text }), timeStamp);
  fire(
    field,
    inputEvent('beforeinput', { inputType: 'insertCompositionText', data: text, isComposing: true }),
    timeStamp,
  );
  field.value = text;
  fire(
    field,
    inputEvent('input', { inputType: 'insertCompositionText', data: text, isComposing: true }),
    timeStamp,
  );
}

/** A browser's way of composing `letters` and committing `commit`, starting at `start`, 100 ms a key. */
type Composer = (field: HTMLInputElement, letters: string, commit: string, start: number) => void;

/** Chromium: each keydown (229) comes first, then its composition round; Space picks; compositionend last. */
const chromium: Composer = (field, letters, commit, start) => {
  Array.from(letters).forEach((char, i) => {
    const time = start + i * 100;
    keyDown(field, { key: 'Process', code: codeOf(char), keyCode: 229, isComposing: i > 0 }, time);
    if (i === 0) fire(field, new CompositionEvent('compositionstart', { data: '' }), time + 1);
    updateRound(field, letters.slice(0, i + 1), time + 1);
  });
  const confirm = start + letters.length * 100;
  keyDown(field, { key: 'Process', code: 'Space', keyCode: 229, isComposing: true }, confirm);
  updateRound(field, commit, confirm + 1);
  fire(field, new CompositionEvent('compositionend', { data: commit }), confirm + 2);
};

/** Firefox: like Chromium, but compositionend comes before the last input, which has isComposing false. */
const firefox: Composer = (field, letters, commit, start) => {
  Array.from(letters).forEach((char, i) => {
    const time = start + i * 100;
    keyDown(field, { key: 'Process', code: codeOf(char), keyCode: 229, isComposing: i > 0 }, time);
    if (i === 0) fire(field, new CompositionEvent('compositionstart', { data: '' }), time + 1);
    updateRound(field, letters.slice(0, i + 1), time + 1);
  });
  const confirm = start + letters.length * 100;
  keyDown(field, { key: 'Process', code: 'Space', keyCode: 229, isComposing: true }, confirm);
  fire(field, new CompositionEvent('compositionupdate', { data: commit }), confirm + 1);
  fire(field, new CompositionEvent('compositionend', { data: commit }), confirm + 2);
  field.value = commit;
  fire(
    field,
    inputEvent('input', { inputType: 'insertCompositionText', data: commit, isComposing: false }),
    confirm + 2,
  );
};

/**
 * Safari: each letter's composition round comes before its keydown; the commit replaces the composition
 * (deleteCompositionText, insertFromComposition), and the Enter that confirmed it comes after compositionend,
 * with keyCode 229 and isComposing false.
 */
const safari: Composer = (field, letters, commit, start) => {
  Array.from(letters).forEach((char, i) => {
    const time = start + i * 100;
    if (i === 0) fire(field, new CompositionEvent('compositionstart', { data: '' }), time);
    updateRound(field, letters.slice(0, i + 1), time);
    keyDown(field, { key: char, code: codeOf(char), keyCode: 229, isComposing: true }, time + 1);
  });
  const confirm = start + letters.length * 100;
  fire(field, inputEvent('beforeinput', { inputType: 'deleteCompositionText', isComposing: true }), confirm);
  fire(
    field,
    inputEvent('beforeinput', { inputType: 'insertFromComposition', data: commit, isComposing: true }),
    confirm,
  );
  field.value = commit;
  fire(
    field,
    inputEvent('input', { inputType: 'insertFromComposition', data: commit, isComposing: true }),
    confirm,
  );
  fire(field, new CompositionEvent('compositionend', { data: commit }), confirm + 1);
  keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 229 }, confirm + 2);
};

/** A key typed directly (the IME in English mode, or no IME), as Chromium fires it. */
function typesDirectly(field: HTMLInputElement, char: string, timeStamp: number) {
  const down = keyDown(field, { key: char, code: char === ',' ? 'Comma' : codeOf(char) }, timeStamp);
  if (down.defaultPrevented) return;
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

const BROWSERS: [string, Composer][] = [
  ['Chromium', chromium],
  ['Firefox', firefox],
  ['Safari', safari],
];

describe('attachChineseInput', () => {
  let field: HTMLInputElement;
  let keystrokes: Keystroke[];
  let input: TextInput | undefined;

  const attach = (options: Partial<ChineseInputOptions> = {}) => {
    input = attachChineseInput(field, { onKeystroke: (keystroke) => keystrokes.push(keystroke), ...options });
    return input;
  };
  const inserts = () => keystrokes.filter((keystroke) => keystroke.kind === 'insert');

  beforeEach(() => {
    field = document.createElement('input');
    document.body.append(field);
    keystrokes = [];
  });
  afterEach(() => {
    input?.detach();
    field.remove();
  });

  it.each(BROWSERS)('%s: grades the commit once, at compositionend, never mid-composition', (_, composes) => {
    attach();
    composes(field, 'zhongguo', '中国', 1000);

    expect(inserts()).toEqual([{ kind: 'insert', char: '中国', timeStamp: expect.any(Number) }]);
    expect(input?.composing).toBe(false);
  });

  it.each(BROWSERS)(
    '%s: counts every key pressed for a composition once, the commit standing for one',
    (_, composes) => {
      attach();
      composes(field, 'zhongguo', '中国', 1000);
      composes(field, 'ren', '人', 3000);
      // Safari's confirming Enter of the last commit is counted as soon as it comes.
      const keys = keystrokes.filter((keystroke) => keystroke.kind === 'key');

      // zhongguo + a confirming key, ren + a confirming key: 13 key presses, two of them carrying the commits.
      expect(keystrokes).toHaveLength(13);
      expect(keys).toHaveLength(11);
      expect(inserts().map((keystroke) => keystroke.kind === 'insert' && keystroke.char)).toEqual([
        '中国',
        '人',
      ]);
      expect(keys[0]).toMatchObject({ kind: 'key', code: 'KeyZ' });
    },
  );

  it.each(BROWSERS)('%s: gives the engine the figures of Chinese typing', (_, composes) => {
    attach();
    composes(field, 'zhongguo', '中国', 1000);
    composes(field, 'ren', '人', 3000);
    const analysis = analyzeChineseAttempt('中国人', keystrokes, { mode: 'stop' });

    expect(analysis.finished).toBe(true);
    expect(analysis.correctChars).toBe(3);
    expect(analysis.accuracy).toBe(1);
    expect(analysis.keystrokesPerChar).toBeCloseTo(13 / 3);
    expect(analysis.rpm).toBeGreaterThan(0);
  });

  it('keeps keystrokes in time order, the commit dated at its compositionend', () => {
    attach();
    chromium(field, 'ren', '人', 1000);
    expect(keystrokes.map((keystroke) => keystroke.timeStamp)).toEqual([1000, 1100, 1200, 1302]);
  });

  it('counts the keys of a cancelled composition and grades nothing', () => {
    attach();
    keyDown(field, { key: 'Process', code: 'KeyN', keyCode: 229 }, 1000);
    fire(field, new CompositionEvent('compositionstart', { data: '' }), 1001);
    updateRound(field, 'n', 1001);
    keyDown(field, { key: 'Process', code: 'Backspace', keyCode: 229, isComposing: true }, 1100);
    updateRound(field, '', 1101);
    fire(field, new CompositionEvent('compositionend', { data: '' }), 1102);

    expect(keystrokes).toEqual([
      { kind: 'key', code: 'KeyN', timeStamp: 1000 },
      { kind: 'key', code: 'Backspace', timeStamp: 1100 },
    ]);
  });

  it('grades text typed directly as usual, and Backspace outside a composition as a delete', () => {
    attach();
    chromium(field, 'ni', '你', 1000);
    typesDirectly(field, ',', 2000);
    keyDown(field, { key: 'Backspace', code: 'Backspace' }, 2100);

    expect(keystrokes.slice(-2)).toEqual([
      { kind: 'insert', char: ',', timeStamp: 2000, code: 'Comma' },
      { kind: 'delete', timeStamp: 2100 },
    ]);
  });

  it('lets a keyCode-229 key typed without composition (Android) stand for its own text', () => {
    attach();
    keyDown(field, { key: 'Unidentified', keyCode: 229 }, 500);
    fire(field, inputEvent('beforeinput', { inputType: 'insertText', data: '好' }), 520);

    expect(keystrokes).toEqual([{ kind: 'insert', char: '好', timeStamp: 500 }]);
  });

  it('accepts either width of punctuation as a setting, as the mark the text has', () => {
    let expected = '，世界';
    attach({ eitherPunctuationWidth: true, expectedAhead: () => expected });
    typesDirectly(field, ',', 1000);
    expected = '。';
    chromium(field, '.', '.', 2000);

    expect(inserts().map((keystroke) => keystroke.kind === 'insert' && keystroke.char)).toEqual(['，', '。']);
  });

  it('keeps the typed width without the setting', () => {
    attach({ expectedAhead: () => '，' });
    typesDirectly(field, ',', 1000);
    expect(inserts()).toMatchObject([{ char: ',' }]);
  });

  it('splits a long commit into inserts the attempt API accepts', () => {
    attach();
    chromium(field, 'chuangqianmingyueguang', '床前明月光疑是地上霜', 1000);
    const chars = inserts().map((keystroke) => keystroke.kind === 'insert' && keystroke.char);
    expect(chars).toEqual(['床前明月光疑是地', '上霜']);
  });

  it('tells the page an IME started, and lets the page take a key', () => {
    const onCompositionStart = vi.fn();
    const onKeyDown = vi.fn((event: KeyboardEvent) => event.key === 'Escape');
    attach({ onCompositionStart, onKeyDown });
    chromium(field, 'ni', '你', 1000);
    keyDown(field, { key: 'Escape', code: 'Escape' }, 2000);

    expect(onCompositionStart).toHaveBeenCalledTimes(1);
    expect(keystrokes.some((keystroke) => keystroke.kind === 'key' && keystroke.code === 'Escape')).toBe(
      false,
    );
  });

  it('stops listening once detached', () => {
    attach().detach();
    chromium(field, 'ni', '你', 1000);
    expect(keystrokes).toEqual([]);
  });
});
