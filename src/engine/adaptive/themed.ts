import { letterModelOf, pseudoWordsWith, type WordFilter } from './letter-model';
import { joinToLength, usesOnly } from './practice-text';
import { seededRandom } from '../random';

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
  /** Real words, most common first: they fill in while the unlocked keys spell too few theme words. */
  fallbackWords: readonly string[];
  /** A session draws on at least this many different words (theme words, then common ones, then made-up). */
  minPool?: number;
  /**
   * The safety filter (src/content/safety's `safeWord`): theme words, a teacher's pasted words, common words
   * and made-up words all pass it before they are used.
   */
  safe: WordFilter;
}

/** What a word of a themed text is: one of the theme's, a common English word, or a made-up practice word. */
export type ThemedWordKind = 'theme' | 'common' | 'pseudo';

export interface ThemedText {
  text: string;
  words: string[];
  /** Theme words the learner can type now (only unlocked keys). */
  playable: string[];
  /** Theme words left out because they need keys not yet unlocked: the UI can say "coming soon". */
  skipped: string[];
  /** True when no theme word could be typed and other words stand in. */
  usedFallback: boolean;
  /** How many words of the text are of each kind, so the learner can be told which it is. */
  kinds: Record<ThemedWordKind, number>;
}

/** The fewest different words a themed session draws on before common words fill in. */
export const THEMED_MIN_POOL = 12;

/** Counts the words of a text by kind: the theme's, common (in `commonWords`), else made up. */
export function classifyWords(
  words: readonly string[],
  themeWords: readonly string[],
  commonWords: readonly string[],
): Record<ThemedWordKind, number> {
  const theme = new Set(themeWords.map((word) => word.toLowerCase()));
  const common = new Set(commonWords);
  const kinds: Record<ThemedWordKind, number> = { theme: 0, common: 0, pseudo: 0 };
  for (const word of words) {
    const lower = word.toLowerCase();
    kinds[theme.has(lower) ? 'theme' : common.has(lower) ? 'common' : 'pseudo']++;
  }
  return kinds;
}

/** The text's words, two streams interleaved focus-first while both have words. */
function interleave(pool: readonly string[], focus: string, length: number, seed: number): string[] {
  const random = seededRandom(seed);
  const withFocus = pool.filter((word) => word.includes(focus));
  const others = pool.filter((word) => !word.includes(focus));
  if (withFocus.length === 0 || others.length === 0) return joinToLength(pool, length, random);
  // Half the words (and more of the typing) practise the focus.
  const focusStream = joinToLength(withFocus, length, random);
  const otherStream = joinToLength(others, length, random);
  const words: string[] = [];
  let size = -1;
  for (let i = 0; size < length; i++) {
    const word = (i % 2 === 0 ? focusStream : otherStream)[Math.floor(i / 2)];
    if (word === undefined) break;
    words.push(word);
    size += word.length + 1;
  }
  return words;
}

/**
 * A themed session made of real words wherever the unlocked keys allow: the theme's words the learner can type
 * first, then common words (those with the focus first) while fewer than `minPool` theme words fit, and
 * made-up words of the list's letter patterns only when no more real words fit. The focus is still preferred:
 * every other word contains it while such words exist. No language model is involved.
 */
export function themedText(options: ThemedTextOptions): ThemedText {
  const { focus, seed, safe, length = 180, minPool = THEMED_MIN_POOL } = options;
  const allowed = new Set(options.unlocked);
  const themeWords = [...new Set(options.themeWords.map((word) => word.toLowerCase()))].filter((word) =>
    safe(word, 'real'),
  );
  const playable = themeWords.filter((word) => usesOnly(word, allowed));
  const skipped = themeWords.filter((word) => !usesOnly(word, allowed));
  const pool = [...playable];
  if (pool.length < minPool) {
    const chosen = new Set(pool);
    const fits = options.fallbackWords.filter(
      (word) => word.length > 1 && usesOnly(word, allowed) && !chosen.has(word) && safe(word, 'real'),
    );
    // Common words with the focus first, so the focus keeps its share of the typing.
    const common = [
      ...fits.filter((word) => word.includes(focus)),
      ...fits.filter((word) => !word.includes(focus)),
    ];
    pool.push(...common.slice(0, minPool - pool.length));
  }
  if (pool.length < minPool && allowed.has(focus)) {
    const model = letterModelOf(options.fallbackWords);
    pool.push(
      ...pseudoWordsWith(
        model,
        allowed,
        focus,
        minPool - pool.length,
        seededRandom(seed ^ 0x5eed),
        safe,
        new Set(pool),
      ),
    );
  }
  const words = interleave(pool, focus, length, seed);
  return {
    text: words.join(' '),
    words,
    playable,
    skipped,
    usedFallback: playable.length === 0,
    kinds: classifyWords(words, themeWords, options.fallbackWords),
  };
}
