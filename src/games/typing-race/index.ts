/**
 * TYPING_RACE: type a passage to fly a rocket against three opponents moving at set speeds (8, 14 and
 * 20 WPM). For learners who type words. `mountGame(host, options)` resolves once the title screen shows.
 */
import { defineGame } from '../kit/shell';
import { createRacePlay } from './RacePlay';

export const mountGame = defineGame({
  id: 'TYPING_RACE',
  background: 0x0a0f2e,
  titleIcon: 'chequered-flag',
  createPlay: createRacePlay,
});
