import type { Random } from '../random';

/** Marks the start and the end of a word in the model's contexts. */
const EDGE = '^';
const END = '$';
const EDGE_CODE = EDGE.charCodeAt(0);

/**
 * A tiny letter-transition model of a word list: how often each letter follows the two letters before it (and,
 * to back off, the one letter before it). Pseudo-words drawn from it read like the language ("dask", "flads")
 * and use only the letters asked for.
 */
export interface LetterModel {
  /** Context of two characters (start padded with '^') -> next character ('$' ends the word) -> count. */
  readonly pairs: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Context of one character -> next character -> count. */
  readonly singles: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

function count(table: Map<string, Map<string, number>>, context: string, next: string): void {
  let row = table.get(context);
  if (!row) table.set(context, (row = new Map()));
  row.set(next, (row.get(next) ?? 0) + 1);
}

const models = new WeakMap<readonly string[], LetterModel>();

/** The model of a word list (lower-case words); built once per list. */
export function letterModelOf(words: readonly string[]): LetterModel {
  const cached = models.get(words);
  if (cached) return cached;
  const pairs = new Map<string, Map<string, number>>();
  const singles = new Map<string, Map<string, number>>();
  for (const word of words) {
    const padded = `${EDGE}${EDGE}${word}${END}`;
    for (let i = 2; i < padded.length; i++) {
      count(pairs, padded.slice(i - 2, i), padded[i]!);
      count(singles, padded[i - 1]!, padded[i]!);
    }
  }
  const model = { pairs, singles };
  models.set(words, model);
  return model;
}

/** The choices after a context: the next characters and their weights, in the model's order. */
interface Choices {
  readonly next: readonly string[];
  readonly weights: readonly number[];
  /** The sum of the weights, added up in order (as `pickWeighted` adds them). */
  readonly total: number;
}

const NO_CHOICES: Choices = { next: [], weights: [], total: 0 };

/**
 * The choices of one set of allowed letters by context (the last two characters, as their UTF-16 codes in one
 * number, and whether the word may end), kept while one batch of words is drawn: the same few contexts come up
 * thousands of times in a batch.
 */
interface ChoiceCache {
  /** By context, where the word may not end yet, and where it may. */
  readonly inside: Map<number, Choices>;
  readonly mayEnd: Map<number, Choices>;
}

function choiceCache(): ChoiceCache {
  return { inside: new Map(), mayEnd: new Map() };
}

/** The choices after a context, limited to the allowed letters (and the word's end once long enough). */
function choices(
  model: LetterModel,
  before: number,
  last: number,
  allowed: ReadonlySet<string>,
  mayEnd: boolean,
  cache: ChoiceCache,
): Choices {
  const byContext = mayEnd ? cache.mayEnd : cache.inside;
  const key = (before << 16) | last;
  const cached = byContext.get(key);
  if (cached) return cached;
  let found = NO_CHOICES;
  const context = String.fromCharCode(before, last);
  for (const row of [model.pairs.get(context), model.singles.get(context[1]!)]) {
    if (!row) continue;
    const next: string[] = [];
    const weights: number[] = [];
    for (const [char, weight] of row) {
      if (char === END ? mayEnd : allowed.has(char)) {
        next.push(char);
        weights.push(weight);
      }
    }
    if (next.length > 0) {
      found = { next, weights, total: weights.reduce((sum, weight) => sum + weight, 0) };
      break;
    }
  }
  byContext.set(key, found);
  return found;
}

/** One of the choices, drawn in proportion to its weight: `pickWeighted` with the total added up once. */
function pick(random: Random, { next, weights, total }: Choices): string {
  let target = random() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0) return next[i]!;
  }
  return next[next.length - 1]!;
}

/**
 * The safety filter as the engine takes it: true when a word may be shown to a child. `origin` says whether it
 * is a real word of a list ('real') or one the generator made up ('made-up', judged more strictly). The content's
 * `safeWord` (src/content/safety) is the one to pass; the engine imports no content, so callers hand it in.
 */
export type WordFilter = (word: string, origin: 'real' | 'made-up') => boolean;

/** Options of a pseudo-word. */
export interface PseudoWordOptions {
  minLength: number;
  maxLength: number;
}

/**
 * One pseudo-word of the allowed letters drawn from the model, or undefined when the walk got stuck (no allowed
 * letter follows). Deterministic for a given generator state.
 */
export function drawPseudoWord(
  model: LetterModel,
  allowed: ReadonlySet<string>,
  random: Random,
  options: PseudoWordOptions,
): string | undefined {
  return drawWord(model, allowed, random, options, choiceCache());
}

/** `drawPseudoWord` with the choices of this set of allowed letters kept between words. */
function drawWord(
  model: LetterModel,
  allowed: ReadonlySet<string>,
  random: Random,
  { minLength, maxLength }: PseudoWordOptions,
  cache: ChoiceCache,
): string | undefined {
  let word = '';
  // The last two characters of the word (UTF-16 codes: the model's characters are single code units), the
  // start padded with '^'.
  let before = EDGE_CODE;
  let last = EDGE_CODE;
  while (word.length < maxLength) {
    const options = choices(model, before, last, allowed, word.length >= minLength, cache);
    if (options.next.length === 0) return word.length >= minLength ? word : undefined;
    const next = pick(random, options);
    if (next === END) return word;
    word += next;
    before = last;
    last = next.charCodeAt(0);
  }
  return word;
}

/**
 * Up to `count` distinct pseudo-words that all contain the focus character and use only the allowed ones, none
 * of them in `exclude` (the real words already chosen), every one passed by `safe` as a made-up word. Drawn from the model; when the model cannot place the
 * focus (e.g. ';' or a letter that never follows the allowed ones), the focus is set into a drawn word, and as
 * a last resort words are spelt from the focus and the other allowed characters. Fewer than `count` only when
 * the allowed characters cannot make that many words (a single key).
 */
export function pseudoWordsWith(
  model: LetterModel,
  allowed: ReadonlySet<string>,
  focus: string,
  count: number,
  random: Random,
  safe: WordFilter,
  exclude: ReadonlySet<string> = new Set(),
  options: PseudoWordOptions = { minLength: 3, maxLength: 7 },
): string[] {
  if (!allowed.has(focus) || count <= 0) return [];
  const found = new Set<string>();
  const cache = choiceCache();
  const accept = (word: string | undefined) => {
    if (
      word &&
      word.includes(focus) &&
      !exclude.has(word) &&
      [...word].every((char) => allowed.has(char)) &&
      safe(word, 'made-up')
    ) {
      found.add(word);
    }
  };
  for (let tries = 0; tries < count * 60 && found.size < count; tries++) {
    accept(drawWord(model, allowed, random, options, cache));
  }
  for (let tries = 0; tries < count * 30 && found.size < count; tries++) {
    const word = drawWord(model, allowed, random, { ...options, maxLength: options.maxLength - 1 }, cache);
    if (!word) continue;
    const at = Math.floor(random() * (word.length + 1));
    accept(word.slice(0, at) + focus + word.slice(at));
  }
  // Built words, counting through strings of the focus and the other allowed characters ("fff", "jfff", ...).
  const alphabet = [focus, ...[...allowed].filter((char) => char !== focus && char.trim() !== '')];
  for (let n = 0; found.size < count && n < count * 50; n++) {
    let value = n;
    let word = '';
    for (let i = 0; i < options.minLength + (n % 3); i++) {
      word += alphabet[value % alphabet.length];
      value = Math.floor(value / alphabet.length);
    }
    accept(word);
  }
  return [...found].slice(0, count);
}
