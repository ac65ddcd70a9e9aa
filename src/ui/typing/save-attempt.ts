import type { Lesson } from '../../content';
import type { KeyboardLayoutId } from '../../contracts/constants';
import type { AttemptAnalysis, Keystroke, Stars, ToneMode } from '../../engine';
import { recordAttempt } from '../progress';
import { attemptOutbox } from '../results/outbox';
import { newIdempotencyKey } from '../results/pending';

/** How POST /attempt/submit names an attempt: a course lesson by its slug, or a practice by its id. */
export type SubmitAs = { kind: 'lesson'; lessonSlug: string } | { kind: 'practice'; practiceId: string };

export interface SaveAttemptInput {
  lesson: Lesson;
  keystrokes: readonly Keystroke[];
  analysis: AttemptAnalysis;
  stars: Stars;
  submit: SubmitAs;
  /** Whether the device's own progress records it too (nobody signed in, and a lesson that has a record). */
  keepOnDevice: boolean;
  finishedAt: number;
  toneMode?: ToneMode;
  /** The layout it was typed on: the server grades and keeps it with the attempt. */
  keyboardLayout: KeyboardLayoutId;
}

/**
 * Keeps a finished attempt of any typing screen (finger course, practice, pinyin, Chinese): in the device's own
 * progress when asked (a learner who has not signed in sees that), and in the results queue (IndexedDB) until
 * the server has it, so it is never lost. Returns the attempt's idempotency key (for AttemptSaveStatus).
 */
export function saveAttempt({
  lesson,
  keystrokes,
  analysis,
  stars,
  submit,
  keepOnDevice,
  finishedAt,
  toneMode,
  keyboardLayout,
}: SaveAttemptInput): string {
  // Chinese through an input method has no keys of its own: its "keys" are characters, kept out of the device's
  // per-key records (heat map, weak keys).
  const keyed = lesson.practice?.kind === 'chinese' ? { ...analysis, keys: {} } : analysis;
  if (keepOnDevice) recordAttempt({ lessonSlug: lesson.slug, analysis: keyed, stars, finishedAt });
  const idempotencyKey = newIdempotencyKey();
  attemptOutbox
    .enqueue({
      idempotencyKey,
      ...submit,
      mode: lesson.mode,
      text: lesson.text,
      keystrokes: [...keystrokes],
      startedAt: Math.max(0, Math.round(finishedAt - analysis.durationMs)),
      ...(toneMode && toneMode !== 'none' ? { toneMode } : {}),
      keyboardLayout,
      summary: {
        finished: analysis.finished,
        stars,
        wpm: analysis.wpm,
        accuracy: analysis.accuracy,
        score: analysis.score,
      },
    })
    .catch((error: unknown) => console.warn('This result could not be kept on the device', error));
  return idempotencyKey;
}
