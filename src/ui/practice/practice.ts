import type { Course, CourseFamily, Lesson } from '../../content';
import type { VocabularyWord } from '../../content/vocabulary';
import {
  addAttemptMisses,
  addKeyMisses,
  recordReviews,
  reviewOutcomes,
  type AttemptAnalysis,
  type CodeMatcher,
  type FocusExplanation,
  type KeyConfidence,
  type Notebook,
  type NotebookSettings,
  type WordStat,
} from '../../engine';
import type { LocalizedText } from '../../content/types';
import type { ThemedMade, WrittenWordKind } from '../../content/themes/sentences';
import type { CodeTokenKind } from './code-highlight';

/** How the text of a practice is shown while it is typed. */
export type PracticeView =
  | { kind: 'text' }
  /** Code: each expected character's indentation shown before it (inserted by the editor) and token kind. */
  | {
      kind: 'code';
      language: string;
      indentBefore: readonly string[];
      tokens: readonly (CodeTokenKind | undefined)[];
    }
  | { kind: 'numpad' }
  /** Vocabulary: the words with their IPA and meanings; `loop` times each in a row. */
  | { kind: 'vocabulary'; words: readonly VocabularyWord[]; loop: number };

/** How the server is told about a finished attempt (POST /attempt/submit's `kind` and slug or practice id). */
export type PracticeSubmit = { kind: 'lesson' } | { kind: 'practice'; practiceId: string };

/** The adaptive practice's plan, shown to the learner: why this key is the focus, which key was added. */
export interface AdaptiveInfo {
  focus: string;
  explanation: FocusExplanation;
  added: string | null;
  unlocked: readonly string[];
  confidences: readonly KeyConfidence[];
  /** Where a themed passage came from (a language model, or the built-in writer). */
  source?: 'writer' | 'offline';
  /** The theme asked for: a theme's slug, or what a teacher or parent typed. */
  theme?: string;
  /** The theme of ours it names (its title in the five languages); undefined: none of ours. */
  themeTitle?: LocalizedText;
  /** For the built-in writer's passage: what it is made of, and how many keys the theme still needs. */
  writing?: ThemedWritingInfo;
}

/** What the built-in writer's themed passage is made of (see `writeThemedPassage` in src/content/themes). */
export interface ThemedWritingInfo {
  made: ThemedMade;
  sentences: number;
  kinds: Record<WrittenWordKind, number>;
  keysUntilWords: number | null;
  keysUntilSentences: number | null;
}

/**
 * Everything the practice screen needs for one lesson of any kind: the lesson (its text possibly written for
 * this learner), its course's lessons (for unlocking and "next"), how keys are matched, how the text is shown,
 * and where the result goes.
 */
export interface Practice {
  family: CourseFamily | 'custom' | 'review' | 'check';
  lesson: Lesson;
  lessons: readonly Lesson[];
  matchCode?: CodeMatcher;
  view: PracticeView;
  submit: PracticeSubmit;
  /** The notebook mode missed words are filed under ('english', 'code', 'numpad', ...); null: not filed. */
  notebookMode: string | null;
  adaptive?: AdaptiveInfo;
  /** For a review session: which notebook mode it reviews (all modes when undefined). */
  reviewMode?: string;
  /** The covered-keyboard check: no on-screen keyboard or hands while typing, the learner asked not to look. */
  covered?: boolean;
}

/** Every lesson of a course in order. */
export function lessonsOf(course: Course): Lesson[] {
  return course.chapters.flatMap((chapter) => chapter.lessons);
}

/** Which missed words may be filed in a mode, under which token (`notebookMisses` of content/notebook-words.ts). */
export type NotebookWordRule = (mode: string, missed: readonly WordStat[]) => WordStat[];

/**
 * The notebook after a finished attempt: a review session records its answers (a word leaves after
 * `clearAfter` correct answers in a row); any other practice files the words (keypad: keys; code: tokens)
 * missed in it that `realWords` lets in (never a drill or a made-up word). An unfinished attempt changes nothing.
 */
export function notebookAfter(
  notebook: Notebook,
  practice: Pick<Practice, 'family' | 'notebookMode' | 'view' | 'lesson' | 'reviewMode'>,
  analysis: AttemptAnalysis,
  now: number,
  settings: NotebookSettings,
  realWords: NotebookWordRule,
): Notebook {
  if (!analysis.finished) return notebook;
  if (practice.family === 'review') {
    const modes = practice.reviewMode
      ? [practice.reviewMode]
      : [...new Set(notebook.map((entry) => entry.mode))];
    const outcomes = modes.flatMap((mode) => reviewOutcomes(notebook, mode, practice.lesson.text, analysis));
    return recordReviews(notebook, outcomes, now, settings);
  }
  if (!practice.notebookMode) return notebook;
  if (practice.view.kind === 'numpad') {
    // Enter and spaces between numbers are not keys to review on their own.
    const keys = Object.fromEntries(Object.entries(analysis.keys).filter(([key]) => !/\s/.test(key)));
    return addKeyMisses(notebook, practice.notebookMode, { keys }, now);
  }
  return addAttemptMisses(
    notebook,
    practice.notebookMode,
    { missedWords: realWords(practice.notebookMode, analysis.missedWords) },
    now,
    practice.view.kind === 'code' ? 'code' : 'word',
  );
}
