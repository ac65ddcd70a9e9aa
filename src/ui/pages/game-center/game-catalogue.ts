import { loadGame, type MountGame } from '../../../games';
import type { GameCenterGame } from '../../stores/game-switcher-store';

export interface GameEntry {
  id: GameCenterGame;
  /** Loads the game's chunk (and Pixi) only when it is played. */
  load: () => Promise<MountGame>;
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
    load: loadGame.STAR_TREK,
    art: 'flying-saucer',
    stage: 'words',
  },
  {
    id: 'BALLOON_POP',
    load: loadGame.BALLOON_POP,
    art: 'balloon',
    stage: 'first-keys',
  },
  {
    id: 'TYPING_RACE',
    load: loadGame.TYPING_RACE,
    art: 'rocket',
    stage: 'words',
  },
];

export function gameEntry(id: GameCenterGame): GameEntry {
  return GAMES.find((game) => game.id === id) ?? GAMES[0]!;
}
