import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptReward, RankingVerdict } from '../../../contracts';
import type { AttemptAnalysis } from '../../../engine';
import type { GameResult } from '../../../games';
import { useGameResultsStore } from '../../stores/game-results-store';
import { saveGameRound } from './save-round';

const enqueueAttempt = vi.fn();
const flushAttempts = vi.fn();
const pending = {
  accepted: {} as Record<string, true>,
  rewards: {} as Record<string, AttemptReward>,
  rankings: {} as Record<string, RankingVerdict>,
};
vi.mock('../../results/outbox', () => ({
  attemptOutbox: {
    enqueue: (...args: unknown[]) => enqueueAttempt(...args),
    flush: () => flushAttempts(),
  },
  usePendingAttempts: { getState: () => pending },
}));

const result: GameResult = {
  game: 'STAR_TREK',
  mode: 'stop',
  text: 'sad',
  keystrokes: [
    { kind: 'insert', char: 's', timeStamp: 0 },
    { kind: 'insert', char: 'a', timeStamp: 200 },
    { kind: 'insert', char: 'd', timeStamp: 400 },
  ],
  analysis: { wpm: 18, accuracy: 1, durationMs: 400, finished: true } as AttemptAnalysis,
  gameScore: 30,
  outcome: 'lost',
  level: 1,
};

describe('saveGameRound', () => {
  beforeEach(() => {
    enqueueAttempt.mockReset().mockResolvedValue({ idempotencyKey: 'round-key-1' });
    flushAttempts.mockReset().mockResolvedValue(undefined);
    pending.accepted = {};
    pending.rewards = {};
    pending.rankings = {};
    useGameResultsStore.setState({ rounds: [], best: {} });
  });

  it('queues the round as a game attempt with its text and keystroke log, and keeps it on the device', async () => {
    expect((await saveGameRound(new QueryClient(), result)).saved).toBe('device');
    expect(enqueueAttempt).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'game',
        gameId: 'STAR_TREK',
        mode: 'stop',
        text: 'sad',
        keystrokes: result.keystrokes,
        summary: expect.objectContaining({ score: 30, stars: null }),
      }),
    );
    expect(useGameResultsStore.getState().best.STAR_TREK).toBe(30);
  });

  it('says "account" once the server has accepted it, with what it earned and whether it counts', async () => {
    flushAttempts.mockImplementation(async () => {
      pending.accepted['round-key-1'] = true;
      pending.rewards['round-key-1'] = { points: 5, crystals: 0, pointsCapped: 0, roundPaid: true };
      pending.rankings['round-key-1'] = { counts: false, reason: 'timing' };
    });
    expect(await saveGameRound(new QueryClient(), result, 'a-round-id')).toEqual({
      saved: 'account',
      reward: { points: 5, crystals: 0, pointsCapped: 0, roundPaid: true },
      ranking: { counts: false, reason: 'timing' },
    });
    expect(enqueueAttempt).toHaveBeenCalledWith(expect.objectContaining({ roundId: 'a-round-id' }));
  });

  it('keeps the device copy when the queue cannot be written', async () => {
    enqueueAttempt.mockRejectedValue(new Error('no IndexedDB'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await saveGameRound(new QueryClient(), result)).saved).toBe('device');
    expect(useGameResultsStore.getState().rounds).toHaveLength(1);
  });
});
