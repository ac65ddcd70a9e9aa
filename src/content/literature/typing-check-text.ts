/**
 * The text of a typing check (src/contracts/typing-checks.ts) and of the efficacy bench's daily typed test: a
 * 200-character stretch of the fables, lower case, letters and spaces only, starting at a word; a different
 * stretch for each number. The fables are prose the finger course and the adaptive practice never type, so the
 * check measures typing of unseen text, not of practised drills.
 */
import { TYPING_CHECK_CHARS } from '../../contracts/typing-checks';
import { FABLES } from './works-tales';

let source: { text: string; starts: number[] } | undefined;

function checkSource() {
  if (source) return source;
  const text = FABLES.map((work) => work.text)
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
  const starts: number[] = [];
  for (let i = 0; i < text.length - TYPING_CHECK_CHARS; i++)
    if (i === 0 || text[i - 1] === ' ') starts.push(i);
  return (source = { text, starts });
}

/** The check's text number `n` (any integer; the bench uses the practice day). */
export function typingCheckText(n: number): string {
  const { text, starts } = checkSource();
  const start = starts[(((n * 37) % starts.length) + starts.length) % starts.length]!;
  return text.slice(start, start + TYPING_CHECK_CHARS).trim();
}
