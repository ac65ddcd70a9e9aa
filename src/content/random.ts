/**
 * A small seeded pseudo-random generator, so generated lessons are identical on every machine, in the browser
 * and on the server. Only 32-bit integer arithmetic (Math.imul, >>>) is used, which JavaScript defines exactly.
 */

/** A function returning numbers in [0, 1), like Math.random but reproducible. */
export type Random = () => number;

/**
 * mulberry32 by Tommy Ettinger: 32 bits of state, good enough spread for picking practice words.
 * @see https://gist.github.com/tommyettinger/46a874533244883189143505d203312c
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, to seed a lesson's generator from its slug. */
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
  return mulberry32(hashString(name));
}

/** One item of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)]!;
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
