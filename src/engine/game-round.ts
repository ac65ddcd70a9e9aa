import { analyzeAttempt, type AnalyzeOptions, type AttemptAnalysis } from './analysis';
import type { Keystroke, TypingMode } from './keystroke';

/**
 * How each game writes its round as text (src/games/kit/round-record.ts), so that the game and the server read
 * a round the same way. Star Patrol's words are joined by spaces the learner never presses (a space stands for
 * moving to the next ship); Balloon Pop's text is a run of single letters, not words. The race types a real
 * passage, spaces included, like a lesson.
 */
const GAME_TEXT: Record<string, Pick<AnalyzeOptions, 'untypedChars' | 'letters'>> = {
  STAR_TREK: { untypedChars: ' ' },
  BALLOON_POP: { letters: true },
};

/** Replays a game round's log with the engine, the way that game wrote it. */
export function analyzeGameRound(
  gameId: string | null | undefined,
  text: string,
  keystrokes: readonly Keystroke[],
  mode: TypingMode,
): AttemptAnalysis {
  return analyzeAttempt(text, keystrokes, { mode, ...(gameId ? GAME_TEXT[gameId] : undefined) });
}
