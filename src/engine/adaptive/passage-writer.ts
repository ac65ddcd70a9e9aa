import type { WordFilter } from './letter-model';
import { themedText } from './themed';

/**
 * Writes a themed passage for a learner: an optional language model behind an OpenAI-compatible endpoint on the
 * server, or the built-in offline writer. Whatever it returns is checked (`checkPassage`) before anyone types it.
 */
export interface PassageWriter {
  /** A passage about `theme` using only `unlockedChars` (and spaces), with many words containing `focus`. */
  generateThemedPassage(theme: string, unlockedChars: readonly string[], focus: string): Promise<string>;
}

/**
 * Why a model's passage was refused by the content's judge (src/content/safety `modelPassageRefusal`): a refused
 * word, a web address, a name-like capitalised word not of the theme, or fewer than 80 % real words.
 */
export const MODEL_REFUSALS = ['refused-word', 'url', 'name', 'few-real-words'] as const;
export type ModelRefusal = (typeof MODEL_REFUSALS)[number];

/** Judges a model's raw answer for a theme: the reason it is refused, or null. */
export type PassageJudge = (raw: string, theme: string) => ModelRefusal | null;

/** Why a passage was refused. */
export type PassageProblem = 'empty' | 'too-long' | 'locked-chars' | ModelRefusal;

export type PassageCheck =
  | { ok: true; passage: string }
  | {
      ok: false;
      problem: PassageProblem;
      /** For 'locked-chars': the characters not unlocked. */ lockedChars: string[];
    };

/** The longest passage accepted, in characters: one typing page. */
export const MAX_PASSAGE_LENGTH = 600;

/** Punctuation a model may add that is simply dropped when the learner has not unlocked it. */
const DROPPABLE = new Set([...`.,!?;:'"()-`, '\u2018', '\u2019', '\u201c', '\u201d', '\u2014', '\u2013']);

/**
 * Tidies a model's passage for the learner: whitespace collapsed to single spaces, capitals lowered when the
 * learner has no capitals, punctuation the learner has not unlocked dropped. Letters are never changed into
 * other letters: a word with a locked letter stays, and `checkPassage` refuses it.
 */
export function tidyPassage(passage: string, unlockedChars: readonly string[]): string {
  const allowed = new Set(unlockedChars);
  const hasCapitals = unlockedChars.some((char) => char !== char.toLowerCase());
  let tidy = hasCapitals ? passage : passage.toLowerCase();
  tidy = [...tidy].filter((char) => allowed.has(char) || !DROPPABLE.has(char)).join('');
  return tidy.replace(/\s+/g, ' ').trim();
}

/**
 * Checks a passage before use: not empty, at most `maxLength` characters, and only unlocked characters and
 * single spaces. Pure; the engine calls it on every passage, the offline writer's included.
 */
export function checkPassage(
  passage: string,
  unlockedChars: readonly string[],
  maxLength = MAX_PASSAGE_LENGTH,
): PassageCheck {
  if (passage.trim() === '') return { ok: false, problem: 'empty', lockedChars: [] };
  if (passage.length > maxLength) return { ok: false, problem: 'too-long', lockedChars: [] };
  const allowed = new Set([...unlockedChars, ' ']);
  const locked = [...new Set([...passage].filter((char) => !allowed.has(char)))];
  if (locked.length > 0) return { ok: false, problem: 'locked-chars', lockedChars: locked.sort() };
  return { ok: true, passage };
}

/** The built-in writer: theme words from the content, typed with unlocked keys, focus preferred. Works offline. */
export function offlinePassageWriter(options: {
  /** The theme's words (the content's themed lists), or undefined for an unknown theme. */
  wordsForTheme: (theme: string) => readonly string[] | undefined;
  /** Real words, most common first, when the theme has none the learner can type yet. */
  fallbackWords: readonly string[];
  seed: number;
  length?: number;
  /** The safety filter every word passes (src/content/safety's `safeWord`). */
  safe: WordFilter;
}): PassageWriter {
  return {
    generateThemedPassage(theme, unlockedChars, focus) {
      const result = themedText({
        themeWords: options.wordsForTheme(theme) ?? [],
        unlocked: unlockedChars,
        focus,
        seed: options.seed,
        length: options.length,
        fallbackWords: options.fallbackWords,
        safe: options.safe,
      });
      return Promise.resolve(result.text);
    },
  };
}

/** Where a passage came from: the writer asked, or the offline writer after the first failed or was refused. */
export interface ThemedPassage {
  passage: string;
  source: 'writer' | 'offline';
  /** Why the writer's passage was not used, when it was not. */
  refused?: PassageProblem | 'failed';
}

/**
 * A checked themed passage: the writer's (a language model's) when it succeeds, passes `judge` as written
 * (refused words, web addresses, names, too few real words) and `checkPassage` after tidying, else the offline
 * writer's. A writer that throws (network down, no model configured) is not an error for the learner.
 */
export async function themedPassage(
  writer: PassageWriter | undefined,
  offline: PassageWriter,
  theme: string,
  unlockedChars: readonly string[],
  focus: string,
  judge: PassageJudge,
): Promise<ThemedPassage> {
  let refused: ThemedPassage['refused'];
  if (writer) {
    try {
      const raw = await writer.generateThemedPassage(theme, unlockedChars, focus);
      // The judge first: a refused word is the reason even when the passage also has locked letters.
      const judged = judge(raw, theme);
      const check = checkPassage(tidyPassage(raw, unlockedChars), unlockedChars);
      if (judged === null && check.ok) return { passage: check.passage, source: 'writer' };
      refused = judged ?? (check.ok ? undefined : check.problem);
    } catch {
      refused = 'failed';
    }
  }
  const passage = await offline.generateThemedPassage(theme, unlockedChars, focus);
  const check = checkPassage(passage, unlockedChars);
  if (!check.ok) throw new Error(`offline passage refused: ${check.problem}`);
  return refused === undefined ? { passage, source: 'offline' } : { passage, source: 'offline', refused };
}
