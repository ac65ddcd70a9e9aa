/**
 * BALLOON_POP: for beginners who know only a few keys. Balloons carrying single characters rise; pressing a
 * character pops its balloon. `mountGame(host, options)` resolves once the title screen shows.
 */
import { mountGameShell } from '../kit/shell';
import type { GameHandle, GameOptions } from '../kit/types';
import { BalloonPlay } from './BalloonPlay';

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
    id: 'BALLOON_POP',
    background: 0x8fd3ff,
    titleIcon: 'balloon',
    createPlay: (context) => new BalloonPlay(context),
  });
}
