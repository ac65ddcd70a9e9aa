/**
 * The numeric keypad course: the home keys 4 5 6 with Enter, the rows above and below, 0 and the dot, the
 * operators, then real numbers. Keys are matched by code (`practice: { kind: 'numpad' }`, the engine's
 * `matchNumpadCode`): '1' counts only from Numpad1. Numbers are separated by Enter, as in data entry.
 */
import { numpadKeyFor } from '../../keyboard';
import { lt } from '../localize';
import { randomFor } from '../../engine';
import { practiceLesson, PRACTICE_PASS_RULES, type PracticeLessonSpec } from '../shared/lesson';
import type { Chapter, Course, Drill, Lesson, LocalizedText } from '../types';
import { NUMPAD_META } from './meta';
import { ENTER, focusGroups, keyGroups, phoneNumbers, prices, sums, tableRows } from './numbers';

export { NUMPAD_META } from './meta';

/** The keypad codes a text needs (Enter included), in order of first use. */
export function numpadCodesFor(text: string): string[] {
  const codes = new Set<string>();
  for (const char of text) {
    const key = numpadKeyFor(char);
    if (key) codes.add(key.code);
  }
  return [...codes];
}

const NUM_LOCK = lt(
  'Turn Num Lock on: the keypad types numbers only while its light is on.',
  '先打开 Num Lock（数字锁定）：指示灯亮着时，小键盘才能输入数字。',
  '先打開 Num Lock（數字鎖定）：指示燈亮著時，小鍵盤才能輸入數字。',
  'Hidupkan Num Lock: pad kekunci menaip nombor hanya apabila lampunya menyala.',
  'Num Lock をオンにしよう。ランプがついている間だけ、テンキーで数字が打てます。',
);

/** What each keypad lesson teaches, before the drills are generated from it. */
interface KeyLesson {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  intro: LocalizedText[];
  /** Characters introduced ('\n' is Enter). */
  focus: string;
  /** Characters known from earlier lessons. */
  known: string;
}

const KEY_LESSONS: KeyLesson[] = [
  {
    slug: 'numpad-4-5-6-and-enter',
    title: lt('4 5 6 and Enter', '4 5 6 和回车键', '4 5 6 和 Enter 鍵', '4 5 6 dan Enter', '4 5 6 と Enter'),
    description: lt(
      'The keypad home keys and Enter.',
      '小键盘的基准键和回车键。',
      '小鍵盤的基準鍵和 Enter 鍵。',
      'Kekunci asas pad dan Enter.',
      'テンキーのホームキーと Enter キー。',
    ),
    intro: [
      NUM_LOCK,
      lt(
        'Rest your right hand on 4 5 6: index finger on 4, middle finger on 5 (feel its bump), ring finger on 6.',
        '右手放在 4 5 6 上：食指放 4，中指放 5（摸一摸上面的小凸起），无名指放 6。',
        '右手放在 4 5 6 上：食指放 4，中指放 5（摸一摸上面的小凸起），無名指放 6。',
        'Letakkan tangan kanan pada 4 5 6: jari telunjuk pada 4, jari hantu pada 5 (rasa bonjolnya), jari manis pada 6.',
        '右手を 4 5 6 に置きます。人差し指は 4、中指は 5（出っぱりをさわってね）、薬指は 6。',
      ),
      lt(
        'Press Enter with your little finger after each number. Your thumb rests on 0.',
        '每打完一个数字，用小指按回车键。拇指放在 0 上。',
        '每打完一個數字，用小指按 Enter 鍵。拇指放在 0 上。',
        'Tekan Enter dengan jari kelingking selepas setiap nombor. Ibu jari berehat pada 0.',
        '数字を1つ打つたびに、小指で Enter を押します。親指は 0 の上で休めます。',
      ),
    ],
    focus: '456\n',
    known: '',
  },
  {
    slug: 'numpad-7-8-9',
    title: lt('7 8 9', '7 8 9', '7 8 9', '7 8 9', '7 8 9'),
    description: lt(
      'The row above the home keys.',
      '基准键上面的一排。',
      '基準鍵上面的一排。',
      'Baris di atas kekunci asas.',
      'ホームキーの上の列。',
    ),
    intro: [
      lt(
        'Reach up from 4 5 6 to 7 8 9 with the same three fingers, then come back home.',
        '同样的三个手指从 4 5 6 向上够到 7 8 9，按完回到基准键。',
        '同樣的三個手指從 4 5 6 向上夠到 7 8 9，按完回到基準鍵。',
        'Gunakan tiga jari yang sama untuk mencapai 7 8 9 dari 4 5 6, kemudian kembali ke kekunci asas.',
        '同じ3本の指で 4 5 6 から 7 8 9 へ上に伸ばし、押したらホームに戻ります。',
      ),
    ],
    focus: '789',
    known: '456',
  },
  {
    slug: 'numpad-1-2-3',
    title: lt('1 2 3', '1 2 3', '1 2 3', '1 2 3', '1 2 3'),
    description: lt(
      'The row below the home keys.',
      '基准键下面的一排。',
      '基準鍵下面的一排。',
      'Baris di bawah kekunci asas.',
      'ホームキーの下の列。',
    ),
    intro: [
      lt(
        'Reach down from 4 5 6 to 1 2 3 with the same three fingers.',
        '同样的三个手指从 4 5 6 向下够到 1 2 3。',
        '同樣的三個手指從 4 5 6 向下夠到 1 2 3。',
        'Gunakan tiga jari yang sama untuk mencapai 1 2 3 di bawah 4 5 6.',
        '同じ3本の指で 4 5 6 から 1 2 3 へ下に伸ばします。',
      ),
    ],
    focus: '123',
    known: '456789',
  },
  {
    slug: 'numpad-0-and-dot',
    title: lt('0 and dot', '0 和小数点', '0 和小數點', '0 dan titik', '0 と小数点'),
    description: lt(
      'The thumb on 0 and the decimal point.',
      '拇指按 0，还有小数点。',
      '拇指按 0，還有小數點。',
      'Ibu jari pada 0 dan titik perpuluhan.',
      '親指で押す 0 と小数点。',
    ),
    intro: [
      lt(
        'Press 0 with your thumb and the dot with your ring finger.',
        '用拇指按 0，用无名指按小数点。',
        '用拇指按 0，用無名指按小數點。',
        'Tekan 0 dengan ibu jari dan titik dengan jari manis.',
        '0 は親指で、小数点は薬指で押します。',
      ),
    ],
    focus: '0.',
    known: '123456789',
  },
  {
    slug: 'numpad-operators',
    title: lt('+ - * /', '+ - * /', '+ - * /', '+ - * /', '+ - * /'),
    description: lt(
      'Plus, minus, times and divide.',
      '加、减、乘、除。',
      '加、減、乘、除。',
      'Tambah, tolak, darab dan bahagi.',
      'たし算・ひき算・かけ算・わり算の記号。',
    ),
    intro: [
      lt(
        'Your little finger presses + and -. Up in the top row, / is for the middle finger and * for the ring finger.',
        '小指按 + 和 -。最上面一排，/ 用中指按，* 用无名指按。',
        '小指按 + 和 -。最上面一排，/ 用中指按，* 用無名指按。',
        'Jari kelingking menekan + dan -. Di baris atas, / untuk jari hantu dan * untuk jari manis.',
        '小指で + と - を押します。いちばん上の列の / は中指、* は薬指です。',
      ),
    ],
    focus: '+-*/',
    known: '0123456789',
  },
  {
    slug: 'numpad-review',
    title: lt('All keypad keys', '小键盘全部按键', '小鍵盤全部按鍵', 'Semua kekunci pad', 'テンキーの全キー'),
    description: lt(
      'Every key of the keypad together.',
      '小键盘的所有按键一起练。',
      '小鍵盤的所有按鍵一起練。',
      'Semua kekunci pad bersama-sama.',
      'テンキーのすべてのキーをまとめて練習。',
    ),
    intro: [
      lt(
        'Keep your middle finger coming back to 5 after every number.',
        '每打完一个数字，中指都回到 5 上。',
        '每打完一個數字，中指都回到 5 上。',
        'Kembalikan jari hantu ke 5 selepas setiap nombor.',
        '数字を1つ打つたびに、中指を 5 に戻しましょう。',
      ),
    ],
    focus: '0123456789.',
    known: '',
  },
];

function keyLessonSpec(lesson: KeyLesson): PracticeLessonSpec {
  const random = randomFor(lesson.slug);
  const focus = lesson.focus.replace(ENTER, '');
  const drills: Drill[] = [
    { kind: 'keys', text: keyGroups(random, focus, 6, 3).join(ENTER) },
    {
      kind: 'numbers',
      text: (lesson.known
        ? focusGroups(random, focus, lesson.known, 8, 4)
        : keyGroups(random, focus, 8, 4)
      ).join(ENTER),
    },
  ];
  if (lesson.slug === 'numpad-operators') drills.push({ kind: 'numbers', text: sums(random, 8).join(ENTER) });
  if (lesson.slug === 'numpad-review') drills.push({ kind: 'numbers', text: prices(random, 6).join(ENTER) });
  const text = drills.map((drill) => drill.text).join(ENTER);
  return {
    slug: lesson.slug,
    title: lesson.title,
    description: lesson.description,
    intro: lesson.intro,
    drills,
    newKeys: numpadCodesFor(lesson.focus),
    keys: numpadCodesFor(lesson.known + lesson.focus + text + ENTER),
    passRule: PRACTICE_PASS_RULES.numpad,
    practice: { kind: 'numpad' },
    gatesNext: true,
  };
}

/** A lesson of real numbers: what the numbers are, a tip, and how to make them. */
function realLessonSpec(
  slug: string,
  title: LocalizedText,
  description: LocalizedText,
  tip: LocalizedText,
  make: (random: ReturnType<typeof randomFor>) => string[],
): PracticeLessonSpec {
  const random = randomFor(slug);
  const drills: Drill[] = [
    { kind: 'numbers', text: make(random).join(ENTER) },
    { kind: 'numbers', text: make(random).join(ENTER) },
  ];
  const text = drills.map((drill) => drill.text).join(ENTER);
  return {
    slug,
    title,
    description,
    intro: [tip],
    drills,
    keys: numpadCodesFor(text + ENTER),
    passRule: PRACTICE_PASS_RULES.numpad,
    practice: { kind: 'numpad' },
    gatesNext: true,
  };
}

const REAL_LESSONS: PracticeLessonSpec[] = [
  realLessonSpec(
    'numpad-prices',
    lt('Prices', '价格', '價格', 'Harga', '値段'),
    lt('Prices from a shop.', '商店里的价格。', '商店裡的價格。', 'Harga dari sebuah kedai.', 'お店の値段。'),
    lt(
      'Type the dot with your ring finger without looking down.',
      '不看键盘，用无名指打小数点。',
      '不看鍵盤，用無名指打小數點。',
      'Taip titik dengan jari manis tanpa melihat ke bawah.',
      '下を見ないで、薬指で小数点を打とう。',
    ),
    (random) => prices(random, 8),
  ),
  realLessonSpec(
    'numpad-phone-numbers',
    lt('Phone numbers', '电话号码', '電話號碼', 'Nombor telefon', '電話番号'),
    lt(
      'Phone numbers with dashes.',
      '带短横线的电话号码。',
      '帶短橫線的電話號碼。',
      'Nombor telefon dengan sempang.',
      'ハイフンの入った電話番号。',
    ),
    lt(
      'The dash is the minus key, under your little finger.',
      '短横线就是减号键，在小指下面。',
      '短橫線就是減號鍵，在小指下面。',
      'Sempang ialah kekunci tolak, di bawah jari kelingking.',
      'ハイフンはマイナスキー。小指で押します。',
    ),
    (random) => phoneNumbers(random, 6),
  ),
  realLessonSpec(
    'numpad-tables',
    lt('Tables', '表格数据', '表格數據', 'Jadual', '表の数字'),
    lt(
      'Item numbers, quantities and prices, cell by cell.',
      '逐格输入商品编号、数量和价格。',
      '逐格輸入商品編號、數量和價格。',
      'Nombor barang, kuantiti dan harga, sel demi sel.',
      '商品番号・個数・値段を1マスずつ。',
    ),
    lt(
      'Each cell ends with Enter, as in a spreadsheet.',
      '就像在电子表格里一样，每一格都用回车键结束。',
      '就像在試算表裡一樣，每一格都用 Enter 鍵結束。',
      'Setiap sel berakhir dengan Enter, seperti dalam hamparan.',
      '表計算ソフトと同じように、1マスごとに Enter を押します。',
    ),
    (random) => tableRows(random, 4),
  ),
  realLessonSpec(
    'numpad-sums',
    lt('Sums', '算式', '算式', 'Kira-kira', '計算式'),
    lt(
      'Sums with all four operators.',
      '包含加减乘除的算式。',
      '包含加減乘除的算式。',
      'Kira-kira dengan keempat-empat operator.',
      '4つの記号を使った計算式。',
    ),
    lt(
      'Type each sum as it stands; you do not need to work it out.',
      '照着打出算式就好，不用算出答案。',
      '照著打出算式就好，不用算出答案。',
      'Taip setiap kira-kira seperti yang tertulis; anda tidak perlu mengiranya.',
      '式をそのまま打てば OK。答えを計算しなくていいよ。',
    ),
    (random) => sums(random, 8),
  ),
];

function buildChapters(): Chapter[] {
  let number = 0;
  const [keysMeta, realMeta] = NUMPAD_META.chapters;
  const build = (spec: PracticeLessonSpec): Lesson => practiceLesson(spec, ++number, ENTER);
  return [
    { slug: keysMeta!.slug, title: keysMeta!.title, lessons: KEY_LESSONS.map(keyLessonSpec).map(build) },
    { slug: realMeta!.slug, title: realMeta!.title, lessons: REAL_LESSONS.map(build) },
  ];
}

/** The numeric keypad course. */
export const NUMPAD_COURSE: Course = {
  slug: NUMPAD_META.slug,
  family: 'numpad',
  title: NUMPAD_META.title,
  description: NUMPAD_META.description,
  chapters: buildChapters(),
};
