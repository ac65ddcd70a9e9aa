/**
 * BALLOON_POP: for beginners who know only a few keys. Balloons carrying single characters rise; pressing a
 * character pops its balloon. `mountGame(host, options)` resolves once the title screen shows.
 */
import { defineGame } from '../kit/shell';
import { createBalloonPlay } from './BalloonPlay';

export const mountGame = defineGame({
  id: 'BALLOON_POP',
  background: 0x8fd3ff,
  titleIcon: 'balloon',
  createPlay: createBalloonPlay,
});
