import offensive from '../data/offensive-words.json';
import childrenWords from './children-words.json';
import {
  JA_EVERYDAY,
  MALAY_REFUSED,
  MISSPELLINGS,
  PINYIN_REFUSED,
  STRONG_STEMS,
  ZH_ANYWHERE_CHARACTERS,
  ZH_CHILDREN,
  ZH_EVERYDAY,
} from './lists';

/**
 * The language a word or text is judged in: English words (and Malay ones), pinyin syllables, Chinese
 * words, Japanese; 'any' judges a text in every one of them at once (what one child types for others to read).
 */
export type SafetyLanguage = 'en' | 'pinyin' | 'zh' | 'ja' | 'ms' | 'any';

/*
 * Everything is precomputed once, when the module loads (about 1,300 entries in a handful of Sets): judging a
 * word is a few dozen Set lookups, never a scan of the lists. Cost, counted (src/content/safety/safety.test.ts
 * prints nothing; these are the figures of the data as built): a real English word of n letters costs at most
 * n x 10 lookups for the strong stems plus 6 for its endings; a made-up word of n letters about (2n) variants x
 * n x 14 lookups (a 7-letter made-up word: under 1,400 Set.has calls). The data is 10.6 KB of JSON (4.7 KB gzip)
 * from the package plus our lists.
 */

const lower = (text: string) => text.toLowerCase();

const ENGLISH_ENTRIES: readonly string[] = [
  ...offensive.en,
  ...Object.entries(childrenWords)
    .filter(([reason]) => reason !== '//')
    .flatMap(([, words]) => words as string[]),
  ...STRONG_STEMS,
  ...MISSPELLINGS,
].map(lower);

/** Malay words: refused as whole words only (their endings are not English ones: "babi" is not in "babies"). */
const MS_WORDS: ReadonlySet<string> = new Set(MALAY_REFUSED.filter((entry) => !entry.includes(' ')));
const MS_PHRASES: readonly string[] = MALAY_REFUSED.filter((entry) => entry.includes(' '));

/** Real words an ending rule would misread ("butter" is not "butt" + "er"). */
const EVERYDAY_EN: ReadonlySet<string> = new Set(['butter', 'butters', 'buttered', 'buttery']);

/** Single English (and Malay) words refused as whole words. */
const EN_WORDS: ReadonlySet<string> = new Set(ENGLISH_ENTRIES.filter((entry) => /^[a-z]+$/.test(entry)));

/** The English (and misspelt) words the filter refuses as whole words, for tests that sweep generated text. */
export const REFUSED_ENGLISH_WORDS: readonly string[] = [...EN_WORDS];

/** Phrases of several words ("blow job"), as their words joined by single spaces. */
const EN_PHRASES: readonly string[] = [
  ...new Set(
    ENGLISH_ENTRIES.filter((entry) => !/^[a-z]+$/.test(entry))
      .map((entry) =>
        entry
          .split(/[^a-z]+/)
          .filter(Boolean)
          .join(' '),
      )
      .filter((phrase) => phrase.includes(' ')),
  ),
];

/** Everything a made-up word must not contain: every refused word of 3 letters or more. */
const CONTAINED: ReadonlySet<string> = new Set([...EN_WORDS].filter((word) => word.length >= 3));
const CONTAINED_LENGTHS: readonly number[] = [...new Set([...CONTAINED].map((word) => word.length))].sort(
  (a, b) => a - b,
);

const STRONG: ReadonlySet<string> = new Set(STRONG_STEMS);
const STRONG_LENGTHS: readonly number[] = [...new Set(STRONG_STEMS.map((stem) => stem.length))];

/** Endings stripped to find a refused word inside its inflection ("kills", "killing", "shooter"). */
const ENDINGS = ['s', 'es', 'ed', 'ing', 'er', 'ers'] as const;

const ZH_DROPPED: ReadonlySet<string> = new Set(ZH_EVERYDAY);
const ZH_ENTRIES = [...offensive.zh, ...ZH_CHILDREN].filter((entry) => !ZH_DROPPED.has(entry));
/** Chinese words refused as a whole word (one character: 奸 alone, not in 奸笑's everyday uses). */
const ZH_WORDS: ReadonlySet<string> = new Set(ZH_ENTRIES);
/** Chinese entries refused wherever they appear in a text: those of two characters or more, and a few characters. */
const ZH_ANYWHERE: readonly string[] = [
  ...ZH_ENTRIES.filter((entry) => [...entry].length >= 2 && /\p{Script=Han}/u.test(entry)),
  ...ZH_ANYWHERE_CHARACTERS,
];

const JA_DROPPED: ReadonlySet<string> = new Set(JA_EVERYDAY);
/** Japanese entries (in kana or kanji) refused wherever they appear. */
const JA_ANYWHERE: readonly string[] = offensive.ja.filter(
  (entry) => !JA_DROPPED.has(entry) && [...entry].length >= 2 && !/^[\x20-\x7e]+$/.test(entry),
);

const PINYIN_JOINED: ReadonlySet<string> = new Set(PINYIN_REFUSED.map((entry) => entry.replace(/ /g, '')));
const PINYIN_SEQUENCES: readonly string[] = PINYIN_REFUSED.filter((entry) => entry.includes(' '));

/** Whether `text` has one of the `stems` (a Set) as a substring, trying only the stems' lengths. */
function containsAny(text: string, stems: ReadonlySet<string>, lengths: readonly number[]): boolean {
  for (let start = 0; start < text.length; start++) {
    for (const length of lengths) {
      if (start + length > text.length) break;
      if (stems.has(text.slice(start, start + length))) return true;
    }
  }
  return false;
}

/** Digits and symbols that stand for letters in "sh1t", "a$$", "b00b". */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** A text's letters only, lower case, look-alikes read as letters: "F.u.c.k", "sh1t" -> "fuck", "shit". */
function squashed(text: string): string {
  let out = '';
  for (const char of lower(text)) {
    const letter = LOOK_ALIKES[char] ?? char;
    if (letter >= 'a' && letter <= 'z') out += letter;
  }
  return out;
}

function isRefusedEnglishWord(word: string): boolean {
  if (EN_WORDS.has(word)) return true;
  if (EVERYDAY_EN.has(word)) return false;
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= 3 && word.endsWith(ending)) {
      const base = word.slice(0, -ending.length);
      // "killing" -> "kill"; "shooter" -> "shoot"; "stabbed" -> "stab" (a doubled last consonant).
      if (EN_WORDS.has(base) || (base.at(-1) === base.at(-2) && EN_WORDS.has(base.slice(0, -1)))) return true;
    }
  }
  return containsAny(word, STRONG, STRONG_LENGTHS);
}

/** Whether a pinyin text spells a refused sequence: tone marks and digits dropped, ü as v. */
function isRefusedPinyin(text: string): boolean {
  const syllables = lower(text)
    .normalize('NFD')
    .replace(/u\u0308/g, 'v')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (syllables.some((syllable) => PINYIN_JOINED.has(syllable))) return true;
  const spaced = ` ${syllables.join(' ')} `;
  return PINYIN_SEQUENCES.some((sequence) => spaced.includes(` ${sequence} `));
}

function isRefusedChinese(text: string): boolean {
  return ZH_WORDS.has(text) || ZH_ANYWHERE.some((entry) => text.includes(entry));
}

function isRefusedJapanese(text: string): boolean {
  return JA_ANYWHERE.some((entry) => text.includes(entry));
}

/**
 * Whether a real word (from a word list, a theme, a teacher's list, a model's answer) may be shown to a child:
 * not an offensive word or its inflection, and no strong stem inside. In 'en' (and 'ms') a word is a run of
 * letters; in 'zh' a Chinese word or phrase; in 'pinyin' one syllable or several.
 */
export function isSafeWord(word: string, language: SafetyLanguage = 'en'): boolean {
  // The hot path (a generated word of a-z letters): two Set lookups, the endings and the strong stems.
  if ((language === 'en' || language === 'ms') && /^[a-z]+$/.test(word)) {
    return !isRefusedEnglishWord(word) && !MS_WORDS.has(word);
  }
  return refusalOf(word, language) === null;
}

/** The variants a made-up word could be read as: one doubled letter dropped, two neighbours swapped. */
function readings(word: string): string[] {
  const found = [word];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) found.push(word.slice(0, i) + word.slice(i + 1));
    else found.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return found;
}

/**
 * Whether a made-up practice word (adaptive practice's pseudo-words) may be shown: a safe word that also
 * contains no refused word of 3 letters or more, read as it is, with a doubled letter single ("cocck"), or with
 * two neighbouring letters swapped ("shti").
 */
export function isSafeMadeUpWord(word: string): boolean {
  const text = lower(word);
  if (isRefusedEnglishWord(text)) return false;
  return !readings(text).some((reading) => containsAny(reading, CONTAINED, CONTAINED_LENGTHS));
}

/** Where a word comes from, for the engine's generators: a real word of a list, or one it made up. */
export type WordOrigin = 'real' | 'made-up';

/** The filter as the engine takes it (the engine imports no content): `safeWord(word, origin)`. */
export function safeWord(word: string, origin: WordOrigin): boolean {
  return origin === 'made-up' ? isSafeMadeUpWord(word) : isSafeWord(word, 'en');
}

/** The words of `words` a child may be shown, in order. */
export function safeWords(words: readonly string[], language: SafetyLanguage = 'en'): string[] {
  return words.filter((word) => isSafeWord(word, language));
}

function englishRefusal(text: string): string | null {
  // Words split at anything not a letter, and at a capital inside a word ("BigAss" -> big, ass).
  const words = text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  for (const word of words) if (isRefusedEnglishWord(word) || MS_WORDS.has(word)) return word;
  const spaced = ` ${words.join(' ')} `;
  for (const phrase of [...EN_PHRASES, ...MS_PHRASES]) if (spaced.includes(` ${phrase} `)) return phrase;
  // "f.u.c.k", "sh1t" (one word's letters, look-alikes read as letters) and "f u c k" (single letters in a
  // row, joined); never two words joined, or "Sushi Time" would read as a curse.
  let run = '';
  for (const part of [...text.split(/\s+/), '']) {
    const letters = squashed(part);
    if (containsAny(letters, STRONG, STRONG_LENGTHS) || isRefusedEnglishWord(letters)) return letters;
    if (letters.length === 1) run += letters;
    else {
      if (run.length > 1 && (containsAny(run, STRONG, STRONG_LENGTHS) || EN_WORDS.has(run))) return run;
      run = '';
    }
  }
  return null;
}

/**
 * The first refused word of a text, or null when the whole text may be shown: the one check for what a child
 * reads, a word or a passage, a nickname or a class name. The answer is for the caller's decision only: never
 * log it (it may be a child's own words).
 */
export function refusalOf(text: string, language: SafetyLanguage = 'en'): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (language) {
    case 'en':
    case 'ms':
      return englishRefusal(trimmed);
    case 'pinyin':
      return isRefusedPinyin(trimmed) ? trimmed : englishRefusal(trimmed);
    case 'zh':
      return isRefusedChinese(trimmed.replace(/\s+/g, '')) ? trimmed : null;
    case 'ja':
      return isRefusedJapanese(trimmed.replace(/\s+/g, '')) ? trimmed : null;
    case 'any': {
      const solid = trimmed.replace(/\s+/g, '');
      if (isRefusedChinese(solid) || isRefusedJapanese(solid) || isRefusedPinyin(trimmed)) return trimmed;
      return englishRefusal(trimmed);
    }
  }
}

/** Whether a name one child shows others (a nickname, a class name, a shared course title) may be shown. */
export function isSafeName(name: string): boolean {
  return refusalOf(name, 'any') === null;
}
