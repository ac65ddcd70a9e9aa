import type { LocaleCode } from '../../contracts/locales';
import { LOCALE_CODES } from '../../contracts/locales';
import { keyboardFor, keyByCode, type Finger, type KeyboardLayout } from '../../keyboard';
import { lt } from '../localize';
import type { LocalizedText } from '../types';

/** The fingers' names in every interface language, used in the lessons' introductions. */
export const FINGER_NAMES: Readonly<Record<Finger, LocalizedText>> = {
  'left-pinky': lt('left little finger', '左手小指', '左手小指', 'jari kelingking kiri', '左手の小指'),
  'left-ring': lt('left ring finger', '左手无名指', '左手無名指', 'jari manis kiri', '左手の薬指'),
  'left-middle': lt('left middle finger', '左手中指', '左手中指', 'jari hantu kiri', '左手の中指'),
  'left-index': lt('left index finger', '左手食指', '左手食指', 'jari telunjuk kiri', '左手の人差し指'),
  'left-thumb': lt('left thumb', '左手拇指', '左手拇指', 'ibu jari kiri', '左手の親指'),
  'right-thumb': lt('right thumb', '右手拇指', '右手拇指', 'ibu jari kanan', '右手の親指'),
  'right-index': lt('right index finger', '右手食指', '右手食指', 'jari telunjuk kanan', '右手の人差し指'),
  'right-middle': lt('right middle finger', '右手中指', '右手中指', 'jari hantu kanan', '右手の中指'),
  'right-ring': lt('right ring finger', '右手无名指', '右手無名指', 'jari manis kanan', '右手の薬指'),
  'right-pinky': lt('right little finger', '右手小指', '右手小指', 'jari kelingking kanan', '右手の小指'),
};

/** Keys named by what they are, whatever they type. */
const KEY_NAMES: Readonly<Record<string, LocalizedText>> = {
  Space: lt('the space bar', '空格键', '空白鍵', 'bar ruang', 'スペースキー'),
  Backspace: lt(
    'Backspace',
    '退格键（Backspace）',
    '退格鍵（Backspace）',
    'kekunci Backspace',
    'バックスペースキー',
  ),
  ShiftLeft: lt('the left Shift key', '左 Shift 键', '左 Shift 鍵', 'kekunci Shift kiri', '左のシフトキー'),
  ShiftRight: lt(
    'the right Shift key',
    '右 Shift 键',
    '右 Shift 鍵',
    'kekunci Shift kanan',
    '右のシフトキー',
  ),
};

/** The words for the punctuation marks a key of the course may type, on any layout. */
const MARK_NAMES: Readonly<Record<string, LocalizedText>> = {
  ';': lt('semicolon', '分号', '分號', 'koma bertitik', 'セミコロン'),
  ',': lt('comma', '逗号', '逗號', 'koma', 'カンマ'),
  '.': lt('dot', '句点', '句點', 'titik', 'ピリオド'),
  '/': lt('slash', '斜杠', '斜線', 'garis condong', 'スラッシュ'),
  ':': lt('colon', '冒号', '冒號', 'titik bertindih', 'コロン'),
  '!': lt('exclamation mark', '感叹号', '驚嘆號', 'tanda seru', 'びっくりマーク'),
  '?': lt('question mark', '问号', '問號', 'tanda soal', 'はてなマーク'),
  "'": lt('apostrophe', '单引号', '單引號', 'apostrofi', 'アポストロフィ'),
  '-': lt('dash', '减号', '減號', 'sempang', 'ハイフン'),
  '#': lt('hash', '井号', '井號', 'tanda pagar', 'シャープ'),
  '<': lt('less-than sign', '小于号', '小於號', 'tanda kurang daripada', '小なり記号'),
};

/** How a key is printed on a layout: its capital for a letter, else its character ('' for none). */
function legendOn(code: string, layout: KeyboardLayout): string {
  return keyboardFor(layout).find((key) => key.code === code)?.label ?? '';
}

/**
 * A key's name on a layout, for titles and sentences: the letter it types ("Q" on AZERTY's KeyA), the word for a
 * punctuation mark ("semicolon", "逗号"), or the character itself.
 */
function shortName(code: string, layout: KeyboardLayout): LocalizedText {
  const char = layout.keys[code]?.base?.char ?? '';
  const mark = MARK_NAMES[char];
  if (mark) return mark;
  // A letter is named by its capital, also where Shift types something else (Swiss ö, Italian ò).
  const capital = char.toUpperCase();
  const name = /^\p{L}$/u.test(char) && [...capital].length === 1 ? capital : legendOn(code, layout);
  return lt(name, name, name, name, name);
}

/** How a key is named in a sentence: "F" becomes "F" / "F 键" / "F 鍵" / "kekunci F" / "F キー". */
export function keyName(code: string, layout: KeyboardLayout): LocalizedText {
  const named = KEY_NAMES[code];
  if (named) return named;
  const legend = legendOn(code, layout);
  if (!legend) throw new Error(`No key ${code} on the ${layout.id} layout`);
  const mark = MARK_NAMES[layout.keys[code]?.base?.char ?? ''];
  if (mark) {
    const char = layout.keys[code]!.base!.char;
    return lt(
      `the ${mark.ENG} key (${char})`,
      `${mark.CHS}键（${char}）`,
      `${mark.CHT}鍵（${char}）`,
      `kekunci ${mark.MSA} (${char})`,
      `${mark.JA}キー（${char}）`,
    );
  }
  return lt(legend, `${legend} 键`, `${legend} 鍵`, `kekunci ${legend}`, `${legend} キー`);
}

function each(build: (locale: LocaleCode) => string): LocalizedText {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, build(locale)])) as LocalizedText;
}

/** Chinese text puts a space before a Latin letter ("按 F 键") but not before a Chinese word ("按空格键"). */
function spaced(name: string): string {
  return /^[A-Za-z0-9]/.test(name) ? ` ${name}` : name;
}

/** "Press F with your left index finger." in every language, with the key's name on the layout. */
export function pressWith(code: string, layout: KeyboardLayout): LocalizedText {
  // The table gives the space bar to the right thumb, but either thumb is right: say so.
  if (code === 'Space') {
    return lt(
      'Press the space bar with a thumb.',
      '用拇指按空格键。',
      '用拇指按空白鍵。',
      'Tekan bar ruang dengan ibu jari.',
      'スペースキーは親指で押します。',
    );
  }
  const key = keyByCode(code);
  if (!key) throw new Error(`Unknown key ${code}`);
  const name = keyName(code, layout);
  const finger = FINGER_NAMES[key.finger];
  const templates: Record<LocaleCode, (k: string, f: string) => string> = {
    ENG: (k, f) => `Press ${k} with your ${f}.`,
    CHS: (k, f) => `用${f}按${spaced(k)}。`,
    CHT: (k, f) => `用${f}按${spaced(k)}。`,
    MSA: (k, f) => `Tekan ${k} dengan ${f}.`,
    JA: (k, f) => `${k}は${f}で押します。`,
  };
  return each((locale) => templates[locale](name[locale], finger[locale]));
}

/** A lesson title for two new keys, by code: "F and J", "F 和 J", …, named on the learner's layout. */
export function pairTitle(first: string, second: string): LocalizedText {
  return lt(
    `{${first}} and {${second}}`,
    `{${first}}和{${second}}`,
    `{${first}}和{${second}}`,
    `{${first}} dan {${second}}`,
    `{${first}}と{${second}}`,
  );
}

/** A tip about a character (a letter's use in English, a mark's): shown when the lesson's new keys type it. */
export interface CharacterTip {
  about: string;
  text: LocalizedText;
}

export function about(char: string, text: LocalizedText): CharacterTip {
  return { about: char, text };
}

/** Chinese and Japanese leave a space between a Latin letter and their own script; punctuation needs none. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const LATIN = /[A-Za-z0-9\u00c0-\u024f]/;

/**
 * A text of the course with its keys named on a layout: `{KeyA}` is the key's short name (its letter, or the
 * word for its mark: "Q" on AZERTY, "semicolon" on US for `{Semicolon}`), `{KeyA.key}` its printed legend (";").
 * The course is written once with these message templates; every layout fills them in.
 */
export function onLayout(text: LocalizedText, layout: KeyboardLayout): LocalizedText {
  return each((locale) => {
    const source = text[locale];
    return source.replace(
      /\{(\w+)(\.key)?\}/g,
      (_match, code: string, legend: string | undefined, at: number) => {
        const value = legend ? legendOn(code, layout) : shortName(code, layout)[locale];
        if (locale === 'ENG' || locale === 'MSA') return value;
        // A letter beside Chinese or Japanese script gets a space there, as the course's own texts are written.
        const before = source[at - 1] ?? '';
        const after = source[at + _match.length] ?? '';
        const pad = (side: string, edge: string) => (CJK.test(side) && LATIN.test(edge) ? ' ' : '');
        return `${pad(before, value[0] ?? '')}${value}${pad(after, value.at(-1) ?? '')}`;
      },
    );
  });
}
