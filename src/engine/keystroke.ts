/**
 * One entry of a keystroke log. `timeStamp` is in milliseconds (a DOM event's `timeStamp` on the client);
 * the engine only ever subtracts timestamps, it never reads a clock.
 * An insert may carry the `KeyboardEvent.code` of the key that typed it ('Numpad1' or 'Digit1' for '1'), so a
 * lesson can ask for a particular key (see `CodeMatcher`); without a matcher the code is ignored.
 */
export type Keystroke =
  | { kind: 'insert'; char: string; timeStamp: number; code?: string }
  | { kind: 'delete'; timeStamp: number }
  | { kind: 'key'; code: string; timeStamp: number };

/**
 * - `stop`: stop on error. The cursor waits until the right key is pressed; a wrong key is counted and shown.
 * - `free`: free flow. A wrong character is inserted and may be corrected with Backspace.
 */
export type TypingMode = 'stop' | 'free';

export const TYPING_MODES: readonly TypingMode[] = ['stop', 'free'];

/**
 * Whether the key that typed the right character is an accepted key for it: a numeric keypad lesson accepts
 * '1' from Numpad1 only, not from Digit1. `code` is undefined when the input layer sent none.
 */
export type CodeMatcher = (expected: string, code: string | undefined) => boolean;
