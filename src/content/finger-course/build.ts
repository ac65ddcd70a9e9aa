import type { PassRule, TypingMode } from '../../engine';
import { keyByCode } from '../../keyboard';
import { randomFor } from '../../engine';
import type { Chapter, Course, Drill, Lesson, LocalizedText } from '../types';
import { mixedDrill, newKeysDrill, punctuationDrill, sentencesDrill, wordsDrill } from './drills';
import { pressWith } from './phrases';

/** What a lesson is written as; `buildCourse` turns it into a `Lesson` with drills, text and pass rule. */
export interface LessonSpec {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  /** Keys this lesson introduces (KeyboardEvent.code). */
  newKeys: readonly string[];
  /** Introduction sentences after the generated "Press F with your left index finger." ones. */
  tips: readonly LocalizedText[];
  /** The whole introduction, replacing the generated finger sentences (posture, reviews). */
  intro?: readonly LocalizedText[];
  /** Characters the drills stress; by default those of the new keys. Review lessons name their row. */
  focus?: string;
  /** The opening drill of new keys alone, when a fixed pattern reads better than a generated one. */
  keysDrill?: string;
  /** A punctuation mark the lesson introduces: adds a drill of words followed by it. */
  punctuation?: ',' | '.' | '/';
  /** Hand-written drills replacing all generated ones. */
  drills?: readonly Drill[];
  /** 'stop' unless the lesson teaches correcting with Backspace. */
  mode?: TypingMode;
  /**
   * The posture lesson only places the fingers on the home row: its keys are not counted as learnt, so the
   * next lessons' drills use only keys they have taught.
   */
  placesFingersOnly?: boolean;
}

export interface ChapterSpec {
  slug: string;
  title: LocalizedText;
  lessons: readonly LessonSpec[];
}

/** Target lengths in characters of the generated drills. */
const PLAN = { keys: 36, mixed: 48, words: 60, sentences: 2, punctuation: 40 } as const;
/** A lesson stays child-sized: sentences are dropped rather than run past this many characters. */
const MAX_LESSON_LENGTH = 300;

/**
 * The pass rule of the n-th of `count` lessons. Stars come from accuracy first (the first star asks for accuracy
 * alone), then speed; the bar rises through the course:
 * - accuracy [0.80, 0.90, 0.95] for the first half, [0.85, 0.92, 0.96] for the second;
 * - net WPM for the second and third stars rising evenly from [5, 10] in the first lesson to [15, 25] in the last.
 */
export function passRuleFor(position: number, count: number): PassRule {
  const progress = count > 1 ? (position - 1) / (count - 1) : 0;
  const accuracy: PassRule['accuracy'] = progress < 0.5 ? [0.8, 0.9, 0.95] : [0.85, 0.92, 0.96];
  return { accuracy, wpm: [0, Math.round(5 + 10 * progress), Math.round(10 + 15 * progress)] };
}

/** Printable characters the keys type; with both Shift keys, their shifted characters too. */
export function charsOfKeys(codes: Iterable<string>): string[] {
  const keys = [...codes].map((code) => keyByCode(code)).filter((key) => key !== undefined);
  const shifted =
    keys.some((key) => key.code === 'ShiftLeft') && keys.some((key) => key.code === 'ShiftRight');
  const chars = new Set<string>();
  for (const key of keys) {
    if (key.char !== undefined && key.char >= ' ') chars.add(key.char);
    if (shifted && key.shiftChar !== undefined) chars.add(key.shiftChar);
  }
  return [...chars];
}

function generateDrills(spec: LessonSpec, keys: readonly string[]): Drill[] {
  const random = randomFor(spec.slug);
  const allowed = charsOfKeys(keys);
  const focus = [...(spec.focus ?? charsOfKeys(spec.newKeys).join(''))].filter((char) => char !== ' ');
  const known = allowed.filter((char) => char !== ' ' && !focus.includes(char));

  const drills: Drill[] = [
    spec.keysDrill !== undefined
      ? { kind: 'keys', text: spec.keysDrill }
      : newKeysDrill(random, focus, PLAN.keys),
    mixedDrill(random, focus, known, PLAN.mixed),
  ];
  if (spec.punctuation) {
    const marks = punctuationDrill(random, allowed, spec.punctuation, PLAN.punctuation);
    if (marks) drills.push(marks);
  }
  // With too few real words, a second pattern drill takes the words' place.
  drills.push(wordsDrill(random, allowed, focus, PLAN.words) ?? mixedDrill(random, focus, known, PLAN.words));
  // Whole sentences only: fewer of them rather than a lesson longer than a child's attention.
  const length = drills.reduce((sum, drill) => sum + drill.text.length + 1, 0);
  for (let count = PLAN.sentences; count > 0; count--) {
    const sentences = sentencesDrill(randomFor(`${spec.slug}/sentences`), allowed, focus, count);
    if (sentences && length + sentences.text.length <= MAX_LESSON_LENGTH) {
      drills.push(sentences);
      break;
    }
  }
  return drills;
}

/** Build the course: cumulative keys, drills, texts, pass rules, numbering. */
export function buildCourse(
  slug: string,
  title: LocalizedText,
  description: LocalizedText,
  chapters: readonly ChapterSpec[],
): Course {
  const count = chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  // The space bar separates every drill group, so it is known from the first key lesson on.
  const learnt = new Set<string>(['Space']);
  let number = 0;
  const builtChapters: Chapter[] = chapters.map((chapter) => ({
    slug: chapter.slug,
    title: chapter.title,
    lessons: chapter.lessons.map((spec): Lesson => {
      number += 1;
      let keys: string[];
      if (spec.placesFingersOnly) {
        keys = [...spec.newKeys];
      } else {
        for (const code of spec.newKeys) learnt.add(code);
        keys = [...learnt];
      }
      const drills = spec.drills ? [...spec.drills] : generateDrills(spec, keys);
      return {
        slug: spec.slug,
        number,
        title: spec.title,
        description: spec.description,
        newKeys: spec.newKeys,
        keys,
        intro: spec.intro ?? [...spec.newKeys.map(pressWith), ...spec.tips],
        drills,
        text: drills.map((drill) => drill.text).join(' '),
        mode: spec.mode ?? 'stop',
        passRule: passRuleFor(number, count),
        // Placing the fingers is an introduction: it never holds back the first key lesson.
        gatesNext: !spec.placesFingersOnly,
      };
    }),
  }));
  return { slug, title, description, chapters: builtChapters };
}
