/**
 * STAR_TREK, the default game: a space shooter in which words ride on enemy ships.
 * `mountGame(host, options)` resolves once the game shows its title screen (or starts, with `autoStart`).
 */
import { mountGameShell } from '../kit/shell';
import type { GameOptions, GameHandle } from '../kit/types';
import { StarTrekPlay } from './StarTrekPlay';

export type {
  AudioSettings,
  GameBoosts,
  GameHandle,
  GameId,
  GameOptions,
  GameResult,
  GameScreenName,
  GameStrings,
  WordSource,
} from '../kit/types';
export { LOW_POWER_CHANNELS, isLowPowerChannel } from '../kit/lite';

export function mountGame(host: HTMLElement, options: GameOptions): Promise<GameHandle> {
  return mountGameShell(host, options, {
    id: 'STAR_TREK',
    background: 0x070b24,
    titleIcon: 'flying-saucer',
    createPlay: (context) => new StarTrekPlay(context),
  });
}
