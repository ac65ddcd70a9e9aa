import type { Lesson } from '../../../content';
import type { AttemptAnalysis, Keystroke, Stars, ToneMode } from '../../../engine';
import { recordAttempt } from '../../progress';
import { enqueueAttempt, newIdempotencyKey } from '../../results/attempt-queue';

/**
 * Keeps a finished pinyin or Chinese attempt, as the finger course's lesson page does: in the device's own
 * progress while nobody is signed in, and in the results queue (IndexedDB) until the server has it, so it is
 * never lost. Returns the attempt's idempotency key (for AttemptSaveStatus).
 */
export function saveLessonAttempt({
  lesson,
  keystrokes,
  analysis,
  stars,
  signedIn,
  toneMode,
  practiceId,
}: {
  lesson: Lesson;
  keystrokes: readonly Keystroke[];
  analysis: AttemptAnalysis;
  stars: Stars;
  signedIn: boolean;
  toneMode?: ToneMode;
  /** Practice outside the courses (a custom course: `custom-<id>`): sent under this id, no lesson record kept. */
  practiceId?: string;
}): string {
  const finishedAt = Date.now();
  // Chinese through an input method has no keys of its own: its "keys" are characters, kept out of the device's
  // per-key records (heat map, weak keys).
  const keyed = lesson.practice?.kind === 'chinese' ? { ...analysis, keys: {} } : analysis;
  if (!signedIn && !practiceId)
    recordAttempt({ lessonSlug: lesson.slug, analysis: keyed, stars, finishedAt });
  const idempotencyKey = newIdempotencyKey();
  enqueueAttempt({
    idempotencyKey,
    ...(practiceId
      ? { kind: 'practice' as const, practiceId }
      : { kind: 'lesson' as const, lessonSlug: lesson.slug }),
    mode: lesson.mode,
    text: lesson.text,
    keystrokes: [...keystrokes],
    startedAt: Math.max(0, Math.round(finishedAt - analysis.durationMs)),
    ...(toneMode && toneMode !== 'none' ? { toneMode } : {}),
    summary: {
      finished: analysis.finished,
      stars,
      wpm: analysis.wpm,
      accuracy: analysis.accuracy,
      score: analysis.score,
    },
  }).catch((error: unknown) => console.warn('This result could not be kept on the device', error));
  return idempotencyKey;
}
