import type { PassRule, TypingMode } from '../../engine';
import { codesForText } from '../../keyboard';
import type { Drill, Lesson, LessonPractice, LocalizedText } from '../types';

/** What a practice lesson is written as; `practiceLesson` fills in keys, text and defaults. */
export interface PracticeLessonSpec {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  drills: readonly Drill[];
  passRule: PassRule;
  mode?: TypingMode;
  intro?: readonly LocalizedText[];
  /** Keys this lesson introduces (numeric keypad lessons); practice lessons usually introduce none. */
  newKeys?: readonly string[];
  /** Keys to show; by default the keys the text needs on a US keyboard (`codesForText`). */
  keys?: readonly string[];
  practice?: LessonPractice;
  /** Practice lessons are open in any order unless a course says otherwise (the keypad course gates). */
  gatesNext?: boolean;
}

/**
 * A lesson of a practice course, numbered by its position. The drills are joined by `separator` (a space, or a
 * line break for poems, code and keypad numbers) into the text typed in one attempt.
 */
export function practiceLesson(spec: PracticeLessonSpec, number: number, separator = ' '): Lesson {
  const text = spec.drills.map((drill) => drill.text).join(separator);
  const lesson: Lesson = {
    slug: spec.slug,
    number,
    title: spec.title,
    description: spec.description,
    newKeys: spec.newKeys ?? [],
    keys: spec.keys ?? codesForText(text),
    intro: spec.intro ?? [],
    drills: spec.drills,
    text,
    mode: spec.mode ?? 'stop',
    passRule: spec.passRule,
    gatesNext: spec.gatesNext ?? false,
  };
  if (spec.practice) lesson.practice = spec.practice;
  return lesson;
}

/** Pass rules of the practice families: accuracy first, speed for the second and third stars. */
export const PRACTICE_PASS_RULES = {
  /** Word drills and sentences for children. */
  words: { accuracy: [0.85, 0.92, 0.96], wpm: [0, 12, 20] },
  /** Literature pages: longer texts, punctuation and capitals. */
  prose: { accuracy: [0.85, 0.92, 0.96], wpm: [0, 15, 25] },
  /** Code: symbols are slow for everyone. */
  code: { accuracy: [0.85, 0.9, 0.95], wpm: [0, 8, 15] },
  /** The numeric keypad: digits per minute count as words of five. */
  numpad: { accuracy: [0.85, 0.92, 0.96], wpm: [0, 10, 18] },
} as const satisfies Record<string, PassRule>;
