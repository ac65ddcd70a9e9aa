import type { GameHandle, GameOptions } from '../../../games/star-trek/index';
import type { GameCenterGame } from '../../stores/game-switcher-store';

/** What a game module gives the page: every game's index.ts exports this `mountGame`. */
export type GameModule = { mountGame(host: HTMLElement, options: GameOptions): Promise<GameHandle> };

export interface GameEntry {
  id: GameCenterGame;
  /** Loads the game's chunk (and Pixi) only when it is played. */
  load: () => Promise<GameModule>;
  /** The icon of sprites/icons.png shown on the game's card. */
  art: 'flying-saucer' | 'balloon' | 'rocket';
  /** For whom: the switcher lists beginners' games first. */
  stage: 'first-keys' | 'words';
}

/** Each typing game costs 50 points (spec section 9). The deduction comes with points; the cost is shown. */
export const GAME_COST_POINTS = 50;

export const GAMES: readonly GameEntry[] = [
  {
    id: 'STAR_TREK',
    load: () => import('../../../games/star-trek/index'),
    art: 'flying-saucer',
    stage: 'words',
  },
  {
    id: 'BALLOON_POP',
    load: () => import('../../../games/balloon-pop/index'),
    art: 'balloon',
    stage: 'first-keys',
  },
  {
    id: 'TYPING_RACE',
    load: () => import('../../../games/typing-race/index'),
    art: 'rocket',
    stage: 'words',
  },
];

export function gameEntry(id: GameCenterGame): GameEntry {
  return GAMES.find((game) => game.id === id) ?? GAMES[0]!;
}
