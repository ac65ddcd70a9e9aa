import type { KeyboardLayoutId } from '../../contracts/constants';
import { type KeyHistory, type Notebook, type NotebookSettings } from '../../engine';

/** What a loader needs to know about the learner. */
export interface LearnerContext {
  /** Per-key history (server's GET /progress/keys, or the device's records). */
  history: () => Promise<KeyHistory>;
  /** Keys unlocked so far in the adaptive practice. */
  unlocked: readonly string[];
  notebook: Notebook;
  settings: NotebookSettings;
  /** A themed passage from the server's passage writer (a language model or the built-in one); may throw. */
  themedPassage?: (
    theme: string,
    unlockedChars: readonly string[],
    focus: string,
  ) => Promise<{ passage: string; source: 'writer' | 'offline' }>;
  /** A custom course of the learner's, by id; undefined if there is none. */
  customCourse?: (
    id: number,
  ) => Promise<{ id: number; title: string; text: string; mode: 'stop' | 'free' } | undefined>;
  /** Words pasted by a teacher or parent for a one-off session. */
  pastedWords?: readonly string[];
  /** A theme typed by a teacher or parent ("dinosaurs") for a one-off themed session. */
  theme?: string;
  seed: number;
  /** The keyboard layout the learner types on: the adaptive practice unlocks keys in its course's order. */
  layout?: KeyboardLayoutId;
}

export const REVIEW_SLUG = 'notebook-review';
export const PASTED_WORDS_SLUG = 'adaptive-words';
/** A themed session on any theme a teacher or parent typed (the course's themed lessons have their own slugs). */
export const THEMED_SLUG = 'adaptive-theme';
export const CUSTOM_PREFIX = 'custom-';
