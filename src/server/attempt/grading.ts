import {
  analyzeAttempt,
  analyzeGameRound,
  matchNumpadCode,
  starsFor,
  type AttemptAnalysis,
  type Keystroke,
} from '../../engine';
import type { Chapter, Course, Lesson } from '../../content';
import type { SubmitAttemptPayload } from '../../contracts';
import { fail } from '../errors';
import { analyzeLessonAttempt } from './lessons';
import { analyzePinyinPracticeAttempt } from './pinyin-practice';
import { checkPlausible, checkPlausibleFigures } from './plausibility';

/** An attempt as received, with its keystroke log decoded. */
export type ReceivedAttempt = SubmitAttemptPayload & { keystrokes: Keystroke[] };

/** Where a lesson stands in the content: its course (whose family says how it is typed), chapter and lesson. */
export interface LessonPlace {
  course: Course;
  chapter: Chapter;
  lesson: Lesson;
}

/** What grading an attempt gives, before anything is stored. */
export interface Grade {
  analysis: AttemptAnalysis;
  /** A lesson's stars by its pass rule; null for games and practice. */
  stars: number | null;
  /**
   * A keypad lesson's figures by keypad key (a digit counts only from its keypad key), for the keypad rollup;
   * null for every other attempt.
   */
  keypad: AttemptAnalysis | null;
  /** The distinct lower-case characters of a finished adaptive lesson (the adaptive practice's unlocked keys). */
  adaptiveChars: string[];
}

const plain = (analysis: AttemptAnalysis, stars: number | null = null): Grade => ({
  analysis,
  stars,
  keypad: null,
  adaptiveChars: [],
});

/**
 * A lesson attempt, graded the way its course says it is typed: the lesson's own text and mode (the engine
 * writes an adaptive lesson's text per learner), replayed by its practice kind, starred by its pass rule. A
 * lesson of the keypad family also keeps its figures by keypad key; one of the adaptive family, its characters.
 */
export function gradeLesson(place: LessonPlace | undefined, attempt: ReceivedAttempt, now: Date): Grade {
  if (!place) throw fail('LESSON_NOT_FOUND');
  const { course, lesson } = place;
  checkPlausible(attempt, now, { adaptive: lesson.practice?.kind === 'adaptive' });
  const analysis = analyzeLessonAttempt(lesson, attempt);
  const grade = plain(analysis, starsFor(analysis, lesson.passRule));
  if (course.family === 'numpad')
    grade.keypad =
      lesson.practice?.kind === 'numpad'
        ? analysis
        : analyzeAttempt(attempt.text, attempt.keystrokes, {
            mode: attempt.mode,
            matchCode: matchNumpadCode,
          });
  if (course.family === 'adaptive' && analysis.finished)
    grade.adaptiveChars = [...new Set(attempt.text.toLowerCase())].filter(Boolean);
  return grade;
}

/** A game round, replayed with the game's own rules (analyzeGameRound). */
export function gradeGame(attempt: ReceivedAttempt, now: Date): Grade {
  checkPlausible(attempt, now, { adaptive: false });
  return plain(analyzeGameRound(attempt.gameId, attempt.text, attempt.keystrokes, attempt.mode));
}

/**
 * A practice attempt (a custom course, a notebook review, the adaptive practice's words): a pinyin drill
 * replayed as pinyin, any other as plain text. The adaptive practice's texts (practice ids 'adaptive-…', which the
 * engine writes) are held to its minimum length.
 */
export async function gradePractice(attempt: ReceivedAttempt, now: Date): Promise<Grade> {
  checkPlausible(attempt, now, { adaptive: attempt.practiceId?.startsWith('adaptive') ?? false });
  return plain(
    (await analyzePinyinPracticeAttempt(attempt)) ??
      analyzeAttempt(attempt.text, attempt.keystrokes, { mode: attempt.mode }),
  );
}

/** Grades an attempt by its kind (a lesson by what its course says it is), then checks the figures are human. */
export async function gradeAttempt(
  attempt: ReceivedAttempt,
  place: LessonPlace | undefined,
  now: Date,
): Promise<Grade> {
  const grade =
    attempt.kind === 'lesson'
      ? gradeLesson(place, attempt, now)
      : attempt.kind === 'game'
        ? gradeGame(attempt, now)
        : await gradePractice(attempt, now);
  checkPlausibleFigures(grade.analysis);
  return grade;
}
