import { halfWidthForms } from '../chinese/punctuation';
import { parseSyllable, typedSpellings, type Tone, type ToneMode } from './syllable';

/**
 * What a pinyin drill asks for: Chinese text, and for each character of it what may be typed.
 * - `syllable`: a Chinese character, spelt by one of its readings.
 * - `literal`: a Latin letter or a digit in the text (卡拉OK), typed as itself.
 * - `mark`: punctuation, which the learner may type (half width) or skip: pinyin practice is about the letters.
 * - `unreadable`: a character with no known reading (a kana, an emoji, a rare character the dictionary lacks): it
 *   is skipped, and listed in `missing` so the page can say the pinyin is missing.
 * White space is no token: a separator may be typed between any two syllables anyway.
 */
export type PinyinTokenKind = 'syllable' | 'literal' | 'mark' | 'unreadable';

export interface PinyinToken {
  kind: PinyinTokenKind;
  /** Index of the character in the target text, in UTF-16 units like the positions of `TypingSession`. */
  position: number;
  char: string;
  /** Numbered readings of a syllable ('hang2'), the one for this context first; empty for other kinds. */
  readings: readonly string[];
  /** Letter strings that spell the token, the one to show and hint first; empty for a skipped token. */
  spellings: readonly string[];
  /** Whether the learner may skip the token (marks and unreadable characters). */
  optional: boolean;
}

export interface PinyinTarget {
  /** The Chinese text shown to the learner. */
  text: string;
  tones: ToneMode;
  tokens: readonly PinyinToken[];
  /** Characters of the text that have no reading and cannot be typed. */
  missing: readonly string[];
}

/**
 * A readings line: the readings of a text's Chinese characters in order, separated by spaces, each a numbered
 * reading ('yin2 hang2'); alternatives are joined by '|' ('xing2|hang2', any of them is accepted: a character
 * on its own); `_` stands for a character without a known reading. Other characters have no entry.
 */
export type ReadingsLine = string;

/** The entry of a character without a known reading in a readings line. */
export const NO_READING = '_';

const HAN = /\p{Script=Han}/u;

/** Whether the character is a Chinese character (汉字), which a readings line gives a reading for. */
export function isHanzi(char: string): boolean {
  return HAN.test(char);
}

/** The alternatives of each entry of a readings line: 'xing2|hang2 zou3' -> [['xing2', 'hang2'], ['zou3']]. */
export function parseReadings(line: ReadingsLine): string[][] {
  const entries = line.trim().split(/\s+/).filter(Boolean);
  return entries.map((entry) => (entry === NO_READING ? [] : entry.split('|').filter(Boolean)));
}

/**
 * Tone sandhi that books and input methods write with the citation tone: 一 yī reads yí before a fourth tone and
 * yì before the others, 不 bù reads bú before a fourth tone. In tone mode either tone is accepted.
 */
const SANDHI_TONES: Record<string, { letters: string; tones: readonly Tone[] }> = {
  一: { letters: 'yi', tones: [1, 2, 4] },
  不: { letters: 'bu', tones: [4, 2] },
};

const LITERAL = /^[a-z0-9]$/i;
const MARK = /^[\p{P}\p{S}]$/u;

function syllableSpellings(char: string, readings: readonly string[], tones: ToneMode): string[] {
  const spellings = new Set<string>();
  for (const reading of readings) {
    const syllable = parseSyllable(reading);
    if (!syllable) continue;
    const sandhi = SANDHI_TONES[char];
    const extra = sandhi && sandhi.letters === syllable.letters ? sandhi.tones : [];
    for (const spelling of typedSpellings(syllable, tones, extra)) spellings.add(spelling);
  }
  return [...spellings];
}

function otherToken(char: string, position: number): PinyinToken {
  const plain = halfWidthForms(char)[0] ?? char;
  if (LITERAL.test(plain)) {
    return {
      kind: 'literal',
      position,
      char,
      readings: [],
      spellings: [plain.toLowerCase()],
      optional: false,
    };
  }
  if (MARK.test(char)) {
    const spellings = halfWidthForms(char).length > 0 ? halfWidthForms(char) : char < '\u0080' ? [char] : [];
    return { kind: 'mark', position, char, readings: [], spellings, optional: true };
  }
  return { kind: 'unreadable', position, char, readings: [], spellings: [], optional: true };
}

/**
 * The target of a pinyin drill: the text and its readings line (see `ReadingsLine`), in a tone mode (default:
 * no tones). Throws a RangeError when the line has not one entry per Chinese character of the text.
 */
export function pinyinTarget(
  text: string,
  readings: ReadingsLine,
  options: { tones?: ToneMode } = {},
): PinyinTarget {
  const tones = options.tones ?? 'none';
  const entries = parseReadings(readings);
  const tokens: PinyinToken[] = [];
  const missing: string[] = [];
  let entry = 0;
  let position = 0;
  for (const char of text) {
    if (isHanzi(char)) {
      const charReadings = entries[entry++];
      if (charReadings === undefined) {
        throw new RangeError(`No reading for ${char} at ${position} (the readings line is too short)`);
      }
      const spellings = syllableSpellings(char, charReadings, tones);
      if (spellings.length > 0) {
        tokens.push({ kind: 'syllable', position, char, readings: charReadings, spellings, optional: false });
      } else {
        tokens.push({ kind: 'unreadable', position, char, readings: [], spellings: [], optional: true });
        missing.push(char);
      }
    } else if (!/\s/u.test(char)) {
      const token = otherToken(char, position);
      if (token.kind === 'unreadable') missing.push(char);
      tokens.push(token);
    }
    position += char.length;
  }
  if (entry !== entries.length) {
    throw new RangeError(`The readings line has ${entries.length} entries for ${entry} Chinese characters`);
  }
  return { text, tones, tokens, missing };
}
