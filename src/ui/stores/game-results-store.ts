import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GameCenterGame } from './game-switcher-store';

/** A finished game round as the device keeps it (the full attempt goes to the server once it takes games). */
export interface GameRoundRecord {
  game: GameCenterGame;
  gameScore: number;
  wpm: number;
  /** 0..1 */
  accuracy: number;
  outcome: 'won' | 'lost';
  /** Epoch ms. */
  finishedAt: number;
}

const KEEP = 50;

interface GameResultsState {
  rounds: GameRoundRecord[];
  best: Partial<Record<GameCenterGame, number>>;
  recordRound: (round: GameRoundRecord) => void;
}

/** Game rounds kept on the device: the last 50 and the best score of each game. */
export const useGameResultsStore = create<GameResultsState>()(
  persist(
    (set) => ({
      rounds: [],
      best: {},
      recordRound: (round) =>
        set((state) => ({
          rounds: [round, ...state.rounds].slice(0, KEEP),
          best: { ...state.best, [round.game]: Math.max(state.best[round.game] ?? 0, round.gameScore) },
        })),
    }),
    { name: 'keyquest.game-results', storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);
