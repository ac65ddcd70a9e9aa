import { pickOne, shuffled, type Random } from '../../engine';
import type { Drill } from '../types';
import { wordsFromKeys } from '../words';
import { SENTENCES } from './sentences';

/** Fewer real words than this and a lesson practises key patterns instead (too few to avoid repetition). */
export const MIN_WORDS_FOR_DRILL = 5;

/** How many of the most common matching words a words drill draws from. */
const WORD_POOL_SIZE = 40;

/** Join groups with single spaces until the drill reaches about `length` characters. */
function fill(length: number, nextGroup: (previous: string | undefined) => string): string {
  const groups: string[] = [];
  let size = 0;
  while (size < length) {
    const group = nextGroup(groups[groups.length - 1]);
    groups.push(group);
    size += group.length + (groups.length > 1 ? 1 : 0);
  }
  return groups.join(' ');
}

/** A group of `size` characters from `pool` that contains at least one of `must`. */
function group(random: Random, pool: readonly string[], must: readonly string[], size: number): string {
  const chars = Array.from({ length: size }, () => pickOne(random, pool));
  if (!chars.some((char) => must.includes(char))) chars[Math.floor(random() * size)] = pickOne(random, must);
  return chars.join('');
}

/**
 * The new keys alone: each one three times ("ddd kkk"), each pair both ways ("dk kd"), then random groups of
 * two to four new keys, so the fingers learn the reach before anything else is mixed in.
 */
export function newKeysDrill(random: Random, newChars: readonly string[], length: number): Drill {
  const opening: string[] = newChars.map((char) => char.repeat(3));
  for (const a of newChars) for (const b of newChars) if (a !== b) opening.push(a + b);
  let index = 0;
  const text = fill(length, (previous) => {
    if (index < opening.length) return opening[index++]!;
    let next: string;
    do next = group(random, newChars, newChars, 2 + Math.floor(random() * 3));
    while (next === previous && newChars.length > 1);
    return next;
  });
  return { kind: 'keys', text };
}

/** Groups of three to five keys from everything learnt so far, each with at least one new key. */
export function mixedDrill(
  random: Random,
  newChars: readonly string[],
  knownChars: readonly string[],
  length: number,
): Drill {
  const pool = [...new Set([...newChars, ...knownChars])];
  const text = fill(length, (previous) => {
    let next: string;
    do next = group(random, pool, newChars, 3 + Math.floor(random() * 3));
    while (next === previous);
    return next;
  });
  return { kind: 'mixed', text };
}

/**
 * Real words typed with the unlocked keys only, drawn from the most common ones, preferring words with a new
 * key. Undefined when fewer than `MIN_WORDS_FOR_DRILL` such words exist.
 */
export function wordsDrill(
  random: Random,
  allowedChars: readonly string[],
  focusChars: readonly string[],
  length: number,
): Drill | undefined {
  const typeable = wordsFromKeys(allowedChars);
  const focused = typeable.filter((word) => [...word].some((char) => focusChars.includes(char)));
  const candidates = focused.length >= MIN_WORDS_FOR_DRILL ? focused : typeable;
  if (candidates.length < MIN_WORDS_FOR_DRILL) return undefined;
  const pool = candidates.slice(0, WORD_POOL_SIZE);
  // Deal the pool like cards: every word once before any repeats.
  let deck: string[] = [];
  const text = fill(length, (previous) => {
    if (deck.length === 0) deck = shuffled(random, pool);
    const word = deck.pop()!;
    return word === previous && deck.length > 0 ? deck.pop()! : word;
  });
  return { kind: 'words', text };
}

/**
 * Up to `count` short sentences (one until the dot key is learnt) from the sentence bank made only of unlocked keys, preferring ones that use a
 * new key. Undefined when none fits.
 */
export function sentencesDrill(
  random: Random,
  allowedChars: readonly string[],
  focusChars: readonly string[],
  count: number,
): Drill | undefined {
  const allowed = new Set([...allowedChars, ' ']);
  const typeable = SENTENCES.filter((sentence) => [...sentence].every((char) => allowed.has(char)));
  const focused = typeable.filter((sentence) => [...sentence].some((char) => focusChars.includes(char)));
  const rest = typeable.filter((sentence) => !focused.includes(sentence));
  // Without the dot key, sentences cannot be told apart when joined: one is enough. With it, each ends in a dot.
  const hasDot = allowed.has('.');
  const chosen = [...shuffled(random, focused), ...shuffled(random, rest)]
    .slice(0, hasDot ? count : 1)
    .map((sentence) => (hasDot && !sentence.endsWith('.') ? `${sentence}.` : sentence));
  if (chosen.length === 0) return undefined;
  return { kind: 'sentences', text: chosen.join(' ') };
}

/**
 * Words followed by a punctuation mark the lesson introduces ("red, sun, cat,") or, for the slash, pairs of
 * opposite choices ("hot/cold"). A 'mixed' drill: the tokens are words with a mark, not bare words.
 */
export function punctuationDrill(
  random: Random,
  allowedChars: readonly string[],
  mark: string,
  length: number,
): Drill | undefined {
  const allowed = new Set(allowedChars);
  const typeable = (word: string) => [...word].every((char) => allowed.has(char));
  if (mark === '/') {
    const pairs = SLASH_PAIRS.filter(typeable);
    if (pairs.length === 0) return undefined;
    let deck: string[] = [];
    const text = fill(length, () => {
      if (deck.length === 0) deck = shuffled(random, pairs);
      return deck.pop()!;
    });
    return { kind: 'mixed', text };
  }
  const words = wordsFromKeys(allowedChars, WORD_POOL_SIZE);
  if (words.length < MIN_WORDS_FOR_DRILL) return undefined;
  let deck: string[] = [];
  const text = fill(length, () => {
    if (deck.length === 0) deck = shuffled(random, words);
    return `${deck.pop()!}${mark}`;
  });
  return { kind: 'mixed', text };
}

/** Opposites to join with a slash; a lesson uses those it can type. */
const SLASH_PAIRS: readonly string[] = [
  'hot/cold',
  'fast/slow',
  'left/right',
  'wet/dry',
  'happy/sad',
  'stop/go',
  'yes/no',
  'up/down',
  'big/small',
  'day/night',
  'in/out',
  'old/new',
  'open/shut',
  'top/bottom',
  'high/low',
  'soft/hard',
];
