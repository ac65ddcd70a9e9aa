import { numpadKeyFor } from '../keyboard';
import type { CodeMatcher } from './keystroke';

/**
 * The code matcher of numeric keypad lessons: a character the keypad types ('0'-'9', '.', '+', '-', '*', '/',
 * '\n' for Enter) counts only from its keypad key (Numpad1, not Digit1; NumpadEnter, not Enter); any other
 * character (a space between groups) from any key. With NumLock off the keypad sends no digit at all, so the
 * learner sees a wrong key and the UI warns about NumLock.
 */
export const matchNumpadCode: CodeMatcher = (expected, code) => {
  const key = numpadKeyFor(expected);
  return key === undefined || key.code === code;
};
