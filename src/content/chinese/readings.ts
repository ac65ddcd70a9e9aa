/**
 * Pinyin readings of any Chinese text, made at run time with pinyin-pro (MIT): for custom content, which has
 * no precomputed readings. pinyin-pro weighs about 140 KB gzip, so this module is only ever loaded with
 * `import('…/content/chinese/readings')` from a pinyin or Chinese page; nothing in src/content/index.ts reaches it.
 */
import { pinyin, polyphonic } from 'pinyin-pro';
import {
  isHanzi,
  NO_READING,
  pinyinTarget,
  type PinyinTarget,
  type ReadingsLine,
  type ToneMode,
} from '../../engine';
import hantToHans from '../data/hant-to-hans.json';

/** Traditional -> simplified for single characters (pinyin-pro reads words in simplified characters). */
const SIMPLIFIED_OF: ReadonlyMap<string, string> = (() => {
  const chars = Array.from(hantToHans.pairs);
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i] as string, chars[i + 1] as string);
  return map;
})();

/** The text with every traditional character replaced by its simplified form, character for character. */
export function toSimplifiedCharacters(text: string): string {
  return Array.from(text, (char) => SIMPLIFIED_OF.get(char) ?? char).join('');
}

const VALID = /^[a-zv]+[0-4]?$/;
const SPACE = /\s/u;

/** Every reading of one character, the most common first ('xing2|hang2|hang4|heng2' for 行). */
export function readingsOfCharacter(char: string): string[] {
  const simplified = SIMPLIFIED_OF.get(char) ?? char;
  const [readings = []] = polyphonic(simplified, { toneType: 'num', type: 'array', v: true });
  return readings.filter((reading) => VALID.test(reading));
}

/**
 * The readings line of a text (see `ReadingsLine`): each character's reading in context (银行 yin2 hang2, 行走
 * xing2 zou3), tone sandhi left out as books and input methods write it (一 yi1, 不 bu4). A character standing
 * alone between spaces (or the whole text) takes every reading, any of which will be accepted. A character
 * with no known reading gets `_`.
 */
export function readingsOf(text: string): ReadingsLine {
  const chars = Array.from(text);
  const items = pinyin(toSimplifiedCharacters(text), {
    toneType: 'num',
    type: 'all',
    v: true,
    toneSandhi: false,
  });
  const entries: string[] = [];
  // pinyin-pro gives one item per character (code point), in order; if a version ever did not, each character
  // would be read on its own rather than against the wrong neighbour.
  const aligned = items.length === chars.length;
  chars.forEach((char, index) => {
    if (!isHanzi(char)) return;
    const alone = (chars[index - 1] ?? ' ').match(SPACE) && (chars[index + 1] ?? ' ').match(SPACE);
    if (alone) {
      const readings = readingsOfCharacter(char);
      entries.push(readings.length > 0 ? readings.join('|') : NO_READING);
      return;
    }
    const reading = (aligned ? items[index]?.pinyin : readingsOfCharacter(char)[0]) ?? '';
    entries.push(VALID.test(reading) ? reading : NO_READING);
  });
  return entries.join(' ');
}

/**
 * A pinyin drill of any text: readings made here, in a tone mode (default none). `missing` lists the characters
 * that cannot be spelt (no reading: a kana, an emoji, a character pinyin-pro does not know); the page shows the
 * "pinyin missing" message only when it is not empty, and the drill skips those characters.
 */
export function customPinyinTarget(text: string, tones: ToneMode = 'none'): PinyinTarget {
  return pinyinTarget(text, readingsOf(text), { tones });
}
