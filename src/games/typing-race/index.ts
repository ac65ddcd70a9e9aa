/**
 * TYPING_RACE: type a passage to fly a rocket against three opponents moving at set speeds (8, 14 and
 * 20 WPM). For learners who type words. `mountGame(host, options)` resolves once the title screen shows.
 */
import { mountGameShell } from '../kit/shell';
import type { GameHandle, GameOptions } from '../kit/types';
import { RacePlay } from './RacePlay';

export type {
  AudioSettings,
  GameHandle,
  GameId,
  GameOptions,
  GameResult,
  GameScreenName,
  GameStrings,
  WordSource,
} from '../kit/types';

export function mountGame(host: HTMLElement, options: GameOptions): Promise<GameHandle> {
  return mountGameShell(host, options, {
    id: 'TYPING_RACE',
    background: 0x0a0f2e,
    titleIcon: 'chequered-flag',
    createPlay: (context) => new RacePlay(context),
  });
}
