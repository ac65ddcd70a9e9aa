import type { LocaleCode } from '../contracts/locales';
import type { CourseFamilyId, KeyboardLayoutId } from '../contracts/constants';
import type { PassRule, TypingMode } from '../engine';

/** Text in every interface language. */
export type LocalizedText = Record<LocaleCode, string>;

/** One drill of a lesson: a line of practice text. */
export interface Drill {
  /**
   * What the drill practises: the new keys alone, mixed with known keys, real words, sentences; in the other
   * course families also a passage of prose or verse, a code snippet, or numbers on the keypad.
   */
  kind: 'keys' | 'mixed' | 'words' | 'sentences' | 'passage' | 'code' | 'numbers' | 'characters';
  text: string;
}

/** A lesson of a course: an introduction, drills, and the pass rule that gives its stars. */
export interface Lesson {
  /** URL-safe and unique across all courses, e.g. 'home-keys-f-and-j'. */
  slug: string;
  /** 1-based position in its course. */
  number: number;
  title: LocalizedText;
  description: LocalizedText;
  /** Keys (KeyboardEvent.code) this lesson introduces, shown in the introduction. */
  newKeys: readonly string[];
  /** Every key the learner may need in this lesson: the new keys and all earlier ones. */
  keys: readonly string[];
  /** Sentences for the introduction: which finger, which key, a tip. */
  intro: readonly LocalizedText[];
  drills: readonly Drill[];
  /** The text typed in one attempt: the drills joined by single spaces. */
  text: string;
  mode: TypingMode;
  passRule: PassRule;
  /** Whether the next lesson stays locked until this one is passed (false for an introduction such as posture). */
  gatesNext: boolean;
  /** How the lesson is typed when not plain text (absent: type `text` as shown). */
  practice?: LessonPractice;
}

/**
 * Special ways of typing a lesson:
 * - 'numpad': keys matched by code (the engine's `matchNumpadCode`): '1' only from Numpad1.
 * - 'code': a snippet typed in an editor that auto-indents: `snippet` is shown (highlighted as `language`, a
 *   Prism language id), `text` is what the learner types (no leading indentation); `editorTyping(snippet)` in
 *   src/content/code maps one onto the other.
 * - 'adaptive': the text is generated for each learner by the engine's adaptive practice (optionally from a
 *   theme's words); `text` is what a learner without history gets.
 * - 'vocabulary': words with phonetic spelling and meanings (src/content/vocabulary); the UI may hide the word
 *   and show its meaning (dictation).
 */
export type LessonPractice =
  | { kind: 'numpad' }
  | { kind: 'code'; language: string; snippet: string }
  | { kind: 'adaptive'; theme?: string }
  | { kind: 'vocabulary' }
  | PinyinPractice
  | ChinesePractice;

/** Which Chinese characters a course shows: simplified, or traditional (the CHT locale). */
export type ChineseScript = 'simplified' | 'traditional';

/**
 * 'pinyin': the text is Chinese and the learner types its pinyin in letters (engine: `pinyinTarget(text,
 * readings)`, `PinyinSession`, `analyzePinyinAttempt`). `readings` is the text's readings line: one entry per
 * Chinese character in order, 'yin2 hang2', alternatives joined by '|' (a character on its own takes any reading).
 * `hints` give beginners a picture and a meaning per character.
 */
export interface PinyinPractice {
  kind: 'pinyin';
  script: ChineseScript;
  readings: string;
  hints?: readonly CharacterHint[];
}

/**
 * 'chinese': Chinese text typed through the learner's input method (input: `attachChineseInput`; figures:
 * `analyzeChineseAttempt`, speed in characters per minute). `readings` as for pinyin, to show pinyin as a help.
 */
export interface ChinesePractice {
  kind: 'chinese';
  script: ChineseScript;
  readings: string;
}

/** A beginner's help for a Chinese character: its reading, a meaning in English and a picture (an emoji). */
export interface CharacterHint {
  char: string;
  /** Numbered reading ('ma1'); show it with `toneMarked`. */
  reading: string;
  meaning: string;
  emoji?: string;
}

/** The kinds of course, one per practice kind of the navigation (each loaded on its own). */
export type CourseFamily = CourseFamilyId;

/** A group of lessons in a course map (e.g. 'Middle row'). */
export interface Chapter {
  slug: string;
  title: LocalizedText;
  lessons: readonly Lesson[];
}

/** A course: the course map shows its chapters and lessons in order. */
export interface Course {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  chapters: readonly Chapter[];
  /** Which practice kind the course belongs to (absent: the finger course). */
  family?: CourseFamily;
  /** The keyboard layout the course is written for (the finger course is built for each layout). */
  layout?: KeyboardLayoutId;
}
