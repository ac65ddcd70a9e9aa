/**
 * The practice kinds' names and one-line summaries in five languages: what the site's header, footer and home
 * page show. Apart from the product pages' longer texts (products.ts), which only a product page loads.
 */
import { lt } from '../localize';
import type { LocalizedText } from '../types';
import type { PracticeKind } from './product-routes';

export interface PracticeKindName {
  title: LocalizedText;
  /** One sentence for menus and tiles. */
  summary: LocalizedText;
}

export const PRACTICE_KIND_NAMES: Readonly<Record<PracticeKind, PracticeKindName>> = {
  finger: {
    title: lt('Finger placement', '键盘指法练习', '鍵盤指法練習', 'Kedudukan jari', '指の位置の練習'),
    summary: lt(
      'Learn where each finger rests and which keys it types, two keys at a time.',
      '一次学两个键，记住每根手指放在哪里、负责哪些键。',
      '一次學兩個鍵，記住每根手指放在哪裡、負責哪些鍵。',
      'Belajar di mana setiap jari berehat dan kekunci yang ditaipnya, dua kekunci sekali.',
      '2つずつキーを覚えて、指の置き場所と受け持ちのキーを身につけよう。',
    ),
  },
  adaptive: {
    title: lt('AI-customised practice', 'AI定制练习', 'AI定制練習', 'Latihan suaian AI', 'AIカスタム練習'),
    summary: lt(
      'Practice written for you from the keys you miss most.',
      '根据你最常打错的键，为你生成练习。',
      '根據你最常打錯的鍵，為你生成練習。',
      'Latihan yang ditulis untuk anda daripada kekunci yang paling kerap tersilap.',
      'よくまちがえるキーから、あなた専用の練習を作ります。',
    ),
  },
  game: {
    title: lt('Typing games', '打字游戏', '打字遊戲', 'Permainan menaip', 'タイピングゲーム'),
    summary: lt(
      'Classic arcade games where every shot is a key.',
      '经典街机游戏，每一击都是一个按键。',
      '經典街機遊戲，每一擊都是一個按鍵。',
      'Permainan arked klasik di mana setiap tembakan ialah satu kekunci.',
      '一発ごとにキーを打つ、クラシックなアーケードゲーム。',
    ),
  },
  pinyin: {
    title: lt('Pinyin typing', '拼音打字', '拼音打字', 'Menaip pinyin', 'ピンイン入力'),
    summary: lt(
      'Type the pinyin of common characters, initials and finals first.',
      '从声母、韵母开始，打出常用字的拼音。',
      '從聲母、韻母開始，打出常用字的拼音。',
      'Taip pinyin aksara biasa, bermula dengan awalan dan akhiran.',
      '声母と韻母から始めて、よく使う漢字のピンインを打とう。',
    ),
  },
  chinese: {
    title: lt('Chinese typing', '中文打字', '中文打字', 'Menaip bahasa Cina', '中国語入力'),
    summary: lt(
      'Type Chinese words, poems and stories with your input method.',
      '用输入法打中文词语、诗词和故事。',
      '用輸入法打中文詞語、詩詞和故事。',
      'Taip perkataan, puisi dan cerita Cina dengan kaedah input anda.',
      '入力メソッドで中国語の単語、詩、物語を打とう。',
    ),
  },
  english: {
    title: lt('English typing', '英文打字', '英文打字', 'Menaip bahasa Inggeris', '英語タイピング'),
    summary: lt(
      'Common English words, a vocabulary builder and passages of literature.',
      '常用英文单词、词汇练习和文学段落。',
      '常用英文單字、詞彙練習和文學段落。',
      'Perkataan Inggeris biasa, pembina kosa kata dan petikan sastera.',
      'よく使う英単語、語彙トレーニング、文学の一節。',
    ),
  },
  vocabulary: {
    title: lt('Vocabulary builder', '词汇练习', '詞彙練習', 'Pembina kosa kata', '語彙トレーニング'),
    summary: lt(
      'Grow your English words while you type: spelling, sound and meaning.',
      '边打字边积累英文词汇：拼写、读音和意思。',
      '邊打字邊累積英文詞彙：拼寫、讀音和意思。',
      'Tambah perkataan Inggeris sambil menaip: ejaan, bunyi dan makna.',
      '打ちながら英単語を増やそう。つづり、発音、意味。',
    ),
  },
  literature: {
    title: lt('Typing literature', '文学打字', '文學打字', 'Menaip karya sastera', '文学タイピング'),
    summary: lt(
      'Type passages of classic books, a few lines at a time.',
      '一次几行，打出经典名著的段落。',
      '一次幾行，打出經典名著的段落。',
      'Taip petikan buku klasik, beberapa baris sekali.',
      '名作の一節を、数行ずつ打ってみよう。',
    ),
  },
  code: {
    title: lt('Code typing', '代码打字', '程式碼打字', 'Menaip kod', 'コードタイピング'),
    summary: lt(
      'Type real code with brackets, symbols and indentation.',
      '练习带括号、符号和缩进的真实代码。',
      '練習帶括號、符號和縮排的真實程式碼。',
      'Taip kod sebenar dengan kurungan, simbol dan inden.',
      '括弧や記号、インデントのある本物のコードを打とう。',
    ),
  },
  numpad: {
    title: lt(
      'Numeric keypad typing',
      '数字小键盘打字',
      '數字鍵盤打字',
      'Menaip pad kekunci nombor',
      'テンキー入力',
    ),
    summary: lt(
      'Enter numbers fast on the keypad, with the 5 key as home.',
      '以 5 键为基准，在小键盘上快速输入数字。',
      '以 5 鍵為基準，在數字鍵盤上快速輸入數字。',
      'Masukkan nombor dengan pantas pada pad kekunci, dengan kekunci 5 sebagai asas.',
      '5のキーをホームに、テンキーで数字をすばやく入力しよう。',
    ),
  },
};
