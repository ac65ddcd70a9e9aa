import { useCallback, useEffect, useState } from 'react';
import type { Lesson } from '../../content';
import type { KeyboardLayoutId } from '../../contracts/constants';
import { starsFor, type AttemptAnalysis, type Keystroke, type Stars } from '../../engine';
import { useSessionStore } from '../api/session-store';
import { useKeyboardLayout } from '../queries/groups';
import { saveAttempt, type SaveAttemptInput } from './save-attempt';

/** What the report step shows of every finished attempt; a screen adds its own fields (`Extra`). */
export interface FinishedAttempt<Analysis extends AttemptAnalysis = AttemptAnalysis> {
  analysis: Analysis;
  stars: Stars;
  /** The saved attempt's idempotency key, or null when the attempt is not saved (practice of one's own text). */
  attemptKey: string | null;
  finishedAt: number;
}

export type LessonStep<Analysis extends AttemptAnalysis, Extra> =
  | { kind: 'intro' }
  /** `keyboardLayout`: the learner's layout when the round started; it is drawn, graded and saved with it. */
  | { kind: 'typing'; round: number; keyboardLayout: KeyboardLayoutId }
  | ({ kind: 'report' } & FinishedAttempt<Analysis> & Extra);

export interface LessonFlowOptions<Analysis extends AttemptAnalysis, Extra> {
  lesson: Lesson;
  /** The lesson's title in the current language: the document's title while the lesson is open. */
  title: string;
  /** Grades the keystroke log (finger course, pinyin or Chinese analysis). */
  analyze: (keystrokes: readonly Keystroke[]) => Analysis;
  /**
   * How the attempt is saved, given whether someone is signed in; null keeps it off the device's queue and
   * progress (nothing to send it as).
   */
  save: (signedIn: boolean) => Pick<SaveAttemptInput, 'submit' | 'keepOnDevice' | 'toneMode'> | null;
  /** What else the finished attempt changes (notebook, unlocked keys) and adds to the report. */
  after: (finished: FinishedAttempt<Analysis>, keystrokes: readonly Keystroke[]) => Extra;
}

export interface LessonFlow<Analysis extends AttemptAnalysis, Extra> {
  step: LessonStep<Analysis, Extra>;
  /** From the introduction (or a running attempt) to a new typing round. */
  start: () => void;
  /** From the report back to a new typing round. */
  retry: () => void;
  /** The typing step's end: grade, save, then show the report. */
  finish: (keystrokes: readonly Keystroke[]) => void;
}

/**
 * The steps every lesson screen goes through (finger course, practice, pinyin, Chinese): introduction, typing,
 * report, with the finished attempt graded and saved in one place. Each step is a new screen, started at the top.
 */
export function useLessonFlow<Analysis extends AttemptAnalysis, Extra extends object>({
  lesson,
  title,
  analyze,
  save,
  after,
}: LessonFlowOptions<Analysis, Extra>): LessonFlow<Analysis, Extra> {
  const signedIn = useSessionStore((state) => state.signedIn);
  const [step, setStep] = useState<LessonStep<Analysis, Extra>>({ kind: 'intro' });
  // A round is typed, graded and saved on the layout of its start; a layout chosen meanwhile is the next round's.
  const layout = useKeyboardLayout();

  useEffect(() => {
    document.title = `${title} · KeyQuest`;
  }, [title]);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [step.kind]);

  const start = useCallback(
    () =>
      setStep((previous) => ({
        kind: 'typing',
        round: previous.kind === 'typing' ? previous.round + 1 : 0,
        keyboardLayout: layout,
      })),
    [layout],
  );
  const retry = useCallback(
    () => setStep({ kind: 'typing', round: Date.now(), keyboardLayout: layout }),
    [layout],
  );

  const finish = useCallback(
    (keystrokes: readonly Keystroke[]) => {
      const analysis = analyze(keystrokes);
      const stars = starsFor(analysis, lesson.passRule);
      const finishedAt = Date.now();
      const how = save(signedIn);
      const attemptKey = how
        ? saveAttempt({
            lesson,
            keystrokes,
            analysis,
            stars,
            finishedAt,
            keyboardLayout: step.kind === 'typing' ? step.keyboardLayout : layout,
            ...how,
          })
        : null;
      const finished = { analysis, stars, attemptKey, finishedAt };
      const extra = after(finished, keystrokes);
      setStep({ kind: 'report', ...finished, ...extra });
    },
    [lesson, analyze, save, after, signedIn, step, layout],
  );

  return { step, start, retry, finish };
}
