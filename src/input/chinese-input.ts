import type { Keystroke } from '../engine';
import { alignPunctuationWidth } from '../engine';
import { attachTextInput, type TextInput, type TextInputOptions } from './text-input';

/**
 * Typing Chinese through the system input method (IME) in a text field: `attachTextInput` for everything typed
 * directly, plus the grading and counting of compositions.
 *
 * The keystroke log it makes has one entry per key the learner pressed, so KPM and keystrokes per character are
 * true (see `analyzeChineseAttempt`):
 * - every key pressed for a composition (letters, Backspace inside it, the Space or digit picking a candidate)
 *   is a `{ kind: 'key', code }` keystroke, dated by its keydown;
 * - the committed text is one `{ kind: 'insert', char: '中国' }` that stands for the last of those keys (usually the
 *   one that confirmed it), dated by `compositionend`. Nothing is graded mid-composition.
 *
 * Browsers fire these in different orders: Chromium sends each keydown
 * (keyCode 229) before its composition events and `compositionend` last; Firefox sends `compositionend` before
 * the last `input`; Safari sends the keydown after the composition events it caused, and the Enter or Space that
 * confirms a candidate after `compositionend`. So keys are held until their composition ends, and a Safari
 * confirming key that comes after the commit is counted on its own.
 */
export interface ChineseInputOptions extends Omit<TextInputOptions, 'composition'> {
  /** Accept full-width and half-width punctuation as the same mark (，for , and the other way round). */
  eitherPunctuationWidth?: boolean;
  /**
   * The expected text from the cursor on (e.g. `session.text.slice(session.cursor)`), read at each insert:
   * a typed mark in the other width is replaced by the expected one.
   */
  expectedAhead?: () => string;
}

/**
 * The longest text one insert carries. The attempt API takes inserts of up to 8 UTF-16 units; a longer commit
 * (a whole phrase) is sent as several inserts, which count as several keystrokes.
 */
export const MAX_INSERT_LENGTH = 8;

/** Keys that pick or confirm a candidate: Safari reports them after `compositionend`, with keyCode 229. */
const CONFIRMING_KEYS = new Set(['Enter', ' ', '1', '2', '3', '4', '5', '6', '7', '8', '9']);

interface HeldKey {
  code: string;
  timeStamp: number;
}

/** Splits text into pieces of at most `MAX_INSERT_LENGTH` UTF-16 units, never inside a code point. */
function chunks(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece.length + char.length > MAX_INSERT_LENGTH) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

const timeStampOf = (event: Event) => event.timeStamp || performance.now();

/** Attaches Chinese typing input to a text field. The field must not be re-rendered while composing. */
export function attachChineseInput(
  field: HTMLInputElement | HTMLTextAreaElement,
  options: ChineseInputOptions,
): TextInput {
  const { eitherPunctuationWidth = false, expectedAhead, onKeystroke, onKeyDown, ...textOptions } = options;
  let composing = false;
  /** Keys pressed for a composition (or a keyCode-229 key) whose text has not arrived yet. */
  let held: HeldKey[] = [];
  /** A commit was just emitted and no key has come since (Safari's confirming key may come now). */
  let justCommitted = false;

  const align = (text: string) =>
    eitherPunctuationWidth && expectedAhead ? alignPunctuationWidth(text, expectedAhead()) : text;
  const emitHeld = (keys: readonly HeldKey[]) => {
    for (const key of keys) onKeystroke({ kind: 'key', code: key.code, timeStamp: key.timeStamp });
  };
  /** Emits the held keys but the last, and returns that one: the text that arrives stands for it. */
  const takeLastHeld = (): HeldKey | undefined => {
    const last = held.pop();
    emitHeld(held);
    held = [];
    return last;
  };

  const onFieldKeyDown = (event: KeyboardEvent): boolean | void => {
    if (onKeyDown?.(event) === true) return true;
    const afterCommit = justCommitted;
    justCommitted = false;
    // A held key repeating inside a composition (Backspace) is not a new key press.
    if (event.repeat) return;
    const imeKey = composing || event.isComposing || event.keyCode === 229;
    if (!imeKey) {
      // A key typed directly: the keys before it are settled.
      emitHeld(held);
      held = [];
      return;
    }
    const key = { code: event.code || 'Process', timeStamp: timeStampOf(event) };
    if (!composing && !event.isComposing && afterCommit && CONFIRMING_KEYS.has(event.key)) {
      // Safari: the Enter or Space that confirmed the commit just graded.
      emitHeld([key]);
      return;
    }
    held.push(key);
  };

  const onTextKeystroke = (keystroke: Keystroke) => {
    if (keystroke.kind === 'key') {
      onKeystroke(keystroke);
      return;
    }
    // Text with no composition after a keyCode-229 keydown (Android keyboards, some IME punctuation): the
    // keystroke stands for that key, and is dated by it.
    const standsFor = takeLastHeld();
    const timeStamp = standsFor ? Math.min(standsFor.timeStamp, keystroke.timeStamp) : keystroke.timeStamp;
    if (keystroke.kind === 'delete') onKeystroke({ ...keystroke, timeStamp });
    else onKeystroke({ ...keystroke, char: align(keystroke.char), timeStamp });
  };

  const input = attachTextInput(field, {
    ...textOptions,
    // Compositions are graded here, with their keys; the text input only says that one started.
    composition: 'ignore',
    onKeyDown: onFieldKeyDown,
    onKeystroke: onTextKeystroke,
  });

  const onCompositionStart = () => {
    composing = true;
    justCommitted = false;
  };
  const onCompositionEnd = (event: CompositionEvent) => {
    composing = false;
    const text = event.data ? align(event.data) : '';
    if (!text) {
      // Cancelled (Esc) or emptied: its keys were pressed all the same.
      emitHeld(held);
      held = [];
      return;
    }
    const standsFor = takeLastHeld();
    const timeStamp = Math.max(standsFor?.timeStamp ?? 0, timeStampOf(event));
    for (const char of chunks(text)) onKeystroke({ kind: 'insert', char, timeStamp });
    justCommitted = true;
  };

  const target: HTMLElement = field;
  target.addEventListener('compositionstart', onCompositionStart);
  target.addEventListener('compositionend', onCompositionEnd);

  return {
    detach() {
      input.detach();
      target.removeEventListener('compositionstart', onCompositionStart);
      target.removeEventListener('compositionend', onCompositionEnd);
    },
    focus: () => input.focus(),
    get composing() {
      return composing;
    },
  };
}
