import type { LocaleCode } from '../../contracts/locales';
import { LOCALE_CODES } from '../../contracts/locales';
import { keyByCode, type Finger } from '../../keyboard';
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

/** Names of keys that are not a letter or a digit. */
const KEY_NAMES: Readonly<Record<string, LocalizedText>> = {
  Space: lt('the space bar', '空格键', '空白鍵', 'bar ruang', 'スペースキー'),
  Semicolon: lt(
    'the semicolon key (;)',
    '分号键（;）',
    '分號鍵（;）',
    'kekunci koma bertitik (;)',
    'セミコロンキー（;）',
  ),
  Backspace: lt(
    'Backspace',
    '退格键（Backspace）',
    '退格鍵（Backspace）',
    'kekunci Backspace',
    'バックスペースキー',
  ),
  Comma: lt('the comma key (,)', '逗号键（,）', '逗號鍵（,）', 'kekunci koma (,)', 'カンマキー（,）'),
  Period: lt('the dot key (.)', '句点键（.）', '句點鍵（.）', 'kekunci titik (.)', 'ピリオドキー（.）'),
  Slash: lt(
    'the slash key (/)',
    '斜杠键（/）',
    '斜線鍵（/）',
    'kekunci garis condong (/)',
    'スラッシュキー（/）',
  ),
  ShiftLeft: lt('the left Shift key', '左 Shift 键', '左 Shift 鍵', 'kekunci Shift kiri', '左のシフトキー'),
  ShiftRight: lt(
    'the right Shift key',
    '右 Shift 键',
    '右 Shift 鍵',
    'kekunci Shift kanan',
    '右のシフトキー',
  ),
  Quote: lt(
    "the apostrophe key (')",
    "单引号键（'）",
    "單引號鍵（'）",
    "kekunci apostrofi (')",
    "アポストロフィキー（'）",
  ),
  Minus: lt('the dash key (-)', '减号键（-）', '減號鍵（-）', 'kekunci sempang (-)', 'ハイフンキー（-）'),
};

/** How a key is named in a sentence: "F" becomes "F" / "F 键" / "F 鍵" / "kekunci F" / "F キー". */
export function keyName(code: string): LocalizedText {
  const named = KEY_NAMES[code];
  if (named) return named;
  const key = keyByCode(code);
  if (!key) throw new Error(`Unknown key ${code}`);
  return lt(key.label, `${key.label} 键`, `${key.label} 鍵`, `kekunci ${key.label}`, `${key.label} キー`);
}

function each(build: (locale: LocaleCode) => string): LocalizedText {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, build(locale)])) as LocalizedText;
}

/** Chinese text puts a space before a Latin letter ("按 F 键") but not before a Chinese word ("按空格键"). */
function spaced(name: string): string {
  return /^[A-Za-z0-9]/.test(name) ? ` ${name}` : name;
}

/** "Press F with your left index finger." in every language. */
export function pressWith(code: string): LocalizedText {
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
  const name = keyName(code);
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

/** A lesson title for two new keys: "F and J", "F 和 J", … */
export function pairTitle(first: string, second: string): LocalizedText {
  return lt(
    `${first} and ${second}`,
    `${first} 和 ${second}`,
    `${first} 和 ${second}`,
    `${first} dan ${second}`,
    `${first} と ${second}`,
  );
}
