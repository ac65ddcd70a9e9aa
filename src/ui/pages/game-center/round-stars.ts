import { starsFor, type PassRule, type Stars } from '../../../engine';
import type { GameResult } from '../../../games';

/** Stars for a game round: accuracy first, as in lessons, with easy speed steps for a game. */
export const GAME_PASS_RULE: PassRule = { accuracy: [0.8, 0.9, 0.96], wpm: [0, 8, 16] };

/** A round lost (out of lives, beaten in the race) earns no star: the report never says "passed" after "Game over". */
export function gameRoundStars(result: Pick<GameResult, 'analysis' | 'outcome'>): Stars {
  return result.outcome === 'won' ? starsFor(result.analysis, GAME_PASS_RULE) : 0;
}
