import type { LocalizedText } from '../types';
import { nouns, phrases, thirdPerson, type BeingGroup, type ThingGroup } from './grammar';

/**
 * A theme as written in ./data-*.ts, compact enough to read and review:
 * - `names`: other names a teacher or parent may type, in any of the five languages, separated by "|"
 *   (the slug and the five titles count already);
 * - `beings`: groups of [nouns, what they do, what they are like] ("fox hare", "run|hide", "wild|shy");
 * - `things`: groups of [nouns, what anyone does to them, what they are like].
 * Nouns are separated by spaces: an irregular plural after a colon ("mouse:mice"), a mass noun with a tilde
 * ("sand~"). Verb phrases and adjectives are separated by "|"; verbs in the base form ("dig for gold").
 */
export interface ThemeSource {
  slug: string;
  title: LocalizedText;
  names: string;
  beings: readonly (readonly [string, string, string])[];
  things: readonly (readonly [string, string, string])[];
}

/** A theme ready for the sentence writer and for matching a teacher's free text. */
export interface Theme {
  slug: string;
  title: LocalizedText;
  /** Lower-case names that find the theme: its slug, its titles in the five languages and `ThemeSource.names`. */
  names: readonly string[];
  beings: readonly BeingGroup[];
  things: readonly ThingGroup[];
  /** The theme's own words: its nouns and what its beings do, in every form ("pirate", "pirates", "sails"). */
  words: readonly string[];
}

/** Words that say nothing of a theme and that any sentence may repeat ("the", "a", "is", "to"). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'a an the is are and it at to on in of for up us its by with'.split(' '),
);

/** Builds a theme from its written form. */
export function buildTheme(source: ThemeSource): Theme {
  const beings: BeingGroup[] = source.beings.map(([list, acts, like]) => ({
    nouns: nouns(list),
    acts: phrases(acts),
    like: phrases(like),
  }));
  const things: ThingGroup[] = source.things.map(([list, verbs, like]) => ({
    nouns: nouns(list),
    verbs: phrases(verbs),
    like: phrases(like),
  }));
  const words = new Set<string>();
  const add = (phrase: string) => {
    for (const word of phrase.split(' ')) if (word !== '' && !FUNCTION_WORDS.has(word)) words.add(word);
  };
  for (const group of [...beings, ...things]) {
    for (const noun of group.nouns) {
      add(noun.one);
      if (noun.many) add(noun.many);
    }
  }
  for (const group of beings) for (const act of group.acts) [act, thirdPerson(act)].forEach(add);
  const names = new Set(
    [source.slug, source.slug.replace(/-/g, ' '), ...Object.values(source.title), ...source.names.split('|')]
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
  return { slug: source.slug, title: source.title, names: [...names], beings, things, words: [...words] };
}
