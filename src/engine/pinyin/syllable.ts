/**
 * Pinyin syllables as the keyboard types them. A reading is written the way pinyin-pro writes it with
 * `toneType: 'num', v: true`: letters with `v` for ü, then the tone as a digit 1-4, or 0 (or 5, or nothing) for the
 * neutral tone: 'lv4' (绿), 'lve4' (略), 'hang2' (行), 'ma0' (吗).
 */

/** Neutral tone, whatever digit the reading used for it (pinyin-pro writes 0, textbooks and IMEs 5). */
export const NEUTRAL_TONE = 5;

export type Tone = 1 | 2 | 3 | 4 | 5;

/** How tones are typed: not at all (the default), or as a digit 1-5 after each syllable. */
export type ToneMode = 'none' | 'digits';

export interface Syllable {
  /** The letters, lower case, `v` for ü: 'lv', 'lve', 'zhuang', 'er', 'n'. */
  letters: string;
  tone: Tone;
}

const READING = /^([a-zü]+)([0-5])?$/;

/** Parses a numbered reading ('lv4', 'LÜ4', 'ma0', 'ma'); undefined when it is not one. */
export function parseSyllable(reading: string): Syllable | undefined {
  const match = READING.exec(reading.trim().toLowerCase());
  if (!match) return undefined;
  const letters = (match[1] ?? '').replaceAll('ü', 'v');
  const digit = Number(match[2] ?? NEUTRAL_TONE);
  return { letters, tone: (digit === 0 ? NEUTRAL_TONE : digit) as Tone };
}

/**
 * Every letter spelling a learner may type for the syllable, the standard one first:
 * - ü as `v` (the standard key), or as `ü` (keyboards that have it);
 * - `lüe`/`nüe` also as `lue`/`nue` (no other syllable is spelt so, and many books write it);
 * - the ü that j, q, x and y write as `u` (ju, xue, yuan) also as `v` (jv), which several IMEs accept.
 */
export function letterSpellings(letters: string): string[] {
  const spellings = [letters];
  if (letters.includes('v')) {
    spellings.push(letters.replaceAll('v', 'ü'));
    if (/^[ln]ve$/.test(letters)) spellings.push(letters.replace('v', 'u'));
  } else if (/^[jqxy]u/.test(letters)) {
    spellings.push(letters.replace('u', 'v'));
  }
  return spellings;
}

/**
 * What may be typed for a syllable in a tone mode: the letter spellings, each followed in digit mode by the tone
 * digit ('hang2'); a neutral tone takes '5' or nothing ('ma5' or 'ma'). `tones` lists further tones to accept
 * (tone sandhi: 一 yí before a fourth tone).
 */
export function typedSpellings(syllable: Syllable, mode: ToneMode, tones: readonly Tone[] = []): string[] {
  const letters = letterSpellings(syllable.letters);
  if (mode === 'none') return letters;
  const accepted = [syllable.tone, ...tones.filter((tone) => tone !== syllable.tone)];
  const spellings: string[] = [];
  for (const tone of accepted) {
    for (const spelling of letters) spellings.push(`${spelling}${tone}`);
  }
  if (accepted.includes(NEUTRAL_TONE)) spellings.push(...letters);
  return spellings;
}

const MARKS: Record<Tone, string> = { 1: '\u0304', 2: '\u0301', 3: '\u030c', 4: '\u0300', 5: '' };

/**
 * The reading with its tone mark, for display: 'lv4' -> 'lǜ', 'hang2' -> 'háng', 'gui4' -> 'guì', 'ma0' -> 'ma'.
 * The mark goes on a or e if there is one, on the o of ou, otherwise on the last vowel (the textbook rule); a
 * syllable without a vowel (ń, ḿ) carries it on its first letter.
 * @see https://en.wikipedia.org/wiki/Pinyin#Rules_for_placing_the_tone_mark
 */
export function toneMarked(reading: string): string {
  const syllable = parseSyllable(reading);
  if (!syllable) return reading;
  const letters = syllable.letters.replaceAll('v', 'ü');
  const mark = MARKS[syllable.tone];
  if (!mark) return letters;
  let at = letters.search(/[ae]/);
  if (at < 0) at = letters.indexOf('ou');
  if (at < 0) {
    for (let i = letters.length - 1; i >= 0; i--) {
      if ('iouü'.includes(letters[i] ?? '')) {
        at = i;
        break;
      }
    }
  }
  if (at < 0) at = 0;
  return `${letters.slice(0, at + 1)}${mark}${letters.slice(at + 1)}`.normalize('NFC');
}
