/**
 * The product pages of the site (spec section 2.1): each edition has its own route set (product-routes.ts), and
 * each route presents one practice kind. The kinds' texts are here in all five languages; which courses a page
 * starts comes from the catalogue (`coursesOfProductPage`).
 */
import { lt } from '../localize';
import type { LocalizedText } from '../types';
import { PRACTICE_KIND_NAMES, type PracticeKindName } from './product-names';
import type { PracticeKind } from './product-routes';

// The route sets live apart so that the app's routes, in the first page's code, take them without these texts.
export { PRODUCT_ROUTES, productRoute, type PracticeKind, type ProductRoute } from './product-routes';

export interface PracticeKindText extends PracticeKindName {
  /** What the learner does on this kind of practice, for the product page. */
  points: readonly LocalizedText[];
  /** Where the page's start button leads: the course map, or the game centre for games. */
  start: '/chapter/' | '/chapter/pinyin' | '/chapter/chinese' | '/game-center';
}

export const PRACTICE_KINDS: Readonly<Record<PracticeKind, PracticeKindText>> = {
  finger: {
    ...PRACTICE_KIND_NAMES.finger,
    points: [
      lt(
        'An on-screen keyboard and two hands light the finger for every key.',
        '屏幕上的键盘和双手会点亮每个键该用的手指。',
        '螢幕上的鍵盤和雙手會點亮每個鍵該用的手指。',
        'Papan kekunci dan dua tangan pada skrin menyalakan jari untuk setiap kekunci.',
        '画面のキーボードと両手が、キーごとに使う指を光らせます。',
      ),
      lt(
        'Short lessons from the home row to the lower row, each with stars to earn.',
        '从中排到下排的短课程，每课都能赢得星星。',
        '從中排到下排的短課程，每課都能贏得星星。',
        'Pelajaran pendek dari baris tengah hingga baris bawah, setiap satu dengan bintang.',
        '中段から下段まで短いレッスンで進み、星を集めよう。',
      ),
    ],
    start: '/chapter/',
  },
  adaptive: {
    ...PRACTICE_KIND_NAMES.adaptive,
    points: [
      lt(
        'Every finished lesson teaches the generator which keys are slow or wrong.',
        '每完成一课，系统就更了解你哪些键慢、哪些键错。',
        '每完成一課，系統就更了解你哪些鍵慢、哪些鍵錯。',
        'Setiap pelajaran yang selesai mengajar penjana kekunci mana yang perlahan atau salah.',
        'レッスンを終えるたびに、遅いキーやまちがえるキーを学習します。',
      ),
      lt(
        'Works offline: the practice is generated on this device.',
        '无需联网：练习内容在本机生成。',
        '無需連網：練習內容在本機生成。',
        'Berfungsi luar talian: latihan dijana pada peranti ini.',
        'オフラインでも使えます。練習はこの端末で作られます。',
      ),
    ],
    start: '/chapter/',
  },
  game: {
    ...PRACTICE_KIND_NAMES.game,
    points: [
      lt(
        'Games use the words of your course, so playing is practising.',
        '游戏使用你课程里的单词，玩就是练。',
        '遊戲使用你課程裡的單字，玩就是練。',
        'Permainan menggunakan perkataan kursus anda, jadi bermain ialah berlatih.',
        'ゲームはコースの単語を使うので、遊ぶことが練習になります。',
      ),
      lt(
        'Keyboard only, with a calm lite mode for older computers.',
        '只用键盘操作，旧电脑也有流畅的精简模式。',
        '只用鍵盤操作，舊電腦也有流暢的精簡模式。',
        'Papan kekunci sahaja, dengan mod ringan untuk komputer lama.',
        'キーボードだけで遊べて、古いパソコン向けの軽量モードもあります。',
      ),
    ],
    start: '/game-center',
  },
  pinyin: {
    ...PRACTICE_KIND_NAMES.pinyin,
    points: [
      lt(
        'Initials, finals and whole syllables, then words in context.',
        '声母、韵母、整体认读音节，再到词语。',
        '聲母、韻母、整體認讀音節，再到詞語。',
        'Awalan, akhiran dan suku kata penuh, kemudian perkataan dalam konteks.',
        '声母、韻母、音節全体、そして文脈の中の単語へ。',
      ),
      lt(
        'Each character shows its reading, so you learn pinyin as you type.',
        '每个字都标注读音，边打边学拼音。',
        '每個字都標註讀音，邊打邊學拼音。',
        'Setiap aksara menunjukkan bacaannya, jadi anda belajar pinyin sambil menaip.',
        'どの字にも読みが付くので、打ちながらピンインを覚えられます。',
      ),
    ],
    start: '/chapter/pinyin',
  },
  chinese: {
    ...PRACTICE_KIND_NAMES.chinese,
    points: [
      lt(
        'Graded when a word is committed, so any input method works.',
        '在上屏时判定对错，任何输入法都可以用。',
        '在上屏時判定對錯，任何輸入法都可以用。',
        'Dinilai apabila perkataan disahkan, jadi sebarang kaedah input boleh digunakan.',
        '確定した時点で判定するので、どの入力メソッドでも使えます。',
      ),
      lt(
        'Common characters first, then classical poems and prose for children.',
        '先练常用字，再练古诗和儿童散文。',
        '先練常用字，再練古詩和兒童散文。',
        'Aksara biasa dahulu, kemudian puisi klasik dan prosa untuk kanak-kanak.',
        'よく使う字から始めて、古典の詩や子ども向けの文章へ。',
      ),
    ],
    start: '/chapter/chinese',
  },
  english: {
    ...PRACTICE_KIND_NAMES.english,
    points: [
      lt(
        'Words ordered by how often children meet them.',
        '单词按照孩子遇到的频率排序。',
        '單字按照孩子遇到的頻率排序。',
        'Perkataan disusun mengikut kekerapan kanak-kanak menemuinya.',
        '子どもがよく出会う順に単語が並んでいます。',
      ),
      lt(
        'Hear and read each word with its meaning while you type it.',
        '打字时同时看到单词的读音和意思。',
        '打字時同時看到單字的讀音和意思。',
        'Lihat sebutan dan makna setiap perkataan semasa menaipnya.',
        '打ちながら各単語の発音と意味を確認できます。',
      ),
    ],
    start: '/chapter/',
  },
  vocabulary: {
    ...PRACTICE_KIND_NAMES.vocabulary,
    points: [
      lt(
        'Words in levels by frequency, with phonetic spelling and a short meaning.',
        '按频率分级的单词，附音标和简短释义。',
        '按頻率分級的單字，附音標和簡短釋義。',
        'Perkataan mengikut tahap kekerapan, dengan ejaan fonetik dan makna ringkas.',
        '頻度別のレベルに分かれた単語に、発音記号と短い意味つき。',
      ),
      lt(
        'A dictation mode hides the word and shows only its meaning.',
        '听写模式隐藏单词，只显示意思。',
        '聽寫模式隱藏單字，只顯示意思。',
        'Mod imlak menyembunyikan perkataan dan hanya menunjukkan maknanya.',
        'ディクテーションモードでは単語を隠して意味だけを表示します。',
      ),
    ],
    start: '/chapter/',
  },
  literature: {
    ...PRACTICE_KIND_NAMES.literature,
    points: [
      lt(
        'Public-domain stories and verse, split into short passages.',
        '公版的故事和诗歌，切分成短段落。',
        '公版的故事和詩歌，切分成短段落。',
        'Cerita dan puisi domain awam, dibahagi kepada petikan pendek.',
        'パブリックドメインの物語や詩を短い段落に分けています。',
      ),
      lt(
        'Capitals and punctuation as the author wrote them.',
        '大小写和标点都与原文一致。',
        '大小寫和標點都與原文一致。',
        'Huruf besar dan tanda baca seperti yang ditulis pengarang.',
        '大文字や句読点も作者が書いたとおりです。',
      ),
    ],
    start: '/chapter/',
  },
  code: {
    ...PRACTICE_KIND_NAMES.code,
    points: [
      lt(
        'Highlighted snippets in several languages; the editor indents for you.',
        '多种语言的高亮代码片段，编辑器自动缩进。',
        '多種語言的高亮程式碼片段，編輯器自動縮排。',
        'Petikan berwarna dalam beberapa bahasa; editor membuat inden untuk anda.',
        'いくつもの言語の色分けされたコード。インデントは自動です。',
      ),
      lt(
        'Symbols get their own drills before the snippets.',
        '先单独练习符号，再练代码片段。',
        '先單獨練習符號，再練程式碼片段。',
        'Simbol dilatih dahulu sebelum petikan kod.',
        'コードの前に記号だけの練習があります。',
      ),
    ],
    start: '/chapter/',
  },
  numpad: {
    ...PRACTICE_KIND_NAMES.numpad,
    points: [
      lt(
        'Keys are checked by position, so the keypad is really used.',
        '按键位判定，确保真的用小键盘输入。',
        '按鍵位判定，確保真的用數字鍵盤輸入。',
        'Kekunci disemak mengikut kedudukan, jadi pad kekunci benar-benar digunakan.',
        'キーの位置で判定するので、本当にテンキーを使って練習できます。',
      ),
      lt(
        'From single digits to prices, dates and long figures.',
        '从单个数字到价格、日期和长数字。',
        '從單個數字到價格、日期和長數字。',
        'Daripada digit tunggal hingga harga, tarikh dan angka panjang.',
        '1けたの数字から、値段や日付、長い数字まで。',
      ),
    ],
    start: '/chapter/',
  },
};
