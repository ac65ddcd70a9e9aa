/**
 * Full-width and half-width punctuation. A Chinese input method types full-width marks (，。？) in its Chinese
 * mode and half-width ones (, . ?) in its English mode; a lesson may accept either as a setting. The engine
 * still compares characters exactly: the input layer swaps a typed mark for the expected one when they are
 * the same mark in the other width (`alignPunctuationWidth`), so the keystroke log stays replayable.
 */

/**
 * Marks of Chinese text that are not simply the full-width form of an ASCII character (U+FF01-FF5E are handled
 * by arithmetic), with what a US keyboard types for them. 、 is typed with the backslash key by Chinese IMEs.
 */
const HALF_WIDTH_OF: Record<string, readonly string[]> = {
  '。': ['.'],
  '、': [',', '\\'],
  '“': ['"'],
  '”': ['"'],
  '‘': ["'"],
  '’': ["'"],
  '《': ['<'],
  '》': ['>'],
  '〈': ['<'],
  '〉': ['>'],
  '【': ['['],
  '】': [']'],
  '「': ['['],
  '」': [']'],
  '『': ['{'],
  '』': ['}'],
  '—': ['-'],
  '\u3000': [' '],
};

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
/** U+FF01 (！) is U+0021 (!) plus this. */
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * What a keyboard types for a mark in half width: ',' for '，', [',', '\\'] for '、', 'A' for 'Ａ'. Empty when
 * the character has no half-width form (a Chinese character, … which IMEs type as Shift+6).
 */
export function halfWidthForms(char: string): readonly string[] {
  const listed = HALF_WIDTH_OF[char];
  if (listed) return listed;
  const code = char.codePointAt(0) ?? 0;
  if (char.length === 1 && code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) {
    return [String.fromCharCode(code - FULL_WIDTH_OFFSET)];
  }
  return [];
}

/** Whether `typed` is `expected` in the other width: ',' for '，', or '，' for ','. */
export function isWidthVariant(typed: string, expected: string): boolean {
  if (typed === expected) return false;
  return halfWidthForms(expected).includes(typed) || halfWidthForms(typed).includes(expected);
}

/**
 * The typed text with every mark that is a width variant of the expected character at the same offset replaced
 * by the expected one: aligning '你好,' against '你好，世界' gives '你好，'. Characters are compared by code point.
 */
export function alignPunctuationWidth(typed: string, expectedAhead: string): string {
  const expected = Array.from(expectedAhead);
  let changed = false;
  const aligned = Array.from(typed).map((char, i) => {
    const want = expected[i];
    if (want !== undefined && isWidthVariant(char, want)) {
      changed = true;
      return want;
    }
    return char;
  });
  return changed ? aligned.join('') : typed;
}
