import { lt } from '../localize';
import type { CourseMeta } from '../catalogue-types';

/** The numeric keypad course as the course map lists it (the lessons load with ./index.ts). */
export const NUMPAD_META: CourseMeta = {
  slug: 'numeric-keypad',
  family: 'numpad',
  title: lt('Numeric keypad', '数字小键盘', '數字小鍵盤', 'Pad kekunci angka', 'テンキー'),
  description: lt(
    'Type numbers with one hand on the keypad: home keys 4 5 6, then every key, then prices, phone numbers and tables.',
    '单手在小键盘上打数字：先学基准键 4 5 6，再学全部按键，最后练价格、电话号码和表格。',
    '單手在小鍵盤上打數字：先學基準鍵 4 5 6，再學全部按鍵，最後練價格、電話號碼和表格。',
    'Taip nombor dengan sebelah tangan pada pad kekunci: kekunci asas 4 5 6, kemudian semua kekunci, kemudian harga, nombor telefon dan jadual.',
    'テンキーを片手で打とう。ホームキー 4 5 6 から始めて全部のキーへ、最後は値段・電話番号・表の数字。',
  ),
  chapters: [
    {
      slug: 'numpad-keys',
      title: lt('Keypad keys', '小键盘按键', '小鍵盤按鍵', 'Kekunci pad', 'テンキーのキー'),
      lessonCount: 6,
    },
    {
      slug: 'numpad-real-numbers',
      title: lt('Real numbers', '实用数字', '實用數字', 'Nombor sebenar', '身近な数字'),
      lessonCount: 4,
    },
  ],
};
