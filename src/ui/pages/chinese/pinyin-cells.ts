import { isHanzi, parseReadings, toneMarked, type PinyinTarget, type PinyinTokenKind } from '../../../engine';

/** A character of a pinyin drill as the screen draws it: the character, and its pinyin above it. */
export interface PinyinCell {
  /** Position in the text (UTF-16), as the session counts. */
  position: number;
  char: string;
  /** Undefined for white space. */
  kind: PinyinTokenKind | undefined;
  /** The reading asked for, with its tone mark ('yín'); empty for anything but a Chinese character. */
  pinyin: string;
  /** The reading as it is typed ('yin', or 'yin2' in tone mode): the letters to press. */
  spelling: string;
}

/** The cells of a pinyin drill, one per character of the text, in order. */
export function pinyinCells(target: PinyinTarget): PinyinCell[] {
  const tokens = new Map(target.tokens.map((token) => [token.position, token]));
  const cells: PinyinCell[] = [];
  let position = 0;
  for (const char of target.text) {
    const token = tokens.get(position);
    cells.push({
      position,
      char,
      kind: token?.kind,
      pinyin: token?.kind === 'syllable' ? toneMarked(token.readings[0] ?? '') : '',
      spelling: token?.kind === 'syllable' || token?.kind === 'literal' ? (token.spellings[0] ?? '') : '',
    });
    position += char.length;
  }
  return cells;
}

/**
 * Cells grouped into words that never break across lines: a Chinese character with the punctuation after it,
 * or a run of letters; white space ends a word (and is drawn, so the cursor can sit on it).
 */
export function pinyinWords(cells: readonly PinyinCell[]): PinyinCell[][] {
  const words: PinyinCell[][] = [];
  let current: PinyinCell[] | null = null;
  for (const cell of cells) {
    const startsWord = cell.kind === 'syllable' || cell.kind === 'unreadable';
    if (current && startsWord) current = null;
    if (!current) {
      current = [];
      words.push(current);
    }
    current.push(cell);
    if (/\s/u.test(cell.char)) current = null;
  }
  return words;
}

/**
 * The pinyin of the next characters of a Chinese text, from `position` to the next mark or space (at most
 * `limit` characters): '银行 yín háng'. A help for a learner typing through an input method who does not know a
 * character's reading. `readings` is the lesson's readings line; empty when the cursor is on a mark.
 */
export function upcomingReading(
  text: string,
  readings: string,
  position: number,
  limit = 4,
): { chars: string; pinyin: string } {
  const entries = parseReadings(readings);
  let entry = 0;
  let offset = 0;
  let chars = '';
  const pinyin: string[] = [];
  for (const char of text) {
    const han = isHanzi(char);
    if (offset >= position) {
      if (!han || chars.length >= limit) break;
      chars += char;
      const reading = entries[entry]?.[0];
      if (reading) pinyin.push(toneMarked(reading));
    }
    if (han) entry++;
    offset += char.length;
  }
  return { chars, pinyin: pinyin.join(' ') };
}
