/**
 * The themes of themed practice ("pirates", "space", "festivals"): 35 themes for 6-12-year-olds, each named in
 * the five languages and tagged for the sentence writer (./sentences.ts), which writes short real sentences on
 * the theme from the learner's unlocked keys. A teacher's free text finds its theme in any of the five languages
 * ("pirates", "Piraten", "海盗", "lanun", "海賊"); a text that names none of ours finds none, and the practice
 * says so instead of passing other words off as the theme's. Written for KeyQuest.
 */
import { letterModelOf, pseudoWordsWith, type Random } from '../../engine';
import { isSafeMadeUpWord, isSafeWord, safeWord } from '../safety';
import { ENGLISH_WORDS } from '../words';
import { PEOPLE_THEMES } from './data-people';
import { WORLD_THEMES } from './data-world';
import { PATTERN_WORDS, vocabularyOf, writeThemed, type ThemedWriting } from './sentences';
import { buildTheme, type Theme } from './source';

export type { Theme } from './source';
export type { ThemedMade, ThemedWriting, WrittenWordKind } from './sentences';
export { themeSentences, themePhrases } from './sentences';

/** Every theme, in the order the course lists them. */
export const THEMES: readonly Theme[] = [...WORLD_THEMES, ...PEOPLE_THEMES].map(buildTheme);

/** The theme whose everyday sentences stand in while the keys spell none of a theme's words. */
const EVERYDAY: Theme = THEMES.find((theme) => theme.slug === 'home')!;

/** Little words that say nothing about a theme. */
const FILLER = new Set([
  'the',
  'a',
  'an',
  'and',
  'of',
  'in',
  'on',
  'at',
  'about',
  'my',
  'our',
  'with',
  'for',
  'i',
  'like',
]);

/** A word and its singular guesses ("dinosaurs" -> "dinosaur", "beaches" -> "beach"). */
function forms(word: string): string[] {
  const found = [word];
  if (word.endsWith('ies')) found.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) found.push(word.slice(0, -2));
  if (word.endsWith('s')) found.push(word.slice(0, -1));
  return found;
}

/** A name written in a script without spaces between words (Chinese, Japanese). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether a typed word is a form of a name: the same word, or one of a related language ("piraten", "pirate"). */
function sameWord(token: string, name: string): boolean {
  if (forms(token).includes(name)) return true;
  // Words of five letters or more that only add an ending: "piraten" / "pirate", "dinosaurier" / "dinosaur".
  return (
    name.length >= 5 &&
    token.length >= name.length &&
    token.startsWith(name) &&
    token.length - name.length <= 3
  );
}

/** How strongly a text points at a theme: 0 when not at all. */
function scoreOf(theme: Theme, text: string, tokens: readonly string[]): number {
  let score = 0;
  for (const name of theme.names) {
    if (text === name) return 100;
    if (UNSPACED.test(name) || name.includes(' ')) {
      // A name of several characters inside the text ("我喜欢恐龙", "a treasure hunt"): the longer, the surer.
      if (text.includes(name)) score = Math.max(score, 2 + [...name].length);
    }
  }
  const words = new Set(theme.words);
  for (const token of tokens) {
    if (theme.names.some((name) => !name.includes(' ') && sameWord(token, name))) score += 3;
    else if (forms(token).some((form) => words.has(form))) score += 1;
  }
  return score;
}

/**
 * The theme a teacher's free text names, or undefined when it names none of ours. Exact names (a slug, a title
 * in any language, another name) win; then names inside the text, the longer the surer; then the theme's own
 * words. Ties go to the earlier theme. Pure: no language model, so "dinosaurs", "the sea" and "恐龙" always
 * land the same.
 */
export function themeFor(text: string): Theme | undefined {
  const lower = text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  if (lower === '') return undefined;
  const tokens = lower.split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 1 && !FILLER.has(token));
  let best: Theme | undefined;
  let bestScore = 0;
  for (const theme of THEMES) {
    const score = scoreOf(theme, lower, tokens);
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return best;
}

/** A theme by its slug, else the theme a free text names. */
export function findTheme(slugOrText: string): Theme | undefined {
  return THEMES.find((theme) => theme.slug === slugOrText) ?? themeFor(slugOrText);
}

/** The words of a theme by its slug, or of the theme a free text names; undefined when it names none. */
export function wordsForTheme(slugOrText: string): readonly string[] | undefined {
  return findTheme(slugOrText)?.words;
}

let realWordSet: ReadonlySet<string> | undefined;

/** Every real word the writer may write: the children's word list, the themes' vocabulary, the patterns' words. */
export function realWords(): ReadonlySet<string> {
  realWordSet ??= new Set([...ENGLISH_WORDS, ...PATTERN_WORDS, ...THEMES.flatMap(vocabularyOf)]);
  return realWordSet;
}

/**
 * Made-up words of the English letter patterns, only ever used when fewer than a handful of real words fit; the
 * safety filter's stricter check for made-up words (nothing offensive inside, nor read with a letter doubled or
 * swapped) keeps only safe ones.
 */
function pseudoWords(allowed: ReadonlySet<string>, focus: string, count: number, random: Random): string[] {
  return pseudoWordsWith(
    letterModelOf(ENGLISH_WORDS),
    allowed,
    focus,
    count * 3,
    random,
    safeWord,
    new Set(ENGLISH_WORDS),
  )
    .filter(isSafeMadeUpWord)
    .slice(0, count);
}

const judged = new Map<string, boolean>();

/**
 * A real word refused by the safety filter: no sentence or phrase with one is written. The writer asks about the
 * same few hundred words thousands of times, so each answer is kept.
 */
function refusedWord(word: string): boolean {
  let refused = judged.get(word);
  if (refused === undefined) {
    refused = !isSafeWord(word);
    judged.set(word, refused);
  }
  return refused;
}

export interface ThemedPassageOptions {
  /** A theme's slug or a teacher's free text. */
  theme: string;
  unlocked: readonly string[];
  focus: string;
  seed: number;
  length?: number;
  /** Work out how many keys until the theme's words and sentences fit (default true). */
  keysUntil?: boolean;
}

/** A themed passage written with the learner's keys, and the theme it is on (undefined: none of ours). */
export function writeThemedPassage(
  options: ThemedPassageOptions,
): ThemedWriting & { theme: Theme | undefined } {
  const theme = findTheme(options.theme);
  return {
    ...writeThemed({
      theme,
      everyday: EVERYDAY,
      unlocked: options.unlocked,
      focus: options.focus,
      seed: options.seed,
      length: options.length,
      commonWords: ENGLISH_WORDS,
      realWords: realWords(),
      pseudoWords,
      refused: refusedWord,
      keysUntil: options.keysUntil,
    }),
    theme,
  };
}
