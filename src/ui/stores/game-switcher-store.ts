import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
// From the constants' own file, not the contracts' index: this store is in the first page's code (the free trial
// button), which must not load every resource's zod schemas.
import { GAME_IDS, type GameId } from '../../contracts/constants';

/** The games of the game center, by the spec's ids (STAR_TREK is the default). */
export { GAME_IDS };
export type GameCenterGame = GameId;
export const DEFAULT_GAME: GameCenterGame = 'STAR_TREK';

export function isGameId(value: unknown): value is GameCenterGame {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

interface GameSwitcherState {
  /** Spec "Game-switcher state": current game, current course, scroll list, current chapter. */
  currentGame: GameCenterGame;
  /** The slug of the course whose words the games use; null = the finger course (the default). */
  currentCourse: string | null;
  /** A chapter of that course whose words (or keys) the games use; null = the learner's next lesson. */
  currentChapter: string | null;
  /** Scroll position of the switcher's game list. */
  listScroll: number;
  /** The switcher is visible (not remembered: it opens on every arrival). */
  switcherOpen: boolean;
  /** Lite rendering, chosen by the learner. */
  lite: boolean;
  muted: boolean;
  volume: number;
  chooseGame: (game: GameCenterGame) => void;
  setWordsFrom: (course: string | null, chapter: string | null) => void;
  setListScroll: (scroll: number) => void;
  openSwitcher: () => void;
  closeSwitcher: () => void;
  setLite: (lite: boolean) => void;
  setMuted: (muted: boolean) => void;
  setVolume: (volume: number) => void;
}

/** The game switcher and the game center's settings. Choosing a game sets it and closes the switcher. */
export const useGameSwitcherStore = create<GameSwitcherState>()(
  persist(
    (set) => ({
      currentGame: DEFAULT_GAME,
      currentCourse: null,
      currentChapter: null,
      listScroll: 0,
      switcherOpen: false,
      lite: false,
      muted: false,
      volume: 0.7,
      chooseGame: (game) => set({ currentGame: game, switcherOpen: false }),
      setWordsFrom: (course, chapter) => set({ currentCourse: course, currentChapter: chapter }),
      setListScroll: (scroll) => set({ listScroll: scroll }),
      openSwitcher: () => set({ switcherOpen: true }),
      closeSwitcher: () => set({ switcherOpen: false }),
      setLite: (lite) => set({ lite }),
      setMuted: (muted) => set({ muted }),
      setVolume: (volume) => set({ volume: Math.max(0, Math.min(1, volume)) }),
    }),
    {
      name: 'keyquest.game-switcher',
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ currentGame, currentCourse, currentChapter, listScroll, lite, muted, volume }) => ({
        currentGame,
        currentCourse,
        currentChapter,
        listScroll,
        lite,
        muted,
        volume,
      }),
      merge: (stored, current) => {
        const saved = (stored ?? {}) as Partial<GameSwitcherState>;
        return {
          ...current,
          ...saved,
          currentGame: isGameId(saved.currentGame) ? saved.currentGame : DEFAULT_GAME,
        };
      },
    },
  ),
);
