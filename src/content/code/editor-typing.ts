/**
 * Typing code as in a code editor that auto-indents. The rules, so the engine's expected text and what the
 * screen shows always agree:
 *
 * 1. The snippet is normalised first (`normalizeSnippet`): tabs become `tabWidth` spaces, trailing spaces and
 *    blank lines at the start and end are removed, runs of blank lines become one, line ends become '\n'.
 * 2. The learner types every character of a line after its leading spaces, then Enter ('\n') at the end of
 *    every line but the last.
 * 3. After Enter the editor inserts the next line's leading spaces by itself (auto-indent), so the learner
 *    never types indentation. The editor indents exactly as the snippet does, so a line starting with a
 *    closing bracket is already dedented: there is nothing to delete.
 * 4. Brackets and quotes are not closed automatically: the learner types each one where it stands (an
 *    auto-closed bracket would have to be typed over, which confuses beginners and the statistics).
 * 5. A blank line is a single Enter.
 *
 * So `expected` (what the engine grades) is the snippet without leading indentation, and `display` is the
 * snippet; `displayIndex` maps each expected character to its place on screen.
 */

/** Spaces per tab when a snippet has tabs. */
export const DEFAULT_TAB_WIDTH = 4;

/** A snippet with rule 1 applied. */
export function normalizeSnippet(snippet: string, tabWidth = DEFAULT_TAB_WIDTH): string {
  const lines = snippet
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' '.repeat(tabWidth))
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}

/** How a snippet is typed. */
export interface EditorTyping {
  /** The normalised snippet, as shown. */
  display: string;
  /** What the learner types: the snippet without leading indentation. The engine grades this. */
  expected: string;
  /** For each character of `expected`, its index in `display`. */
  displayIndex: number[];
  /** For each character of `display`, its index in `expected`, or -1 for indentation the editor inserts. */
  expectedIndex: number[];
}

/** Applies the rules above to a snippet. */
export function editorTyping(snippet: string, tabWidth = DEFAULT_TAB_WIDTH): EditorTyping {
  const display = normalizeSnippet(snippet, tabWidth);
  let expected = '';
  const displayIndex: number[] = [];
  const expectedIndex: number[] = [];
  let atLineStart = true;
  for (let i = 0; i < display.length; i++) {
    const char = display[i]!;
    if (atLineStart && char === ' ') {
      expectedIndex.push(-1);
      continue;
    }
    atLineStart = char === '\n';
    expectedIndex.push(expected.length);
    displayIndex.push(i);
    expected += char;
  }
  return { display, expected, displayIndex, expectedIndex };
}

/** The indentation the editor inserts after the Enter at `expected` position `position` ('' if none). */
export function autoIndentAfter(typing: EditorTyping, position: number): string {
  if (typing.expected[position] !== '\n') return '';
  let indent = '';
  for (let i = typing.displayIndex[position]! + 1; i < typing.display.length; i++) {
    if (typing.expectedIndex[i] !== -1) break;
    indent += typing.display[i];
  }
  return indent;
}
