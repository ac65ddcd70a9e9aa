import type { PassRule, TypingMode } from '../../engine';
import { keyboardFor, keyPressFor, type KeyboardLayout } from '../../keyboard';
import { randomFor } from '../../engine';
import type { Chapter, Course, Drill, Lesson, LocalizedText } from '../types';
import { mixedDrill, newKeysDrill, punctuationDrill, sentencesDrill, wordsDrill } from './drills';
import { onLayout, pressWith, type CharacterTip } from './phrases';

/** A hand-written drill; `byPosition` when its characters name keys by where they are on a US keyboard. */
export type DrillSpec = Drill & { byPosition?: boolean };

/**
 * What a lesson is written as; `buildCourse` turns it into a `Lesson` with drills, text and pass rule on a
 * keyboard layout. Keys are physical keys (`KeyboardEvent.code`: the finger follows the key), texts name them as
 * `{KeyA}` templates filled in with what they type on the layout, and patterns (`focus`, `keysDrill`, drills
 * `byPosition`) are written as the keys' characters on a US keyboard and typed as the same keys on the layout.
 */
export interface LessonSpec {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  /** Keys this lesson introduces (KeyboardEvent.code). */
  newKeys: readonly string[];
  /**
   * Introduction sentences after the generated "Press F with your left index finger." ones; a tip about a
   * character shows when the lesson's new keys type it on the learner's layout.
   */
  tips: readonly (LocalizedText | CharacterTip)[];
  /** The whole introduction, replacing the generated finger sentences (posture, reviews). */
  intro?: readonly LocalizedText[];
  /** Characters the drills stress; by default those of the new keys. Review lessons name their row. */
  focus?: string;
  /** The opening drill of new keys alone, when a fixed pattern reads better than a generated one. */
  keysDrill?: string;
  /**
   * The key of a punctuation mark the lesson introduces: adds a drill of words followed by what it types on the
   * layout (nothing when that is a letter, as Dvorak's comma key types w).
   */
  punctuation?: 'Comma' | 'Period' | 'Slash';
  /** Hand-written drills replacing all generated ones. */
  drills?: readonly DrillSpec[];
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

/** Printable characters the keys type on a layout; with both Shift keys, their shifted characters too. */
export function charsOfKeys(codes: Iterable<string>, layout: KeyboardLayout): string[] {
  const wanted = [...codes];
  const main = new Map(
    keyboardFor(layout)
      .filter((key) => key.block === 'main')
      .map((key) => [key.code, key]),
  );
  // In the order the keys are given (the order they were learnt), which the drills' random draws follow.
  const keys = wanted.map((code) => main.get(code)).filter((key) => key !== undefined);
  const shifted = wanted.includes('ShiftLeft') && wanted.includes('ShiftRight');
  const chars = new Set<string>();
  for (const key of keys) {
    if (key.char !== undefined && key.char >= ' ') chars.add(key.char);
    if (shifted && key.shiftChar !== undefined) chars.add(key.shiftChar);
  }
  return [...chars];
}

/**
 * A pattern written on a US keyboard typed with the same keys on a layout ('asdf jkl;' is 'qsdf jklm' on AZERTY
 * and 'aoeu htns' on Dvorak): each character becomes what its key types in the same Shift layer. A character
 * whose key types nothing there (or a dead key) stays as it is.
 */
export function samePositions(text: string, layout: KeyboardLayout): string {
  return [...text]
    .map((char) => {
      const press = keyPressFor(char);
      if (!press || char === ' ') return char;
      const output = layout.keys[press.key.code]?.[press.shift ? 'shift' : 'base'];
      return output && !output.dead ? output.char : char;
    })
    .join('');
}

const LETTER = /^\p{L}$/u;

function generateDrills(spec: LessonSpec, keys: readonly string[], layout: KeyboardLayout): Drill[] {
  const random = randomFor(spec.slug);
  const allowed = charsOfKeys(keys, layout);
  const focus = [
    ...(spec.focus !== undefined
      ? samePositions(spec.focus, layout)
      : charsOfKeys(spec.newKeys, layout).join('')),
  ].filter((char) => char !== ' ');
  const known = allowed.filter((char) => char !== ' ' && !focus.includes(char));

  const drills: Drill[] = [
    spec.keysDrill !== undefined
      ? { kind: 'keys', text: samePositions(spec.keysDrill, layout) }
      : newKeysDrill(random, focus, PLAN.keys),
    mixedDrill(random, focus, known, PLAN.mixed),
  ];
  const mark = spec.punctuation && layout.keys[spec.punctuation]?.base;
  if (mark && !mark.dead && !LETTER.test(mark.char)) {
    const marks = punctuationDrill(random, allowed, mark.char, PLAN.punctuation);
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

/** The introduction's tips on a layout: a tip about a character only when the lesson's new keys type it. */
function tipsOn(spec: LessonSpec, layout: KeyboardLayout): LocalizedText[] {
  const typed = charsOfKeys(spec.newKeys, layout);
  return spec.tips.flatMap((tip) => {
    if (!('about' in tip)) return [tip];
    return typed.includes(tip.about) ? [tip.text] : [];
  });
}

/** Build the course on a layout: cumulative keys, drills, texts, pass rules, numbering. */
export function buildCourse(
  slug: string,
  title: LocalizedText,
  description: LocalizedText,
  chapters: readonly ChapterSpec[],
  layout: KeyboardLayout,
): Course {
  const count = chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  // The space bar separates every drill group, so it is known from the first key lesson on.
  const learnt = new Set<string>(['Space']);
  let number = 0;
  const builtChapters: Chapter[] = chapters.map((chapter) => ({
    slug: chapter.slug,
    title: onLayout(chapter.title, layout),
    lessons: chapter.lessons.map((spec): Lesson => {
      number += 1;
      let keys: string[];
      if (spec.placesFingersOnly) {
        keys = [...spec.newKeys];
      } else {
        for (const code of spec.newKeys) learnt.add(code);
        keys = [...learnt];
      }
      const drills = spec.drills
        ? spec.drills.map(({ byPosition, ...drill }) =>
            byPosition ? { ...drill, text: samePositions(drill.text, layout) } : drill,
          )
        : generateDrills(spec, keys, layout);
      const intro = spec.intro ?? [
        ...spec.newKeys.map((code) => pressWith(code, layout)),
        ...tipsOn(spec, layout),
      ];
      return {
        slug: spec.slug,
        number,
        title: onLayout(spec.title, layout),
        description: onLayout(spec.description, layout),
        newKeys: spec.newKeys,
        keys,
        intro: intro.map((text) => onLayout(text, layout)),
        drills,
        text: drills.map((drill) => drill.text).join(' '),
        mode: spec.mode ?? 'stop',
        passRule: passRuleFor(number, count),
        // Placing the fingers is an introduction: it never holds back the first key lesson.
        gatesNext: !spec.placesFingersOnly,
      };
    }),
  }));
  return { slug, title, description, chapters: builtChapters, layout: layout.id };
}
