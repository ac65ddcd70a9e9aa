import type { PassRule } from '../../engine';
import { codesForText } from '../../keyboard';
import type { CharacterHint, ChineseScript, Drill, Lesson, LocalizedText } from '../types';
import type { ScriptedText } from './texts';

/** What a lesson of the pinyin or Chinese course is written as; `chineseLesson` makes the `Lesson`. */
export interface ChineseLessonSpec {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  intro: readonly LocalizedText[];
  drills: readonly { kind: Drill['kind']; text: ScriptedText }[];
  /** Between drills: a space between drills of characters and words, nothing between sentences. */
  separator: ' ' | '';
  /** Typed as pinyin letters, or as Chinese through an input method. */
  practice: 'pinyin' | 'chinese';
  script: ChineseScript;
  passRule: PassRule;
  /** Keys a beginner lesson introduces (the letters of its initials or finals). */
  newKeys?: readonly string[];
  hints?: readonly CharacterHint[];
}

/**
 * Pass rules. Pinyin speed is counted in letters like English (a word is 5 letters). Chinese speed is
 * characters per minute; a pass rule holds WPM, and WPM of Chinese text is RPM / 5, so [0, 4, 8] asks for 20
 * and 40 characters a minute (see docs/METRICS.md).
 */
export const CHINESE_PASS_RULES = {
  /** The first pinyin lessons: syllables are new, speed hardly counts. */
  pinyinBeginner: { accuracy: [0.8, 0.9, 0.95], wpm: [0, 5, 10] },
  pinyin: { accuracy: [0.85, 0.92, 0.96], wpm: [0, 8, 15] },
  /** Chinese through an input method: 20 and 40 characters a minute for the second and third stars. */
  chinese: { accuracy: [0.85, 0.92, 0.96], wpm: [0, 4, 8] },
} as const satisfies Record<string, PassRule>;

/** The letters a readings line is typed with: the first reading of each character, without tone digits. */
function lettersOf(readings: string): string {
  return readings
    .split(' ')
    .map((entry) => (entry.split('|')[0] ?? '').replace(/[0-9_]/g, ''))
    .join('');
}

/** A lesson of the pinyin or Chinese course, numbered by its place in the course. */
export function chineseLesson(spec: ChineseLessonSpec, number: number): Lesson {
  const text = spec.drills.map((drill) => drill.text.text).join(spec.separator);
  const readings = spec.drills
    .map((drill) => drill.text.readings)
    .filter(Boolean)
    .join(' ');
  const practice =
    spec.practice === 'pinyin'
      ? {
          kind: 'pinyin' as const,
          script: spec.script,
          readings,
          ...(spec.hints ? { hints: spec.hints } : {}),
        }
      : { kind: 'chinese' as const, script: spec.script, readings };
  return {
    slug: spec.slug,
    number,
    title: spec.title,
    description: spec.description,
    newKeys: spec.newKeys ?? [],
    // The letters of the pinyin, and Space (a separator, or the key that picks a candidate).
    keys: codesForText(`${lettersOf(readings)} `),
    intro: spec.intro,
    drills: spec.drills.map((drill) => ({ kind: drill.kind, text: drill.text.text })),
    text,
    mode: 'stop',
    passRule: spec.passRule,
    // Like the other practice courses: lessons open in any order; the course map shows the way.
    gatesNext: false,
    practice,
  };
}
