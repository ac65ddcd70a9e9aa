import type { QueryClient } from '@tanstack/react-query';
import type { AttemptReward, RankingVerdict } from '../../../contracts';
import type { GameResult } from '../../../games';
import { useGameResultsStore } from '../../stores/game-results-store';
import { isGameId } from '../../stores/game-switcher-store';

/** Where a finished round was saved (and, saved to the account, what it earned). */
export type RoundSaved = 'device' | 'account';

/** What became of a finished round: where it is kept, what it earned, whether it counts on the boards. */
export interface RoundOutcome {
  saved: RoundSaved;
  reward: AttemptReward | null;
  ranking: RankingVerdict | null;
}

/**
 * Saves a finished game round like any other attempt: on the device (last rounds, best score), and in the
 * device's queue of attempts (IndexedDB, src/ui/results/outbox.ts) as a `game` attempt with its text and
 * keystroke log, sent to the server now or, when it cannot be reached, later (the server recomputes the figures
 * with the same engine). Answers 'account' when the server has it already, 'device' when it waits on the device
 * (nobody signed in yet, or no connection).
 */
export async function saveGameRound(
  _queryClient: QueryClient,
  result: GameResult,
  roundId?: string,
): Promise<RoundOutcome> {
  const device = { saved: 'device', reward: null, ranking: null } as const;
  if (!isGameId(result.game)) return device;
  const finishedAt = Date.now();
  useGameResultsStore.getState().recordRound({
    game: result.game,
    gameScore: result.gameScore,
    wpm: result.analysis.wpm,
    accuracy: result.analysis.accuracy,
    outcome: result.outcome,
    finishedAt,
  });
  if (result.text.length === 0 || result.keystrokes.length === 0) return device;
  try {
    // The queue and the API client load only now: the game center page stays light until a round ends.
    const { attemptOutbox, usePendingAttempts } = await import('../../results/outbox');
    const { currentKeyboardLayout } = await import('../../stores/keyboard-layout-store');
    const queued = await attemptOutbox.enqueue({
      kind: 'game',
      gameId: result.game,
      ...(roundId ? { roundId } : {}),
      mode: result.mode,
      keyboardLayout: currentKeyboardLayout(),
      text: result.text,
      keystrokes: [...result.keystrokes],
      startedAt: Math.max(0, Math.round(finishedAt - result.analysis.durationMs)),
      summary: {
        finished: result.analysis.finished,
        stars: null,
        wpm: result.analysis.wpm,
        accuracy: result.analysis.accuracy,
        score: result.gameScore,
      },
    });
    await attemptOutbox.flush();
    const { accepted, rewards, rankings } = usePendingAttempts.getState();
    return {
      saved: accepted[queued.idempotencyKey] ? 'account' : 'device',
      reward: rewards[queued.idempotencyKey] ?? null,
      ranking: rankings[queued.idempotencyKey] ?? null,
    };
  } catch (error) {
    console.warn("The game round could not be queued; it is kept in this device's game results", error);
    return device;
  }
}
