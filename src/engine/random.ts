/**
 * The one seeded generator of the code base: generated lessons, adaptive sessions and game rounds are the same on
 * every machine for the same seed, in the browser and on the server. Only 32-bit integer arithmetic (Math.imul,
 * >>>) is used, which JavaScript defines exactly; nothing here reads a clock or Math.random.
 */

/** A function returning numbers in [0, 1), like Math.random but reproducible. */
export type Random = () => number;

/**
 * mulberry32 (Tommy Ettinger): 32 bits of state, only 32-bit integer arithmetic.
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

/** FNV-1a hash of a string, to seed a generator from a name (a lesson's slug). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded from a name: the same name always gives the same sequence. */
export function randomFor(name: string): Random {
  return seededRandom(hashString(name));
}

/** One item of a non-empty list. */
export function pickOne<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)]!;
}

/** An index drawn in proportion to the weights (all >= 0, at least one > 0). */
export function pickWeighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let target = random() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
