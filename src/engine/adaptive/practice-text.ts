import { letterModelOf, pseudoWordsWith, type WordFilter } from './letter-model';
import { seededRandom, type Random } from '../random';

/** What a practice text is made from. */
export interface PracticeTextOptions {
  /** Real words, most common first (the content's word list; the engine imports no content). */
  words: readonly string[];
  /** Characters the learner may be asked to type (the space between words is always allowed). */
  unlocked: readonly string[];
  /** Every word of the text contains this character. */
  focus: string;
  /** Same seed, same text. */
  seed: number;
  /** Target length in characters; the text stops at the first word that reaches it. Default 180. */
  length?: number;
  /** The most common matching words to draw from. Default 60: children meet the words they know. */
  poolSize?: number;
  /** Below this many real words, pseudo-words fill the pool. Default 12. */
  minPool?: number;
  /** The safety filter (src/content/safety's `safeWord`): every word of the text passes it. */
  safe: WordFilter;
}

export interface PracticeText {
  text: string;
  /** The words of the text, in order. */
  words: string[];
  /** The pseudo-words in the pool (empty when real words sufficed). */
  pseudoWords: string[];
}

/** Whether a word uses only the allowed characters. */
export function usesOnly(word: string, allowed: ReadonlySet<string>): boolean {
  for (const char of word) if (!allowed.has(char)) return false;
  return word.length > 0;
}

/**
 * Words joined by spaces up to the target length, drawn from the pool in shuffled rounds, so each word comes
 * once before any comes again and no word follows itself.
 */
export function joinToLength(pool: readonly string[], length: number, random: Random): string[] {
  const chosen: string[] = [];
  let size = 0;
  let round: string[] = [];
  while (size < length && pool.length > 0) {
    if (round.length === 0) {
      round = [...pool];
      for (let i = round.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [round[i], round[j]] = [round[j]!, round[i]!];
      }
      // A new round must not start with the word that ended the last one.
      if (round.length > 1 && round[round.length - 1] === chosen[chosen.length - 1]) {
        [round[0], round[round.length - 1]] = [round[round.length - 1]!, round[0]!];
      }
    }
    const word = round.pop()!;
    chosen.push(word);
    size += word.length + (chosen.length > 1 ? 1 : 0);
  }
  return chosen;
}

/**
 * A practice text of real words that all contain the focus and use only unlocked characters, the most common
 * first; pseudo-words from the list's letter model only when fewer than `minPool` real words fit. Every word,
 * real or made up, has passed the safety filter (`safe`).
 */
export function practiceText(options: PracticeTextOptions): PracticeText {
  const { words, focus, seed, safe, length = 180, poolSize = 60, minPool = 12 } = options;
  const allowed = new Set(options.unlocked);
  allowed.add(focus);
  const random = seededRandom(seed);
  const real: string[] = [];
  for (const word of words) {
    if (real.length >= poolSize) break;
    if (
      word.length > 1 &&
      word.includes(focus) &&
      usesOnly(word, allowed) &&
      !real.includes(word) &&
      safe(word, 'real')
    ) {
      real.push(word);
    }
  }
  const pseudoWords =
    real.length < minPool
      ? pseudoWordsWith(
          letterModelOf(words),
          allowed,
          focus,
          minPool - real.length,
          random,
          safe,
          new Set(real),
        )
      : [];
  const chosen = joinToLength([...real, ...pseudoWords], length, random);
  return { text: chosen.join(' '), words: chosen, pseudoWords };
}
