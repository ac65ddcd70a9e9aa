import { loadLesson } from '../../content/catalogue';
import { isChineseLessonSlug } from '../../content';
import type { Chapter, Course, Lesson } from '../../content';
import {
  analyzeAttempt,
  analyzeChineseAttempt,
  analyzePinyinAttempt,
  matchNumpadCode,
  pinyinTarget,
  type AttemptAnalysis,
  type Keystroke,
  type ToneMode,
  type TypingMode,
} from '../../engine';
import type { KeyboardLayoutId } from '../../contracts';
import { fail } from '../errors';

/**
 * Any course's lesson by slug: each family loads on first use (the same modules the app loads lazily), the
 * pinyin and Chinese courses by their own entry module.
 */
export async function findCourseLesson(slug: string, layout?: KeyboardLayoutId): Promise<Lesson | undefined> {
  return (await findLessonPlace(slug, layout))?.lesson;
}

/**
 * A lesson by slug with its course and chapter (where it stands decides whether it is for members); a finger
 * lesson as it is on the keyboard layout it was typed on (its text follows the layout).
 */
export async function findLessonPlace(
  slug: string,
  layout?: KeyboardLayoutId,
): Promise<{ course: Course; chapter: Chapter; lesson: Lesson } | undefined> {
  if (isChineseLessonSlug(slug)) return (await import('../../content/chinese')).findChineseLesson(slug);
  // A slug of no family's prefix is looked for in the finger course, which simply does not have it.
  return loadLesson(slug, layout);
}

/** What a lesson attempt is checked and replayed with. */
export interface LessonAttempt {
  text: string;
  mode: TypingMode;
  keystrokes: readonly Keystroke[];
  toneMode?: ToneMode | undefined;
}

/**
 * Replays a lesson attempt with the engine the way the lesson is typed: plain text, the numeric keypad (keys
 * matched by code), pinyin (letters for Chinese characters) or Chinese through an input method. The text must
 * be the lesson's, except in adaptive practice, where the engine writes each learner's own text.
 */
export function analyzeLessonAttempt(lesson: Lesson, attempt: LessonAttempt): AttemptAnalysis {
  const practice = lesson.practice;
  const ownText = practice?.kind === 'adaptive';
  if ((!ownText && attempt.text !== lesson.text) || attempt.mode !== lesson.mode)
    throw fail('LESSON_TEXT_MISMATCH');
  const options = { mode: attempt.mode };
  switch (practice?.kind) {
    case 'numpad':
      return analyzeAttempt(attempt.text, attempt.keystrokes, { ...options, matchCode: matchNumpadCode });
    case 'pinyin':
      return analyzePinyinAttempt(
        pinyinTarget(attempt.text, practice.readings, { tones: attempt.toneMode ?? 'none' }),
        attempt.keystrokes,
        options,
      );
    case 'chinese':
      return analyzeChineseAttempt(attempt.text, attempt.keystrokes, options);
    default:
      return analyzeAttempt(attempt.text, attempt.keystrokes, options);
  }
}
