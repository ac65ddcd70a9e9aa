/**
 * The product pages of the site (spec section 2.1): each edition has its own route set (product-routes.ts), and
 * each route presents one practice kind. The kinds' texts are here in all five languages; which courses a page
 * starts comes from the catalogue (`coursesOfProductPage`).
 */
import { lt } from '../localize';
import type { LocalizedText } from '../types';
import type { PracticeKind } from './product-routes';

// The route sets live apart so that the app's routes, in the first page's code, take them without these texts.
export { PRODUCT_ROUTES, productRoute, type PracticeKind, type ProductRoute } from './product-routes';

export interface PracticeKindText {
  title: LocalizedText;
  /** One sentence for menus and tiles. */
  summary: LocalizedText;
  /** What the learner does on this kind of practice, for the product page. */
  points: readonly LocalizedText[];
  /** Where the page's start button leads: the course map, or the game centre for games. */
  start: '/chapter/' | '/chapter/pinyin' | '/chapter/chinese' | '/game-center';
}

export const PRACTICE_KINDS: Readonly<Record<PracticeKind, PracticeKindText>> = {
  finger: {
    title: lt('Finger placement', '键盘指法练习', '鍵盤指法練習', 'Kedudukan jari', '指の位置の練習'),
    summary: lt(
      'Learn where each finger rests and which keys it types, two keys at a time.',
      '一次学两个键，记住每根手指放在哪里、负责哪些键。',
      '一次學兩個鍵，記住每根手指放在哪裡、負責哪些鍵。',
      'Belajar di mana setiap jari berehat dan kekunci yang ditaipnya, dua kekunci sekali.',
      '2つずつキーを覚えて、指の置き場所と受け持ちのキーを身につけよう。',
    ),
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
    title: lt('AI-customised practice', 'AI定制练习', 'AI定制練習', 'Latihan suaian AI', 'AIカスタム練習'),
    summary: lt(
      'Practice written for you from the keys you miss most.',
      '根据你最常打错的键，为你生成练习。',
      '根據你最常打錯的鍵，為你生成練習。',
      'Latihan yang ditulis untuk anda daripada kekunci yang paling kerap tersilap.',
      'よくまちがえるキーから、あなた専用の練習を作ります。',
    ),
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
    title: lt('Typing games', '打字游戏', '打字遊戲', 'Permainan menaip', 'タイピングゲーム'),
    summary: lt(
      'Classic arcade games where every shot is a key.',
      '经典街机游戏，每一击都是一个按键。',
      '經典街機遊戲，每一擊都是一個按鍵。',
      'Permainan arked klasik di mana setiap tembakan ialah satu kekunci.',
      '一発ごとにキーを打つ、クラシックなアーケードゲーム。',
    ),
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
    title: lt('Pinyin typing', '拼音打字', '拼音打字', 'Menaip pinyin', 'ピンイン入力'),
    summary: lt(
      'Type the pinyin of common characters, initials and finals first.',
      '从声母、韵母开始，打出常用字的拼音。',
      '從聲母、韻母開始，打出常用字的拼音。',
      'Taip pinyin aksara biasa, bermula dengan awalan dan akhiran.',
      '声母と韻母から始めて、よく使う漢字のピンインを打とう。',
    ),
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
    title: lt('Chinese typing', '中文打字', '中文打字', 'Menaip bahasa Cina', '中国語入力'),
    summary: lt(
      'Type Chinese words, poems and stories with your input method.',
      '用输入法打中文词语、诗词和故事。',
      '用輸入法打中文詞語、詩詞和故事。',
      'Taip perkataan, puisi dan cerita Cina dengan kaedah input anda.',
      '入力メソッドで中国語の単語、詩、物語を打とう。',
    ),
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
    title: lt('English typing', '英文打字', '英文打字', 'Menaip bahasa Inggeris', '英語タイピング'),
    summary: lt(
      'Common English words, a vocabulary builder and passages of literature.',
      '常用英文单词、词汇练习和文学段落。',
      '常用英文單字、詞彙練習和文學段落。',
      'Perkataan Inggeris biasa, pembina kosa kata dan petikan sastera.',
      'よく使う英単語、語彙トレーニング、文学の一節。',
    ),
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
    title: lt('Vocabulary builder', '词汇练习', '詞彙練習', 'Pembina kosa kata', '語彙トレーニング'),
    summary: lt(
      'Grow your English words while you type: spelling, sound and meaning.',
      '边打字边积累英文词汇：拼写、读音和意思。',
      '邊打字邊累積英文詞彙：拼寫、讀音和意思。',
      'Tambah perkataan Inggeris sambil menaip: ejaan, bunyi dan makna.',
      '打ちながら英単語を増やそう。つづり、発音、意味。',
    ),
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
    title: lt('Typing literature', '文学打字', '文學打字', 'Menaip karya sastera', '文学タイピング'),
    summary: lt(
      'Type passages of classic books, a few lines at a time.',
      '一次几行，打出经典名著的段落。',
      '一次幾行，打出經典名著的段落。',
      'Taip petikan buku klasik, beberapa baris sekali.',
      '名作の一節を、数行ずつ打ってみよう。',
    ),
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
    title: lt('Code typing', '代码打字', '程式碼打字', 'Menaip kod', 'コードタイピング'),
    summary: lt(
      'Type real code with brackets, symbols and indentation.',
      '练习带括号、符号和缩进的真实代码。',
      '練習帶括號、符號和縮排的真實程式碼。',
      'Taip kod sebenar dengan kurungan, simbol dan inden.',
      '括弧や記号、インデントのある本物のコードを打とう。',
    ),
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
