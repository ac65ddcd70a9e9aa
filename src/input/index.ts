/**
 * DOM input -> engine keystrokes. No React here: the UI and the games attach these to their own elements.
 */
export { attachTextInput } from './text-input';
export type { TextInput, TextInputOptions } from './text-input';
export { attachChineseInput, MAX_INSERT_LENGTH } from './chinese-input';
export type { ChineseInputOptions } from './chinese-input';
export { watchNumLock } from './num-lock';
export type { NumLockKeyDown } from './num-lock';
