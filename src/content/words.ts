import englishWords from './data/english-words.json';

/**
 * Familiar English words for children (New Dale-Chall and Revised Spache lists), lower case a-z, most common
 * first by SUBTLEX-US frequency; blocklisted words removed. Built by scripts/content/extract-english-words.mjs;
 * sources and licences in ./data/SOURCES.md. Every word passes the safety filter (./safety; words.test.ts checks
 * the whole list), so the word drills, the games' word pools and adaptive practice draw on safe words only. The
 * list is not filtered at run time: the filter's word lists would load with every lesson's first paint.
 */
export const ENGLISH_WORDS: readonly string[] = englishWords;

const WORD_SET: ReadonlySet<string> = new Set(ENGLISH_WORDS);

/** Whether a word (compared in lower case) is in the children's word list. */
export function isEnglishWord(word: string): boolean {
  return WORD_SET.has(word.toLowerCase());
}

/**
 * Real English words that can be typed with only these characters, most common first.
 * `wordsFromKeys('asdfjkl')` -> ['a', 'all', 'as', 'dad', 'ask', …]. Characters are matched exactly, so pass
 * lower-case letters.
 */
export function wordsFromKeys(chars: Iterable<string>, limit = Infinity): string[] {
  const allowed = letterMask(chars);
  const words: string[] = [];
  const masks = wordMasks();
  for (let i = 0; i < ENGLISH_WORDS.length && words.length < limit; i++) {
    if ((masks[i]! & ~allowed) === 0) words.push(ENGLISH_WORDS[i]!);
  }
  return words;
}

/** The letters a-z as bits 0-25; every word of the list is made of them only. */
function letterMask(chars: Iterable<string>): number {
  let mask = 0;
  for (const char of chars) {
    const bit = char.charCodeAt(0) - 97;
    if (char.length === 1 && bit >= 0 && bit < 26) mask |= 1 << bit;
  }
  return mask;
}

let masks: Int32Array | undefined;

/** Each word's letters as a bit mask, computed on first use (a word fits the keys when it has no other bit). */
function wordMasks(): Int32Array {
  masks ??= Int32Array.from(ENGLISH_WORDS, (word) => letterMask(word));
  return masks;
}
