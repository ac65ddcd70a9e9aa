/**
 * The little English grammar of the themed sentence writer: word forms (plural, third person), the article
 * before a word, and the theme's tagged vocabulary as the writer reads it. Written for KeyQuest.
 */

/** A noun with its plural; a mass noun ("sand", "gold") has none and never takes "a". */
export interface Noun {
  one: string;
  many?: string;
}

/** Who acts in a theme (people, animals, robots) with what they do and what they are like. */
export interface BeingGroup {
  nouns: readonly Noun[];
  /** What they do, base form ("sail", "dig for gold"): only the first word changes ("digs for gold"). */
  acts: readonly string[];
  /** What they are like ("brave", "little"): every adjective fits every noun of the group. */
  like: readonly string[];
}

/** Things of a theme with what anyone does to them and what they are like. */
export interface ThingGroup {
  nouns: readonly Noun[];
  /** What anyone does to them, base form ("find", "look at"): every verb fits every noun of the group. */
  verbs: readonly string[];
  like: readonly string[];
}

const IRREGULAR_THIRD: Readonly<Record<string, string>> = { have: 'has', do: 'does', go: 'goes', be: 'is' };

/** The third person singular of a verb phrase: only its first word changes ("dig for gold" -> "digs for gold"). */
export function thirdPerson(phrase: string): string {
  const [verb = '', ...rest] = phrase.split(' ');
  let form = IRREGULAR_THIRD[verb];
  if (form === undefined) {
    if (/[^aeiou]y$/.test(verb)) form = `${verb.slice(0, -1)}ies`;
    else if (/(s|sh|ch|x|z|o)$/.test(verb)) form = `${verb}es`;
    else form = `${verb}s`;
  }
  return [form, ...rest].join(' ');
}

/** The regular plural of a noun ("box" -> "boxes", "pony" -> "ponies"); irregular ones are written in the data. */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** Words spelt with a vowel that take "a" ("a unicorn", "a uniform"): the sound, not the letter, decides. */
const A_BEFORE = /^(uni|use|usu|eu|one)/;

/** "a" or "an" before a word. */
export function article(next: string): 'a' | 'an' {
  return /^[aeiou]/.test(next) && !A_BEFORE.test(next) ? 'an' : 'a';
}

/**
 * Nouns as written in the data: words separated by spaces, an irregular plural after a colon ("mouse:mice",
 * "sheep:sheep"), a mass noun marked with a tilde ("sand~").
 */
export function nouns(list: string): Noun[] {
  return list
    .split(' ')
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (entry.endsWith('~')) return { one: entry.slice(0, -1) };
      const [one = '', many] = entry.split(':');
      return { one, many: many ?? plural(one) };
    });
}

/** Phrases as written in the data: separated by "|". */
export function phrases(list: string): string[] {
  return list
    .split('|')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}
