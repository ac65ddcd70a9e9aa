import type { Keystroke } from '../engine';

/** What the key input reports besides keystrokes. */
export interface KeyInputHandlers {
  /** A character or Backspace, with the event's own `timeStamp` (not the time the handler ran). */
  onKeystroke(keystroke: Keystroke, event: KeyboardEvent): void;
  /** Keys that steer rather than type: Enter, Escape, Tab, arrows… (never repeats). */
  onControlKey?(key: string, event: KeyboardEvent): void;
  /** An input method editor started (true) or ended (false). Its keys are ignored while it is active. */
  onComposition?(composing: boolean): void;
}

/** Keys that steer a game; Tab is left alone so keyboard users can always move focus out. */
const CONTROL_KEYS = new Set(['Enter', 'Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** A single Unicode code point: `event.key` of a key that types a character (astral characters are 2 code units). */
function isCharacterKey(key: string): boolean {
  return key.length === 1 || (key.length === 2 && key.codePointAt(0)! > 0xffff);
}

/**
 * Turns `keydown` events on `target` into engine keystrokes, synchronously inside the event, so a game can
 * apply them in the same frame. Unlike the lesson's hidden text field this needs no focused input: games
 * read keys, not text.
 *
 * - Auto-repeat is ignored: holding a key down is not typing it again.
 * - Keys pressed with Ctrl, Alt or Meta are browser and system shortcuts and are left alone (AltGr, which
 *   Chromium reports as Ctrl+Alt on Windows, still types its character).
 * - While an IME composes (`isComposing`, or `keyCode` 229 which Safari and Chromium send for keys the IME
 *   takes), keys are ignored and the composition is reported: games are played with direct input.
 *
 * @returns a function that removes every listener it added.
 */
export function attachKeyInput(target: EventTarget, handlers: KeyInputHandlers): () => void {
  let composing = false;
  const setComposing = (value: boolean) => {
    if (composing === value) return;
    composing = value;
    handlers.onComposition?.(value);
  };

  const onKeyDown = (raw: Event) => {
    const event = raw as KeyboardEvent;
    if (event.isComposing || event.keyCode === 229) {
      setComposing(true);
      return;
    }
    // A focused game is not editable, so an IME may send 229 keydowns without composition events:
    // the first ordinary key says direct input is back.
    setComposing(false);
    if (event.repeat) {
      // Keep the page from scrolling on a held Space, but count nothing.
      if (event.key === ' ') event.preventDefault();
      return;
    }
    const altGr = event.getModifierState?.('AltGraph') ?? false;
    if ((event.ctrlKey || event.metaKey || event.altKey) && !altGr) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      handlers.onKeystroke({ kind: 'delete', timeStamp: event.timeStamp }, event);
    } else if (isCharacterKey(event.key)) {
      event.preventDefault();
      handlers.onKeystroke({ kind: 'insert', char: event.key, timeStamp: event.timeStamp }, event);
    } else if (CONTROL_KEYS.has(event.key)) {
      event.preventDefault();
      handlers.onControlKey?.(event.key, event);
    }
  };
  const onCompositionStart = () => setComposing(true);
  const onCompositionEnd = () => setComposing(false);

  target.addEventListener('keydown', onKeyDown);
  target.addEventListener('compositionstart', onCompositionStart);
  target.addEventListener('compositionend', onCompositionEnd);
  return () => {
    target.removeEventListener('keydown', onKeyDown);
    target.removeEventListener('compositionstart', onCompositionStart);
    target.removeEventListener('compositionend', onCompositionEnd);
  };
}
