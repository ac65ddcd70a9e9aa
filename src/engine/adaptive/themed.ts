import { joinToLength, practiceText, usesOnly } from './practice-text';
import { seededRandom } from './random';

/** The most words a pasted list keeps: a teacher's list, not a book. */
export const MAX_PASTED_WORDS = 500;

/**
 * A pasted word list as words: split at spaces, commas, semicolons and line breaks, lower-cased, stripped of
 * surrounding punctuation ("Lion," -> "lion"), without repeats, at most `MAX_PASTED_WORDS`.
 */
export function parseWordList(pasted: string): string[] {
  const words = new Set<string>();
  for (const part of pasted.split(/[\s,;，、；]+/)) {
    const word = part.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (word) words.add(word);
    if (words.size >= MAX_PASTED_WORDS) break;
  }
  return [...words];
}

export interface ThemedTextOptions {
  /** The theme's words ("animals") or a pasted list (see `parseWordList`). */
  themeWords: readonly string[];
  unlocked: readonly string[];
  focus: string;
  seed: number;
  /** Target length in characters. Default 180. */
  length?: number;
  /** Real words, most common first, for the plain practice text when no theme word can be typed yet. */
  fallbackWords: readonly string[];
}

export interface ThemedText {
  text: string;
  words: string[];
  /** Theme words the learner can type now (only unlocked keys). */
  playable: string[];
  /** Theme words left out because they need keys not yet unlocked: the UI can say "coming soon". */
  skipped: string[];
  /** True when no theme word could be typed and the plain practice text stands in. */
  usedFallback: boolean;
}

/**
 * A themed session: the theme's words the learner can type with the unlocked keys, the focus still preferred
 * (every other word contains it while such words exist). Falls back to the plain practice text of
 * `fallbackWords` when no theme word fits yet.
 */
export function themedText(options: ThemedTextOptions): ThemedText {
  const { focus, seed, length = 180 } = options;
  const allowed = new Set(options.unlocked);
  const themeWords = [...new Set(options.themeWords.map((word) => word.toLowerCase()))];
  const playable = themeWords.filter((word) => usesOnly(word, allowed));
  const skipped = themeWords.filter((word) => !usesOnly(word, allowed));
  if (playable.length === 0) {
    const plain = practiceText({
      words: options.fallbackWords,
      unlocked: options.unlocked,
      focus,
      seed,
      length,
    });
    return { text: plain.text, words: plain.words, playable, skipped, usedFallback: true };
  }
  const random = seededRandom(seed);
  const withFocus = playable.filter((word) => word.includes(focus));
  const others = playable.filter((word) => !word.includes(focus));
  let words: string[];
  if (withFocus.length === 0 || others.length === 0) {
    words = joinToLength(playable, length, random);
  } else {
    // Two streams, interleaved focus-first: half the words (and more of the typing) practise the focus.
    const focusStream = joinToLength(withFocus, length, random);
    const otherStream = joinToLength(others, length, random);
    words = [];
    let size = -1;
    for (let i = 0; size < length; i++) {
      const word = (i % 2 === 0 ? focusStream : otherStream)[Math.floor(i / 2)];
      if (word === undefined) break;
      words.push(word);
      size += word.length + 1;
    }
  }
  return { text: words.join(' '), words, playable, skipped, usedFallback: false };
}
