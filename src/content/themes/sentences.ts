/**
 * The themed sentence writer: short, real sentences on a theme ("the brave pirate digs for gold", "she finds an
 * old map") built from the theme's tagged vocabulary and a few sentence patterns, keeping only those the
 * learner's unlocked keys can type. When the keys spell theme words but no whole sentence yet, the passage is
 * the theme's words and short phrases ("a red flag"); when they spell no theme word yet, everyday sentences or
 * common words stand in, and the writer says how many more keys the theme needs. Pure and seeded: the same
 * input always gives the same passage, in the browser and on the server. Written for KeyQuest.
 */
import {
  FINGER_COURSE_LETTER_ORDER,
  joinToLength,
  hashString,
  seededRandom,
  shuffled,
  usesOnly,
  type Random,
} from '../../engine';
import { article, thirdPerson, type BeingGroup, type Noun, type ThingGroup } from './grammar';
import { FUNCTION_WORDS, type Theme } from './source';

/** What a word of a passage is: one of the theme's, another real word, or a made-up practice word. */
export type WrittenWordKind = 'theme' | 'common' | 'pseudo';

/** What a passage is made of, best first. */
export type ThemedMade = 'sentences' | 'phrases' | 'everyday';

export interface ThemedWriting {
  text: string;
  words: string[];
  /** How many whole sentences the passage has, and how many of its words are in them. */
  sentences: number;
  sentenceWords: number;
  /** How many words are of each kind (a made-up word only when too few real words fit the keys). */
  kinds: Record<WrittenWordKind, number>;
  /**
   * 'sentences': sentences on the theme, at least MIN_SENTENCES different ones; 'phrases': the theme's words and
   * phrases, with the few whole sentences that fit (fewer than MIN_SENTENCES, often none: `sentences` says how
   * many); 'everyday': no word of the theme fits yet, or the theme is unknown.
   */
  made: ThemedMade;
  /** More keys, in the course order, before the theme's words fit (0: they fit now; null: unknown theme). */
  keysUntilWords: number | null;
  /** More keys before MIN_SENTENCES sentences on the theme fit (0: they fit now; null: unknown theme). */
  keysUntilSentences: number | null;
}

export interface ThemedWritingOptions {
  /** The theme, or undefined when the text typed names none of ours. */
  theme: Theme | undefined;
  /** The everyday theme that stands in while the keys spell none of the theme's words. */
  everyday: Theme;
  /** Unlocked characters (a space among them or not). */
  unlocked: readonly string[];
  focus: string;
  seed: number;
  /** Target length in characters. Default 180. */
  length?: number;
  /** Real words, most common first, for the last resort: keys that spell no sentence and no theme word. */
  commonWords: readonly string[];
  /** Every real word: the common words, the themes' vocabulary and the patterns' words (`PATTERN_WORDS`). */
  realWords: ReadonlySet<string>;
  /** Made-up practice words for the keys, used only when fewer than a handful of real words fit. */
  pseudoWords?: (allowed: ReadonlySet<string>, focus: string, count: number, random: Random) => string[];
  /** Words refused for children (the safety filter): a sentence or word with one is never written. */
  refused?: (word: string) => boolean;
  /** The order keys are added in. Default: the finger course's. */
  order?: readonly string[];
  /** Work out `keysUntilWords` and `keysUntilSentences` (default true; null when false). */
  keysUntil?: boolean;
}

const HE = ['he', 'she'];
const WE = ['we', 'you', 'they'];
/** What anyone does to a being of any theme. */
const SEE = ['see', 'like', 'watch', 'draw'];
const SEE3 = SEE.map(thirdPerson);

/** A being group's words that fit the keys. */
interface Beings {
  one: string[];
  many: string[];
  acts: string[];
  acts3: string[];
  /** Acts that read right after a plural subject ("wag its tail" does not). */
  actsMany: string[];
  like: string[];
}

interface Things {
  /** Countable nouns, singular. */
  one: string[];
  many: string[];
  /** Singular and mass nouns: those that follow "the". */
  the: string[];
  /** Plural and mass nouns: those that stand alone ("old coins", "cold milk"). */
  bare: string[];
  verbs: string[];
  verbs3: string[];
  like: string[];
}

function fitting(list: readonly string[], allowed: ReadonlySet<string>): string[] {
  return list.filter((phrase) => usesOnly(phrase.replace(/ /g, ''), allowed));
}

function nounForms(nouns: readonly Noun[], allowed: ReadonlySet<string>) {
  const one = nouns.filter((noun) => noun.many !== undefined).map((noun) => noun.one);
  const many = nouns.flatMap((noun) => (noun.many === undefined ? [] : [noun.many]));
  const mass = nouns.filter((noun) => noun.many === undefined).map((noun) => noun.one);
  return { one: fitting(one, allowed), many: fitting(many, allowed), mass: fitting(mass, allowed) };
}

function beingsFor(group: BeingGroup, allowed: ReadonlySet<string>): Beings {
  const { one, many } = nounForms(group.nouns, allowed);
  const acts = fitting(group.acts, allowed);
  return {
    one,
    many,
    acts,
    acts3: fitting(group.acts.map(thirdPerson), allowed),
    actsMany: acts.filter((act) => !/\bits\b/.test(act)),
    like: fitting(group.like, allowed),
  };
}

function thingsFor(group: ThingGroup, allowed: ReadonlySet<string>): Things {
  const { one, many, mass } = nounForms(group.nouns, allowed);
  return {
    one,
    many,
    the: [...one, ...mass],
    bare: [...many, ...mass],
    verbs: fitting(group.verbs, allowed),
    verbs3: fitting(group.verbs.map(thirdPerson), allowed),
    like: fitting(group.like, allowed),
  };
}

/** A pattern: a sentence from one group's words, or undefined when a slot has no word for these keys. */
type Pattern<G> = (
  group: G,
  pick: <T>(list: readonly T[]) => T | undefined,
  allowed: ReadonlySet<string>,
) => (string | undefined)[];

const BEING_PATTERNS: Pattern<Beings>[] = [
  (g, pick) => ['the', pick(g.one), pick(g.acts3)],
  (g, pick) => ['a', pick(g.like), pick(g.one), pick(g.acts3)],
  (g, pick) => ['the', pick(g.like), pick(g.one), pick(g.acts3)],
  (g, pick) => [pick(g.many), pick(g.actsMany)],
  (g, pick) => [pick(g.like), pick(g.many), pick(g.actsMany)],
  (g, pick) => ['the', pick(g.one), 'is', pick(g.like)],
  (g, pick) => [pick(g.many), 'are', pick(g.like)],
  (g, pick) => ['look at the', pick(g.like), pick(g.one)],
  (g, pick) => [pick(HE), pick(SEE3), 'the', pick(g.like), pick(g.one)],
  (g, pick) => [pick(WE), pick(SEE), 'the', pick(g.like), pick(g.one)],
  (g, pick) => [pick(WE), pick(SEE), pick(g.like), pick(g.many)],
  (g, pick) => {
    const one = pick(g.one);
    const other = pick(g.one.filter((noun) => noun !== one));
    return ['the', one, 'and the', other, pick(g.actsMany)];
  },
];

const THING_PATTERNS: Pattern<Things>[] = [
  (g, pick) => ['the', pick(g.the), 'is', pick(g.like)],
  (g, pick) => [pick(g.many), 'are', pick(g.like)],
  (g, pick) => [pick(HE), pick(g.verbs3), 'the', pick(g.like), pick(g.the)],
  (g, pick) => [pick(WE), pick(g.verbs), 'the', pick(g.like), pick(g.the)],
  (g, pick) => [pick(HE), pick(g.verbs3), 'a', pick(g.like), pick(g.one)],
  (g, pick) => [pick(WE), pick(g.verbs), 'a', pick(g.like), pick(g.one)],
  (g, pick) => [pick(WE), pick(g.verbs), pick(g.like), pick(g.bare)],
  (g, pick) => ['it is a', pick(g.like), pick(g.one)],
  (g, pick) => ['look at the', pick(g.like), pick(g.the)],
  (g, pick) => {
    const first = pick(g.like);
    return ['the', pick(g.the), 'is', first, 'and', pick(g.like.filter((like) => like !== first))];
  },
];

/** Adjectives that cannot describe the same thing at once. */
const OPPOSITES = new Map<string, string[]>();
for (const group of [
  'old new young',
  'big little small tiny huge',
  'hot cold cool warm',
  'fast slow quick',
  'long short',
  'wet dry',
  'loud quiet soft',
  'heavy light',
  'happy sad tired',
  'full hungry',
  'hard easy soft',
  'tall little small tiny',
  'dark bright light',
  'clean muddy',
  'sleepy busy',
]) {
  const words = group.split(' ');
  for (const word of words)
    OPPOSITES.set(word, [...(OPPOSITES.get(word) ?? []), ...words.filter((w) => w !== word)]);
}

/** A pattern's words as a sentence, or undefined when a slot is empty or a word does not fit. */
function realise(
  parts: readonly (string | undefined)[],
  allowed: ReadonlySet<string>,
  refused: (word: string) => boolean,
): string | undefined {
  const words: string[] = [];
  for (const part of parts) {
    if (!part) return undefined;
    for (const word of part.split(' ')) words.push(word);
  }
  for (let i = 0; i < words.length - 1; i++) if (words[i] === 'a') words[i] = article(words[i + 1]!);
  // A word said twice ("we clean the clean sofa") or opposites together ("old and new") do not make sense.
  const seen = new Set<string>();
  for (const word of words) {
    if (!usesOnly(word, allowed) || refused(word)) return undefined;
    if (FUNCTION_WORDS.has(word)) continue;
    if (seen.has(word) || OPPOSITES.get(word)?.some((other) => seen.has(other))) return undefined;
    seen.add(word);
  }
  return words.join(' ');
}

/** How many draws the writer makes for a theme's sentences: enough to find nearly every short one. */
const DRAWS = 400;

/** The distinct sentences on a theme the keys can type, found by seeded draws over its patterns. */
export function themeSentences(
  theme: Theme,
  allowed: ReadonlySet<string>,
  random: Random,
  refused: (word: string) => boolean = () => false,
  draws = DRAWS,
): string[] {
  const beings = theme.beings.map((group) => beingsFor(group, allowed));
  const things = theme.things.map((group) => thingsFor(group, allowed));
  const pick = <T>(list: readonly T[]): T | undefined =>
    list.length === 0 ? undefined : list[Math.floor(random() * list.length)];
  const found = new Set<string>();
  for (let i = 0; i < draws; i++) {
    const sentence =
      i % 2 === 0 && beings.length > 0
        ? realise(pick(BEING_PATTERNS)!(pick(beings)!, pick, allowed), allowed, refused)
        : things.length > 0
          ? realise(pick(THING_PATTERNS)!(pick(things)!, pick, allowed), allowed, refused)
          : undefined;
    if (sentence) found.add(sentence);
  }
  return [...found];
}

const pools = new Map<string, string[]>();

/**
 * A theme's sentences for a key set, drawn once with a fixed seed and kept: every session on the same keys
 * chooses from the same sentences (with its own seed), and the draws are the writer's main cost.
 */
function sentencesFor(
  theme: Theme,
  unlocked: readonly string[],
  refused: (word: string) => boolean,
): string[] {
  const key = `${theme.slug} ${[...unlocked].sort().join('')}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = themeSentences(theme, new Set(unlocked), seededRandom(hashString(key)), refused);
    if (pools.size > 200) pools.clear();
    pools.set(key, pool);
  }
  return pool;
}

/** The theme's words and short phrases the keys can type ("seal", "a red flag", "old coins"). */
export function themePhrases(
  theme: Theme,
  allowed: ReadonlySet<string>,
  refused: (word: string) => boolean = () => false,
): string[] {
  const found = new Set<string>();
  const add = (parts: readonly (string | undefined)[]) => {
    const phrase = realise(parts, allowed, refused);
    if (phrase) found.add(phrase);
  };
  for (const group of theme.beings) {
    const g = beingsFor(group, allowed);
    for (const noun of [...g.one, ...g.many]) add([noun]);
    for (const noun of g.one) for (const like of g.like) add(['a', like, noun]);
    for (const noun of g.many) for (const like of g.like) add([like, noun]);
  }
  for (const group of theme.things) {
    const g = thingsFor(group, allowed);
    for (const noun of [...g.the, ...g.many]) add([noun]);
    for (const noun of g.one) for (const like of g.like) add(['a', like, noun]);
    for (const noun of g.bare) for (const like of g.like) add([like, noun]);
  }
  return [...found];
}

/** Counts of how often `focus` occurs, to prefer sentences that practise it. */
function focusCount(text: string, focus: string): number {
  let count = 0;
  for (const char of text) if (char === focus) count++;
  return count;
}

function contentWords(sentence: string): string[] {
  return sentence.split(' ').filter((word) => !FUNCTION_WORDS.has(word));
}

/**
 * Sentences up to the target length, one at a time: each the best of those not yet used in this round by a
 * score that favours the focus key (up to two of its letters) and new words over words already in the passage,
 * with a seeded random share so two passages differ. A sentence comes again only after all others have come.
 */
function chooseSentences(pool: readonly string[], focus: string, length: number, random: Random): string[] {
  const chosen: string[] = [];
  const used = new Map<string, number>();
  const words = new Map(pool.map((sentence) => [sentence, contentWords(sentence)]));
  const focusBonus = new Map(
    pool.map((sentence) => [sentence, Math.min(2, focusCount(sentence, focus)) * 0.75]),
  );
  let left = new Set(pool);
  let size = -1;
  while (size < length && pool.length > 0) {
    if (left.size === 0) left = new Set(pool.filter((sentence) => sentence !== chosen[chosen.length - 1]));
    let best: string | undefined;
    let bestScore = -Infinity;
    for (const sentence of left) {
      let repeats = 0;
      for (const word of words.get(sentence)!) repeats += used.get(word) ?? 0;
      const score = random() * 2 + focusBonus.get(sentence)! - repeats * 0.6;
      if (score > bestScore) {
        best = sentence;
        bestScore = score;
      }
    }
    if (best === undefined) break;
    left.delete(best);
    chosen.push(best);
    size += best.length + 1;
    for (const word of contentWords(best)) used.set(word, (used.get(word) ?? 0) + 1);
  }
  return chosen;
}

/** The fewest different sentences a passage is made of before the theme's phrases fill in. */
const MIN_SENTENCES = 4;
/** The fewest different real words a word passage draws on before made-up words are allowed. */
const MIN_REAL_WORDS = 6;

/** Every key set along the course order from these keys, one key more each step. */
function keysAhead(unlocked: readonly string[], order: readonly string[]): Set<string>[] {
  const steps: Set<string>[] = [];
  const allowed = new Set(unlocked);
  for (const key of order) {
    if (allowed.has(key)) continue;
    allowed.add(key);
    steps.push(new Set(allowed));
  }
  return steps;
}

/** Answers of `keysUntil` already worked out: the same theme and keys come again with every session. */
const untilCache = new Map<string, number | null>();

/**
 * How many more keys until the theme has a phrase (`need` 'words') or enough sentences for a passage of
 * sentences (MIN_SENTENCES): 0 when it has now.
 */
function keysUntil(
  theme: Theme,
  unlocked: readonly string[],
  order: readonly string[],
  need: 'words' | 'sentences',
  refused: (word: string) => boolean,
): number | null {
  const has = (allowed: ReadonlySet<string>) =>
    need === 'words'
      ? themePhrases(theme, allowed, refused).length > 0
      : sentencesFor(theme, [...allowed], refused).length >= MIN_SENTENCES;
  const key = `${theme.slug} ${need} ${[...unlocked].sort().join('')} ${order.join('')}`;
  const known = untilCache.get(key);
  if (known !== undefined) return known;
  let answer: number | null = 0;
  if (!has(new Set(unlocked))) {
    const at = keysAhead(unlocked, order).findIndex(has);
    answer = at < 0 ? null : at + 1;
  }
  if (untilCache.size > 2000) untilCache.clear();
  untilCache.set(key, answer);
  return answer;
}

/**
 * A themed passage for the learner's keys: sentences on the theme where the keys allow, else the theme's words
 * and phrases, else everyday sentences or common words; every word typed with unlocked keys only.
 */
export function writeThemed(options: ThemedWritingOptions): ThemedWriting {
  const { theme, focus, seed, length = 180 } = options;
  const refused = options.refused ?? (() => false);
  const order = options.order ?? FINGER_COURSE_LETTER_ORDER;
  const counting = options.keysUntil ?? true;
  const unlocked = options.unlocked.filter((char) => char !== ' ');
  const allowed = new Set(unlocked);
  const random = seededRandom(seed);
  const sentencePool = theme ? sentencesFor(theme, unlocked, refused) : [];
  let pieces: Piece[];
  let made: ThemedMade;
  if (sentencePool.length >= MIN_SENTENCES) {
    made = 'sentences';
    pieces = sentencesOf(chooseSentences(sentencePool, focus, length, random));
  } else if (sentencePool.length > 0) {
    // Too few sentences for a passage of them: each once, then the theme's phrases. It is the theme's words
    // with a few sentences, and says so ('phrases', with the count of sentences).
    made = 'phrases';
    pieces = sentencesOf(shuffled(random, sentencePool));
    const sofar = pieces.reduce((sum, piece) => sum + piece.text.length + 1, -1);
    const phrases = themePhrases(theme!, allowed, refused);
    pieces.push(...fillWithCommon(phrases, false, options, allowed, random, length - sofar));
  } else {
    const phrases = theme ? themePhrases(theme, allowed, refused) : [];
    if (phrases.length > 0) {
      made = 'phrases';
      pieces = fillWithCommon(phrases, false, options, allowed, random, length);
    } else {
      made = 'everyday';
      const everyday = sentencesFor(options.everyday, unlocked, refused);
      pieces =
        everyday.length >= MIN_SENTENCES
          ? sentencesOf(chooseSentences(everyday, focus, length, random))
          : fillWithCommon(everyday, true, options, allowed, random, length);
    }
  }
  const words = pieces.flatMap((piece) => piece.text.split(' '));
  const themeWords = new Set(theme?.words ?? []);
  const kinds: Record<WrittenWordKind, number> = { theme: 0, common: 0, pseudo: 0 };
  for (const word of words) {
    kinds[themeWords.has(word) ? 'theme' : options.realWords.has(word) ? 'common' : 'pseudo']++;
  }
  const sentences = pieces.filter((piece) => piece.sentence);
  return {
    text: words.join(' '),
    words,
    sentences: sentences.length,
    sentenceWords: sentences.reduce((sum, piece) => sum + piece.text.split(' ').length, 0),
    kinds,
    made,
    keysUntilWords: theme && counting ? keysUntil(theme, unlocked, order, 'words', refused) : null,
    keysUntilSentences: theme && counting ? keysUntil(theme, unlocked, order, 'sentences', refused) : null,
  };
}

/** A piece of a passage: a whole sentence, or a word or phrase. */
interface Piece {
  text: string;
  sentence: boolean;
}

function sentencesOf(texts: readonly string[]): Piece[] {
  return texts.map((text) => ({ text, sentence: true }));
}

/**
 * Phrases or a few sentences with common words that fit the keys, the focus's first, while there are few;
 * made-up words only when fewer than a handful of real words fit at all.
 */
function fillWithCommon(
  pool: readonly string[],
  areSentences: boolean,
  options: ThemedWritingOptions,
  allowed: ReadonlySet<string>,
  random: Random,
  length: number,
): Piece[] {
  const refused = options.refused ?? (() => false);
  const chosen = new Set(pool);
  const fits = options.commonWords.filter(
    (word) => word.length > 1 && usesOnly(word, allowed) && !chosen.has(word) && !refused(word),
  );
  const common = [
    ...fits.filter((word) => word.includes(options.focus)),
    ...fits.filter((word) => !word.includes(options.focus)),
  ].slice(0, Math.max(0, 12 - pool.length));
  const words = [...pool, ...common];
  if (words.length < MIN_REAL_WORDS && options.pseudoWords && allowed.has(options.focus)) {
    const made = options
      .pseudoWords(allowed, options.focus, MIN_REAL_WORDS - words.length, random)
      .filter((word) => !refused(word));
    words.push(...made);
  }
  return joinToLength(words, length, random).map((text) => ({
    text,
    sentence: areSentences && chosen.has(text),
  }));
}

/** The words the sentence patterns themselves write, beside the themes' vocabulary. */
export const PATTERN_WORDS: readonly string[] = [
  ...new Set([
    ...HE,
    ...WE,
    ...SEE,
    ...SEE.map(thirdPerson),
    'a',
    'an',
    'the',
    'is',
    'are',
    'it',
    'and',
    'look',
    'at',
  ]),
];

/** Every word a theme's vocabulary can write: nouns, verbs in both forms, adjectives, the words of phrases. */
export function vocabularyOf(theme: Theme): string[] {
  const words = new Set(theme.words);
  const add = (phrase: string) => phrase.split(' ').forEach((word) => words.add(word));
  for (const group of [...theme.beings, ...theme.things]) group.like.forEach(add);
  for (const group of theme.beings) for (const act of group.acts) [act, thirdPerson(act)].forEach(add);
  for (const group of theme.things) for (const verb of group.verbs) [verb, thirdPerson(verb)].forEach(add);
  return [...words];
}
