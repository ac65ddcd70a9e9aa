import type { Random } from '../../engine';

/** Fewer real words than this and a game makes letter groups from the unlocked characters instead. */
export const MIN_WORDS = 8;

/**
 * The words a game may show: the source's words (lower-case, letters only, no repeats), or, for a learner
 * who knows too few keys to make real words (only F and J), groups of 2-4 unlocked characters like the
 * lesson drills ("fj", "jjf").
 */
export function wordPool(words: readonly string[], characters: readonly string[], random: Random): string[] {
  const clean = [...new Set(words.map((word) => word.trim()).filter((word) => /^\S+$/u.test(word)))];
  if (clean.length >= MIN_WORDS) return clean;
  const letters = [...new Set(characters.filter((char) => /^\S$/u.test(char)))];
  if (letters.length === 0) return clean.length > 0 ? clean : ['f', 'j', 'fj', 'jf'];
  const groups = new Set(clean);
  for (let attempt = 0; groups.size < 24 && attempt < 400; attempt++) {
    const length = 2 + Math.floor(random() * 3);
    let group = '';
    for (let i = 0; i < length; i++) group += letters[Math.floor(random() * letters.length)];
    groups.add(group);
  }
  return [...groups];
}

/** Orders words from short to long: early waves use the short ones. */
export function byLength(words: readonly string[]): string[] {
  return [...words].sort((a, b) => a.length - b.length || a.localeCompare(b));
}
