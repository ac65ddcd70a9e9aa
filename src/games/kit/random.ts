/** A source of numbers in [0, 1), like Math.random. Game rules take one so that tests can seed them. */
export type Random = () => number;

/**
 * A small seeded generator (mulberry32): the same seed gives the same round, which keeps rule tests exact.
 * @see https://gist.github.com/tommyettinger/46a874533244883189143505d203312c
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item chosen at random; undefined for an empty list. */
export function pick<T>(items: readonly T[], random: Random): T | undefined {
  return items[Math.floor(random() * items.length)];
}
