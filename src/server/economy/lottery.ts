import { randomInt } from 'node:crypto';
import { LOTTERY_PITY_EMPTY_DRAWS, LOTTERY_PRIZES, type LotteryPrize } from '../../contracts';

/** A number in [0, 1): the server's secure random source unless a test gives its own. */
export type Random = () => number;
export const secureRandom: Random = () => randomInt(0, 1_000_000) / 1_000_000;

const TOTAL_WEIGHT = LOTTERY_PRIZES.reduce((sum, prize) => sum + prize.weight, 0);

/** The published chance of each prize on an ordinary draw (weight / total). */
export function prizeOdds(prize: LotteryPrize): number {
  return prize.weight / TOTAL_WEIGHT;
}

/**
 * Picks a prize. After `LOTTERY_PITY_EMPTY_DRAWS` empty draws in a row the draw is the guaranteed one: only real
 * prizes take part, in their published proportions.
 */
export function pickPrize(emptyDraws: number, random: Random): { prize: LotteryPrize; guaranteed: boolean } {
  const guaranteed = emptyDraws >= LOTTERY_PITY_EMPTY_DRAWS;
  const pool = guaranteed ? LOTTERY_PRIZES.filter((prize) => prize.kind !== 'nothing') : LOTTERY_PRIZES;
  const total = pool.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = Math.min(Math.max(random(), 0), 0.999_999_999) * total;
  for (const prize of pool) {
    if (ticket < prize.weight) return { prize, guaranteed };
    ticket -= prize.weight;
  }
  return { prize: pool[pool.length - 1]!, guaranteed };
}
