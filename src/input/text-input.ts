import { charsAfterDeadKey, deadAccentOf, type Keystroke } from '../engine';
import type { KeyboardLayout } from '../keyboard';

/**
 * Turns the events of a focused (visually hidden) text field into engine keystrokes carrying `event.timeStamp`.
 *
 * Why a text field and not bare `keydown`: only the browser knows which character a key makes in the learner's
 * layout (dead keys, AltGr, Shift on a French layout…), and only a text field receives IME compositions and the
 * characters of a tablet's on-screen keyboard. `keydown` still gives the timing and the non-character keys.
 *
 * @see https://w3c.github.io/uievents/ and https://w3c.github.io/input-events/
 */
export interface TextInputOptions {
  /** Every graded keystroke, in order. */
  onKeystroke: (keystroke: Keystroke) => void;
  /**
   * Called on every keydown before it is graded (ignored repeats and IME keys included). Return true to take the
   * key for yourself (Esc to restart, a key that ends a pause): it is then neither graded nor typed.
   */
  onKeyDown?: (event: KeyboardEvent) => boolean | void;
  /** The Caps Lock state, whenever it is first seen or changes. */
  onCapsLock?: (on: boolean) => void;
  /** An input method (IME) started composing: in an English lesson, ask the learner to switch it off. */
  onCompositionStart?: () => void;
  /**
   * What to do with text an IME commits: 'grade' it (Chinese lessons), or 'ignore' it (a lesson in Latin letters,
   * where a composing IME means the learner's input method is wrong). Never graded mid-composition either way.
   */
  composition?: 'grade' | 'ignore';
  /** Enter types '\n' (only texts with line breaks need it; lessons separate drills with spaces). */
  acceptNewline?: boolean;
  /** KeyboardEvent.code values counted as `{ kind: 'key' }` keystrokes (not characters). Default: both Shifts. */
  countedKeys?: readonly string[];
  /**
   * The learner's keyboard layout. When a browser reports a dead key's keydown but no composition, and then the
   * plain letter of the next key ('e' after '^'), the layout says which accented character that makes ('ê'),
   * as the engine reads key events (engine/key-events.ts). Without it the letter is taken as reported.
   */
  layout?: KeyboardLayout;
}

/** A text field attached as a typing input. */
export interface TextInput {
  /** Removes every listener; the field is left as it was. */
  detach: () => void;
  /** Focuses the field without scrolling the page. */
  focus: () => void;
  /** Whether an IME composition is in progress. */
  readonly composing: boolean;
}

const DEFAULT_COUNTED_KEYS = ['ShiftLeft', 'ShiftRight'] as const;

/**
 * A keydown that belongs to an IME: Chromium and Firefox set `isComposing`; Safari and some Android keyboards
 * only say so with the legacy keyCode 229 (e.g. the Enter that confirms a candidate after `compositionend`).
 */
function isImeKeyDown(event: KeyboardEvent): boolean {
  return event.isComposing || event.keyCode === 229;
}

/** Mobile Safari has reported zero time stamps on input events: fall back to the clock in that case. */
function timeStampOf(event: Event): number {
  return event.timeStamp || performance.now();
}

/**
 * Attaches typing input to a text field (an `<input>` or `<textarea>`, usually visually hidden but focusable).
 * The field is kept empty, so the browser never accumulates text, autocorrect has nothing to work on, and a long
 * lesson costs the same per keystroke as a short one.
 */
export function attachTextInput(
  field: HTMLInputElement | HTMLTextAreaElement,
  options: TextInputOptions,
): TextInput {
  const countedKeys = new Set<string>(options.countedKeys ?? DEFAULT_COUNTED_KEYS);
  const gradeComposition = (options.composition ?? 'grade') === 'grade';
  let composing = false;
  /**
   * The time stamp of the keydown whose character has not arrived yet. The character is dated by its keydown:
   * that is when the finger hit the key, and it keeps Shift (a keydown) and the letter after it on one clock.
   * Chromium stamps `beforeinput` when it is dispatched, which lags under load.
   */
  let pendingKeyDownTime: number | null = null;
  /** The `code` of that keydown ('Numpad1' or 'Digit1' for '1'): keypad lessons accept only the keypad's key. */
  let pendingKeyDownCode: string | null = null;
  let capsLock: boolean | null = null;
  /**
   * A dead key was pressed and its accent waits for the next key. Chromium (and Safari) show the accent as a
   * composition that the next key commits ('ê'); Firefox on Windows sends the accented letter as plain text. A
   * composition a dead key starts is typing, not an input method: its commit is graded in every lesson.
   */
  let deadKeyPending = false;
  let deadKeyComposition = false;
  /** The accent of the dead key last pressed (from the layout), until a key that types something uses it. */
  let deadAccent: string | null = null;
  /** That accent and the keydown the next character comes from, when the browser did not compose it itself. */
  let pendingAccent: { accent: string; event: KeyboardEvent } | null = null;

  // Phones and tablets would otherwise capitalise the first letter, "correct" words and suggest completions.
  field.setAttribute('autocomplete', 'off');
  field.setAttribute('autocorrect', 'off');
  field.setAttribute('autocapitalize', 'off');
  field.setAttribute('spellcheck', 'false');
  // The field stays empty, so its caret never moves and would blink: a frame every half second while the learner
  // types (about one keystroke in four then waits behind it). A caret that does not animate draws none.
  const caretAnimation = field.style.getPropertyValue('caret-animation');
  field.style.setProperty('caret-animation', 'manual');

  const emit = (keystroke: Keystroke) => options.onKeystroke(keystroke);
  const clearField = () => {
    if (field.value !== '') field.value = '';
  };
  /** Takes the pending keydown's time (or the event's own) and code for the character that has arrived. */
  const takeKeyDown = (event: Event): { timeStamp: number; code: string | null } => {
    const taken = { timeStamp: pendingKeyDownTime ?? timeStampOf(event), code: pendingKeyDownCode };
    pendingKeyDownTime = null;
    pendingKeyDownCode = null;
    return taken;
  };
  const emitText = (text: string, { timeStamp, code }: { timeStamp: number; code: string | null }) => {
    const afterDead = pendingAccent;
    pendingAccent = null;
    // Array.from splits by code point, so an emoji or a rare CJK character is one character, as in the engine.
    let chars = Array.from(text);
    if (afterDead && options.layout && chars.length === 1) {
      const { accent, event } = afterDead;
      const altGraph = event.getModifierState?.('AltGraph') ?? false;
      const made = charsAfterDeadKey(
        options.layout,
        accent,
        { code: event.code, shiftKey: event.shiftKey, altGraph },
        text,
      );
      if (made.length === 2) {
        // The accent alone ('^'), then the letter it does not go on, coded by its key.
        emit({ kind: 'insert', char: made[0]!, timeStamp });
        chars = [made[1]!];
      } else chars = made;
    }
    for (const char of chars) {
      // A key makes one character: only then does its code say which key typed it.
      if (code && chars.length === 1) emit({ kind: 'insert', char, timeStamp, code });
      else emit({ kind: 'insert', char, timeStamp });
    }
  };
  const reportCapsLock = (event: KeyboardEvent) => {
    // A synthetic event (tests, some extensions) may lack getModifierState.
    if (typeof event.getModifierState !== 'function') return;
    const on = event.getModifierState('CapsLock');
    if (on !== capsLock) {
      capsLock = on;
      options.onCapsLock?.(on);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // On the CapsLock key itself some platforms (X11) report the state before the toggle on keydown; keyup corrects
    // it, so read it on both.
    reportCapsLock(event);
    if (options.onKeyDown?.(event) === true) {
      event.preventDefault();
      pendingKeyDownTime = null;
      pendingKeyDownCode = null;
      return;
    }
    if (!composing && event.key === 'Dead' && !event.repeat) {
      // A dead key is a counted key, never an error: the letter after it types the accented character.
      deadKeyPending = true;
      const altGraph = event.getModifierState?.('AltGraph') ?? false;
      deadAccent = options.layout
        ? deadAccentOf(options.layout, { code: event.code, shiftKey: event.shiftKey, altGraph })
        : null;
      emit({ kind: 'key', code: event.code, timeStamp: timeStampOf(event) });
      return;
    }
    if (deadKeyComposition) {
      // Shift for a capital ('Ê') counts as ever; the key that ends the dead key's composition dates and codes the
      // accented character it commits.
      if (countedKeys.has(event.code)) emit({ kind: 'key', code: event.code, timeStamp: timeStampOf(event) });
      else {
        pendingKeyDownTime = timeStampOf(event);
        pendingKeyDownCode = event.code || null;
      }
      return;
    }
    deadKeyPending = false;
    if (composing || isImeKeyDown(event)) return;
    if (event.repeat) {
      // A held key repeats: cancelling the keydown also cancels the character it would type.
      event.preventDefault();
      return;
    }
    const timeStamp = timeStampOf(event);
    if (event.ctrlKey || event.metaKey || (event.altKey && !event.getModifierState?.('AltGraph'))) {
      // Shortcuts (Ctrl+C, Cmd+R…) type nothing; leave them to the browser.
      return;
    }
    if (countedKeys.has(event.code)) {
      emit({ kind: 'key', code: event.code, timeStamp });
      return;
    }
    switch (event.key) {
      case 'Backspace':
        // The field is empty, so Chromium would fire no beforeinput for it: Backspace is only seen here.
        event.preventDefault();
        deadAccent = null;
        emit({ kind: 'delete', timeStamp });
        return;
      case 'Enter':
        // An <input> fires no beforeinput for Enter (it would submit a form), so it is handled here too.
        event.preventDefault();
        // Enter and the keypad's Enter both type a line break; the code says which (numeric keypad lessons).
        if (options.acceptNewline)
          emit({ kind: 'insert', char: '\n', timeStamp, ...(event.code ? { code: event.code } : {}) });
        return;
      case 'Tab':
        // Tab keeps its meaning (leave the field): keyboard-only users need a way out.
        return;
    }
    // Only a printable key makes the next character; an arrow or a function key must not date a later one
    // (a touch keyboard's character may come with no keydown of its own).
    const printable = Array.from(event.key).length === 1;
    pendingKeyDownTime = printable ? timeStamp : null;
    pendingKeyDownCode = printable && event.code ? event.code : null;
    // The first key that types after a dead key takes its accent (Shift in between keeps it, for a capital).
    pendingAccent = printable && deadAccent !== null ? { accent: deadAccent, event } : null;
    if (printable) deadAccent = null;
  };

  const onKeyUp = (event: KeyboardEvent) => reportCapsLock(event);

  const onBeforeInput = (event: InputEvent) => {
    if (composing || event.isComposing || event.inputType.includes('Composition')) return;
    switch (event.inputType) {
      case 'insertText':
        // Cancelled so the character never enters the field (no input event follows). When the browser says it
        // cannot be cancelled, the input event grades it instead.
        if (!event.cancelable) return;
        event.preventDefault();
        if (event.data) emitText(event.data, takeKeyDown(event));
        return;
      case 'deleteContentBackward':
        // A touch keyboard's Backspace with no usable keydown (Android sends keyCode 229).
        event.preventDefault();
        takeKeyDown(event);
        emit({ kind: 'delete', timeStamp: timeStampOf(event) });
        return;
      case 'insertLineBreak':
      case 'insertParagraph':
        event.preventDefault();
        if (options.acceptNewline)
          emit({ kind: 'insert', char: '\n', timeStamp: takeKeyDown(event).timeStamp });
        return;
      default:
        // Paste, drop, autocorrect replacements, undo, deleting words: never typing. Cancel what can be cancelled.
        if (event.cancelable) event.preventDefault();
    }
  };

  const onInput = (event: Event) => {
    const input = event as InputEvent;
    const isComposition = composing || input.isComposing || (input.inputType ?? '').includes('Composition');
    // Firefox fires the last composition input after compositionend (isComposing false, inputType
    // insertCompositionText): it was graded at compositionend, so it must not be graded again.
    if (isComposition) {
      if (!composing) clearField();
      return;
    }
    if (input.inputType === 'insertText' || input.inputType === undefined) {
      // Reached only when beforeinput was not cancelled (not cancellable, or a browser without beforeinput).
      const text = input.data ?? field.value;
      if (text) emitText(text, takeKeyDown(event));
    }
    clearField();
  };

  const onCompositionStart = () => {
    composing = true;
    pendingKeyDownTime = null;
    pendingKeyDownCode = null;
    deadKeyComposition = deadKeyPending;
    deadKeyPending = false;
    if (!deadKeyComposition) options.onCompositionStart?.();
  };

  const onCompositionEnd = (event: CompositionEvent) => {
    composing = false;
    if (deadKeyComposition) {
      deadKeyComposition = false;
      // The browser composed the accent itself: nothing is left for the layout to put on.
      deadAccent = null;
      pendingAccent = null;
      // The accented letter ('ê'), the accent alone (dead key then Space) or the accent and a letter it does not go
      // on ('^t'): characters of the text, dated and coded by the key that committed them.
      if (event.data) emitText(event.data, takeKeyDown(event));
      queueMicrotask(clearField);
      return;
    }
    // Committed text is graded once, here, in every browser's order (Chromium: input then compositionend; Firefox:
    // compositionend then input; Safari: both before the keydown).
    // One insert for the whole commit (中国 at once), as the engine expects of an IME: it types the characters one by
    // one, and the keystroke count stays the number of commits.
    if (gradeComposition && event.data)
      emit({ kind: 'insert', char: event.data, timeStamp: timeStampOf(event) });
    // Chromium still owns the composition's DOM update during this event: clear after it.
    queueMicrotask(clearField);
  };

  const cancel = (event: Event) => event.preventDefault();
  // One element type for the listeners: on a union of two element types TypeScript loses the event map.
  const target: HTMLElement = field;

  target.addEventListener('keydown', onKeyDown);
  target.addEventListener('keyup', onKeyUp);
  target.addEventListener('beforeinput', onBeforeInput);
  target.addEventListener('input', onInput);
  target.addEventListener('compositionstart', onCompositionStart);
  target.addEventListener('compositionend', onCompositionEnd);
  target.addEventListener('paste', cancel);
  target.addEventListener('drop', cancel);
  target.addEventListener('cut', cancel);
  clearField();

  return {
    detach() {
      if (caretAnimation) field.style.setProperty('caret-animation', caretAnimation);
      else field.style.removeProperty('caret-animation');
      target.removeEventListener('keydown', onKeyDown);
      target.removeEventListener('keyup', onKeyUp);
      target.removeEventListener('beforeinput', onBeforeInput);
      target.removeEventListener('input', onInput);
      target.removeEventListener('compositionstart', onCompositionStart);
      target.removeEventListener('compositionend', onCompositionEnd);
      target.removeEventListener('paste', cancel);
      target.removeEventListener('drop', cancel);
      target.removeEventListener('cut', cancel);
    },
    focus() {
      field.focus({ preventScroll: true });
    },
    get composing() {
      return composing;
    },
  };
}
