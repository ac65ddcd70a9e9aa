/**
 * The one safety filter for every word KeyQuest shows a child: real words of the word lists, made-up practice
 * words, game words, themed words, every word of a language model's passage, and the names one child shows
 * another (nicknames, class names, shared course titles), in English, pinyin, Chinese, Japanese and Malay.
 * Pure (no DOM, no Node): the browser and the server run the same check. Its data: the naughty-words package's
 * lists (src/content/data/offensive-words.json, see data/SOURCES.md) and ours (children-words.json, lists.ts).
 */
export {
  isSafeMadeUpWord,
  isSafeName,
  isSafeWord,
  refusalOf,
  REFUSED_ENGLISH_WORDS,
  safeWord,
  safeWords,
  type SafetyLanguage,
  type WordOrigin,
} from './filter';
export { MIN_REAL_WORD_SHARE, modelPassageRefusal } from './passage';
