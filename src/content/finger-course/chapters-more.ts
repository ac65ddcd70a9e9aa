import { lt } from '../localize';
import type { ChapterSpec } from './build';

/** After the letters: capitals with Shift, the digit row, and the common symbols. Drills written by hand. */
export const SHIFT_DIGITS_SYMBOLS: ChapterSpec = {
  slug: 'shift-digits-symbols',
  title: lt(
    'Shift, digits and symbols',
    'Shift、数字和符号',
    'Shift、數字和符號',
    'Shift, digit dan simbol',
    'シフト、数字、記号',
  ),
  lessons: [
    {
      slug: 'capital-letters-with-shift',
      title: lt(
        'Capital letters with Shift',
        '用 Shift 打大写字母',
        '用 Shift 打大寫字母',
        'Huruf besar dengan Shift',
        'シフトキーで大文字',
      ),
      description: lt(
        'Hold Shift with one little finger and type the letter with the other hand.',
        '一只手的小指按住 Shift，另一只手打字母。',
        '一隻手的小指按住 Shift，另一隻手打字母。',
        'Tahan Shift dengan satu jari kelingking dan taip huruf dengan tangan yang lain.',
        '片方の小指でシフトキーを押さえたまま、反対の手で文字を打ちます。',
      ),
      newKeys: ['ShiftLeft', 'ShiftRight'],
      tips: [
        lt(
          'For a letter of the left hand, hold the right Shift; for a letter of the right hand, hold the left Shift.',
          '左手打的字母用右 Shift，右手打的字母用左 Shift。',
          '左手打的字母用右 Shift，右手打的字母用左 Shift。',
          'Untuk huruf tangan kiri, tahan Shift kanan; untuk huruf tangan kanan, tahan Shift kiri.',
          '左手で打つ文字は右のシフト、右手で打つ文字は左のシフトを押さえます。',
        ),
        lt(
          'Do not use Caps Lock: let go of Shift as soon as the capital is typed.',
          '不要用大写锁定键（Caps Lock）：大写字母打完就松开 Shift。',
          '不要用大寫鎖定鍵（Caps Lock）：大寫字母打完就放開 Shift。',
          'Jangan guna Caps Lock: lepaskan Shift sebaik sahaja huruf besar ditaip.',
          'Caps Lock は使いません。大文字を打ったら、すぐにシフトキーをはなします。',
        ),
      ],
      drills: [
        { kind: 'keys', text: 'Ff Jj Dd Kk Ss Ll Aa Gg Hh', byPosition: true },
        { kind: 'mixed', text: 'Sam Kim Lily Tom Jack Anna Max Zoe' },
        { kind: 'words', text: 'Red Blue Happy Sunny Good Big Moon Tree' },
        { kind: 'sentences', text: 'Sam has a red kite. We like to play. Lily can swim fast.' },
      ],
    },
    {
      slug: 'digits-1-to-5',
      title: lt('Digits 1 to 5', '数字 1 到 5', '數字 1 到 5', 'Digit 1 hingga 5', '数字の 1 から 5'),
      description: lt(
        'The left hand reaches up to the number row: 1 2 3 4 5.',
        '左手向上伸到数字行：1 2 3 4 5。',
        '左手向上伸到數字列：1 2 3 4 5。',
        'Tangan kiri mencapai baris nombor: 1 2 3 4 5.',
        '左手を数字の段までのばします：1 2 3 4 5。',
      ),
      newKeys: ['Digit1', 'Digit2', 'Digit3', 'Digit4', 'Digit5'],
      tips: [
        lt(
          'Each digit sits up and a little to the left of the letter below it: 3 above {KeyE}, 4 above {KeyR}.',
          '每个数字键都在下面字母键的左上方：3 在 {KeyE} 上面，4 在 {KeyR} 上面。',
          '每個數字鍵都在下面字母鍵的左上方：3 在 {KeyE} 上面，4 在 {KeyR} 上面。',
          'Setiap digit terletak di atas dan sedikit ke kiri huruf di bawahnya: 3 di atas {KeyE}, 4 di atas {KeyR}.',
          '数字キーは、その下の文字キーの少し左上にあります。3 は {KeyE} の上、4 は {KeyR} の上です。',
        ),
      ],
      drills: [
        { kind: 'keys', text: '111 222 333 444 555 12 21 34 43 45 54' },
        { kind: 'mixed', text: '15 24 31 42 53 123 345 543 321 12345' },
        { kind: 'sentences', text: 'We have 3 cats and 2 dogs. Tom is 5. Lily read 4 books in 1 week.' },
      ],
    },
    {
      slug: 'digits-6-to-0',
      title: lt('Digits 6 to 0', '数字 6 到 0', '數字 6 到 0', 'Digit 6 hingga 0', '数字の 6 から 0'),
      description: lt(
        'The right hand reaches up to the number row: 6 7 8 9 0.',
        '右手向上伸到数字行：6 7 8 9 0。',
        '右手向上伸到數字列：6 7 8 9 0。',
        'Tangan kanan mencapai baris nombor: 6 7 8 9 0.',
        '右手を数字の段までのばします：6 7 8 9 0。',
      ),
      newKeys: ['Digit6', 'Digit7', 'Digit8', 'Digit9', 'Digit0'],
      tips: [
        lt(
          '6 is a long reach for the right index finger: stretch up and to the left from {KeyJ}.',
          '6 离右手食指比较远：从 {KeyJ} 向左上方伸。',
          '6 離右手食指比較遠：從 {KeyJ} 向左上方伸。',
          '6 ialah capaian jauh untuk jari telunjuk kanan: regangkan ke atas dan ke kiri dari {KeyJ}.',
          '6 は右手の人差し指から遠いキー。{KeyJ} から左上に大きくのばします。',
        ),
      ],
      drills: [
        { kind: 'keys', text: '666 777 888 999 000 67 76 89 98 90 09' },
        { kind: 'mixed', text: '60 79 86 97 68 100 789 906 1980 2026' },
        {
          kind: 'sentences',
          text: 'A week has 7 days. My sister is 9. We counted to 100. A year has 12 months and 365 days.',
        },
      ],
    },
    {
      slug: 'common-symbols',
      title: lt('Common symbols', '常用符号', '常用符號', 'Simbol biasa', 'よく使う記号'),
      description: lt(
        'Question and exclamation marks, apostrophes, quotes, dashes, colons and brackets.',
        '问号、感叹号、撇号、引号、连字符、冒号和括号。',
        '問號、驚嘆號、撇號、引號、連字號、冒號和括號。',
        'Tanda soal, tanda seru, apostrofi, tanda petik, sempang, titik bertindih dan kurungan.',
        'はてなマーク、びっくりマーク、アポストロフィ、引用符、ハイフン、コロン、かっこ。',
      ),
      newKeys: ['Quote', 'Minus'],
      tips: [
        lt(
          'Many symbols are printed on the top half of a key: hold Shift to type ! ? : " ( and ).',
          '很多符号印在键的上半部分：按住 Shift 才能打出 ! ? : " ( 和 )。',
          '很多符號印在鍵的上半部：按住 Shift 才能打出 ! ? : " ( 和 )。',
          'Banyak simbol dicetak di bahagian atas kekunci: tahan Shift untuk menaip ! ? : " ( dan ).',
          '多くの記号はキーの上半分に書かれています。! ? : " ( ) はシフトキーを押しながら打ちます。',
        ),
      ],
      drills: [
        { kind: 'keys', text: `'' -- !! ?? :: () ""` },
        { kind: 'mixed', text: `it's we're don't x-ray yo-yo (hi) yes! why? note:` },
        {
          kind: 'sentences',
          text: `Wow! Look at that. Can you help me? It's a sunny day. "Hi!" said Sam. Bring: a hat (and a coat).`,
        },
      ],
    },
  ],
};
