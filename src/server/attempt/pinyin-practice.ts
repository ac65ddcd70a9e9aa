import { isPinyinPractice } from '../../contracts';
import {
  analyzePinyinAttempt,
  type AttemptAnalysis,
  type Keystroke,
  type ToneMode,
  type TypingMode,
} from '../../engine';

/**
 * Replays a practice attempt that the app typed as a pinyin drill (a custom course of Chinese text, a review of
 * the notebook's Chinese words) the same way: readings made again here with pinyin-pro (loaded on first use)
 * from the attempt's text, in its tone mode. Null for any other attempt, which is replayed as plain text.
 */
export async function analyzePinyinPracticeAttempt(attempt: {
  kind: string;
  practiceId?: string | undefined;
  text: string;
  mode: TypingMode;
  keystrokes: readonly Keystroke[];
  toneMode?: ToneMode | undefined;
}): Promise<AttemptAnalysis | null> {
  if (attempt.kind !== 'practice' || !isPinyinPractice(attempt.practiceId, attempt.text)) return null;
  const { customPinyinTarget } = await import('../../content/chinese/readings');
  return analyzePinyinAttempt(
    customPinyinTarget(attempt.text, attempt.toneMode ?? 'none'),
    attempt.keystrokes,
    {
      mode: attempt.mode,
    },
  );
}
