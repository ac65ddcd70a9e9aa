import { Sprite } from 'pixi.js';
import type { PlayContext, RoundEnd } from './shell';

/** What a lives-and-score round gives its play screen at the end. */
export interface EndingRound {
  readonly score: number;
  stop(): void;
  log(): RoundEnd['log'];
}

/** Stops the round and hands its log, score, outcome and level to the kit (which shows the result). */
export function finishRound(
  context: PlayContext,
  round: EndingRound,
  outcome: RoundEnd['outcome'],
  level: number,
): void {
  round.stop();
  context.finish({ log: round.log(), gameScore: round.score, outcome, level });
}

/** The heart sprites of the HUD, one a life. */
export function heartSprites(context: PlayContext, lives: number, size: number): Sprite[] {
  return Array.from({ length: lives }, () => {
    const heart = new Sprite(context.icon('red-heart'));
    heart.width = heart.height = size;
    return heart;
  });
}

/** Lit hearts for the lives left, faint ones for those lost. */
export function showLives(hearts: readonly Sprite[], lives: number): void {
  hearts.forEach((heart, i) => (heart.alpha = i < lives ? 1 : 0.2));
}
