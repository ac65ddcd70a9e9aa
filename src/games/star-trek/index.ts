/**
 * STAR_TREK, the default game: a space shooter in which words ride on enemy ships.
 * `mountGame(host, options)` resolves once the game shows its title screen (or starts, with `autoStart`).
 */
import { defineGame } from '../kit/shell';
import { createStarTrekPlay } from './StarTrekPlay';

export const mountGame = defineGame({
  id: 'STAR_TREK',
  background: 0x070b24,
  titleIcon: 'flying-saucer',
  createPlay: createStarTrekPlay,
});
