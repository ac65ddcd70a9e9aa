import { themedText } from './themed';

/**
 * Writes a themed passage for a learner: an optional language model behind an OpenAI-compatible endpoint on the
 * server, or the built-in offline writer. Whatever it returns is checked (`checkPassage`) before anyone types it.
 */
export interface PassageWriter {
  /** A passage about `theme` using only `unlockedChars` (and spaces), with many words containing `focus`. */
  generateThemedPassage(theme: string, unlockedChars: readonly string[], focus: string): Promise<string>;
}

/** Why a passage was refused. */
export type PassageProblem = 'empty' | 'too-long' | 'locked-chars';

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
 * A checked themed passage: the writer's (a language model's) when it succeeds and passes `checkPassage` after
 * tidying, else the offline writer's. A writer that throws (network down, no model configured) is not an error
 * for the learner.
 */
export async function themedPassage(
  writer: PassageWriter | undefined,
  offline: PassageWriter,
  theme: string,
  unlockedChars: readonly string[],
  focus: string,
): Promise<ThemedPassage> {
  let refused: ThemedPassage['refused'];
  if (writer) {
    try {
      const check = checkPassage(
        tidyPassage(await writer.generateThemedPassage(theme, unlockedChars, focus), unlockedChars),
        unlockedChars,
      );
      if (check.ok) return { passage: check.passage, source: 'writer' };
      refused = check.problem;
    } catch {
      refused = 'failed';
    }
  }
  const passage = await offline.generateThemedPassage(theme, unlockedChars, focus);
  const check = checkPassage(passage, unlockedChars);
  if (!check.ok) throw new Error(`offline passage refused: ${check.problem}`);
  return refused === undefined ? { passage, source: 'offline' } : { passage, source: 'offline', refused };
}
