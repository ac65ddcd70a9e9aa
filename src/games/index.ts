/**
 * The games' public entry: everything the UI may use of them. Types are free to import; each game's code (and
 * PixiJS) stays behind `import()`, so a page loads only the game it plays, when it plays it.
 */
import type { GameId, MountGame } from './kit/types';

export type {
  AudioSettings,
  GameBoosts,
  GameHandle,
  GameId,
  GameOptions,
  GameResult,
  GameScreenName,
  GameStrings,
  MountGame,
  WordSource,
} from './kit/types';
export { LOW_POWER_CHANNELS, isLowPowerChannel, renderProfile } from './kit/lite';

/** Loads a game's chunk and gives its `mountGame(host, options)`. */
export const loadGame: Readonly<Record<GameId, () => Promise<MountGame>>> = {
  STAR_TREK: () => import('./star-trek/index').then((game) => game.mountGame),
  BALLOON_POP: () => import('./balloon-pop/index').then((game) => game.mountGame),
  TYPING_RACE: () => import('./typing-race/index').then((game) => game.mountGame),
};
