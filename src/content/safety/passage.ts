import type { ModelRefusal } from '../../engine';
import { ENGLISH_WORDS } from '../words';
import { refusalOf } from './filter';

/** The least share of a model's words that must be real words (our lists, the theme's, their inflections). */
export const MIN_REAL_WORD_SHARE = 0.8;

/** A web address or an e-mail address, wherever it sits in the answer. */
const ADDRESS =
  /(?:https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|cn|uk|me|ly|app|dev|info|xyz|ai|tv|gg|be)\b|\S+@\S+\.\S+)/i;

const KNOWN: ReadonlySet<string> = new Set(ENGLISH_WORDS);

/** Whether a lower-case word is real: on the list, or an inflection of a word on it ("jumped", "foxes", "happily"). */
function isReal(word: string, theme: ReadonlySet<string>): boolean {
  const known = (candidate: string) => KNOWN.has(candidate) || theme.has(candidate);
  if (known(word)) return true;
  for (const ending of ['s', 'es', 'ed', 'd', 'ing', 'er', 'est', 'ly', "'s"]) {
    if (word.length - ending.length < 2 || !word.endsWith(ending)) continue;
    const base = word.slice(0, -ending.length);
    // jumped -> jump, hopped -> hop, baked -> bake, happily -> happy.
    if (known(base) || known(`${base}e`) || (base.at(-1) === base.at(-2) && known(base.slice(0, -1))))
      return true;
    if (base.endsWith('i') && known(`${base.slice(0, -1)}y`)) return true;
  }
  return false;
}

/**
 * Judges a language model's passage as written, before it is tidied for the learner: refused when it has a
 * word the safety filter refuses ('refused-word'), a web or e-mail address ('url'), a capitalised word that looks
 * like a name and is not of the theme ('name': capitalised inside a sentence, or opening one without being a real
 * word), or fewer than 80 % real words ('few-real-words'). `themeWords` are the theme's words (and the words of
 * the theme's own name), which count as real and may be capitalised.
 */
export function modelPassageRefusal(raw: string, themeWords: readonly string[]): ModelRefusal | null {
  if (refusalOf(raw, 'any') !== null) return 'refused-word';
  if (ADDRESS.test(raw)) return 'url';
  const theme = new Set(
    themeWords.flatMap((word) => word.toLowerCase().split(/[^\p{L}']+/u)).filter(Boolean),
  );
  const tokens = raw.split(/\s+/).filter(Boolean);
  let words = 0;
  let real = 0;
  let sentenceStart = true;
  for (const token of tokens) {
    const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (word !== '') {
      const lower = word.toLowerCase().replace(/’/g, "'");
      const isRealWord = isReal(lower, theme) || lower === 'i' || lower === "i'm";
      words++;
      if (isRealWord) real++;
      const capital = /^\p{Lu}/u.test(word);
      if (
        capital &&
        !theme.has(lower) &&
        lower !== 'i' &&
        lower !== "i'm" &&
        (!sentenceStart || !isRealWord)
      ) {
        return 'name';
      }
    }
    sentenceStart = /[.!?]["'”’)]*$/.test(token);
  }
  return words === 0 || real / words < MIN_REAL_WORD_SHARE ? 'few-real-words' : null;
}
