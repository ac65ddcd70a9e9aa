import { lt } from '../localize';
import type { LocalizedText } from '../types';

/** Introduction lines and titles shared by the pinyin and Chinese courses, in the five interface languages. */
export const PHRASES = {
  typePinyin: lt(
    'Type the pinyin of each character in plain letters: no tone marks, and v for ü.',
    '用字母打出每个字的拼音：不用标声调，ü 用 v 代替。',
    '用字母打出每個字的拼音：不用標聲調，ü 用 v 代替。',
    'Taip pinyin setiap aksara dengan huruf biasa: tanpa tanda nada, dan v untuk ü.',
    'それぞれの漢字のピンインをアルファベットで打とう。声調記号はいらないよ。ü は v で打つよ。',
  ),
  separators: lt(
    "You may put a space or an apostrophe (') between syllables, or nothing.",
    "音节之间可以加空格或隔音符号（'），也可以不加。",
    "音節之間可以加空格或隔音符號（'），也可以不加。",
    "Anda boleh meletakkan ruang atau apostrof (') di antara suku kata, atau tidak.",
    "音節のあいだにスペースやアポストロフィ（'）を入れても、入れなくても大丈夫。",
  ),
  anyReading: lt(
    'A character on its own may be read in several ways: any of its readings is right.',
    '单独一个字可能有几种读音，打哪一种都算对。',
    '單獨一個字可能有幾種讀音，打哪一種都算對。',
    'Satu aksara yang berdiri sendiri mungkin ada beberapa sebutan: mana-mana satu betul.',
    '1文字だけのときは読み方がいくつかあることも。どの読み方でも正解だよ。',
  ),
  readingInContext: lt(
    'In words and sentences, type the reading the character has there: 银行 is yin hang, 行走 is xing zou.',
    '在词语和句子里，要按字在这里的读音打：银行是 yin hang，行走是 xing zou。',
    '在詞語和句子裡，要按字在這裡的讀音打：銀行是 yin hang，行走是 xing zou。',
    'Dalam perkataan dan ayat, taip sebutan aksara di situ: 银行 ialah yin hang, 行走 ialah xing zou.',
    '単語や文では、その場所での読み方で打とう。银行は yin hang、行走は xing zou だよ。',
  ),
  punctuationOptional: lt(
    'Punctuation may be typed or skipped.',
    '标点符号可以打，也可以跳过。',
    '標點符號可以打，也可以跳過。',
    'Tanda baca boleh ditaip atau dilangkau.',
    '句読点は打っても、とばしてもいいよ。',
  ),
  typeWithIme: lt(
    'Type the text with your Chinese input method. A character counts once you pick it from the candidates.',
    '用中文输入法打出这段文字。从候选词里选定以后，字才算打出来。',
    '用中文輸入法打出這段文字。從候選字裡選定以後，字才算打出來。',
    'Taip teks dengan kaedah input bahasa Cina anda. Aksara dikira selepas anda memilihnya daripada calon.',
    '中国語の入力方式（IME）で打とう。候補から選んで確定した文字が採点されるよ。',
  ),
  speedInCharacters: lt(
    'Your speed is counted in characters per minute.',
    '速度按每分钟打出的字数计算。',
    '速度按每分鐘打出的字數計算。',
    'Kelajuan anda dikira dalam aksara seminit.',
    '速さは1分間に打てた文字数で数えるよ。',
  ),
  spaceBetweenWords: lt(
    'Type a space between two words, as in the text.',
    '词语之间要像原文一样打一个空格。',
    '詞語之間要像原文一樣打一個空格。',
    'Taip ruang di antara dua perkataan, seperti dalam teks.',
    '単語と単語のあいだは、文と同じようにスペースを打とう。',
  ),
} satisfies Record<string, LocalizedText>;

/** "Characters 51–100" */
export function charactersTitle(from: number, to: number): LocalizedText {
  return lt(
    `Characters ${from}–${to}`,
    `常用字 ${from}–${to}`,
    `常用字 ${from}–${to}`,
    `Aksara ${from}–${to}`,
    `常用字 ${from}–${to}`,
  );
}

/** "HSK 2 · words 26–50" */
export function wordsTitle(level: number, from: number, to: number): LocalizedText {
  return lt(
    `HSK ${level} · words ${from}–${to}`,
    `HSK ${level} 级 · 词语 ${from}–${to}`,
    `HSK ${level} 級 · 詞語 ${from}–${to}`,
    `HSK ${level} · perkataan ${from}–${to}`,
    `HSK ${level} 級 · 単語 ${from}–${to}`,
  );
}

/** "Sentences 6–10" */
export function sentencesTitle(from: number, to: number): LocalizedText {
  return lt(
    `Sentences ${from}–${to}`,
    `句子 ${from}–${to}`,
    `句子 ${from}–${to}`,
    `Ayat ${from}–${to}`,
    `文 ${from}–${to}`,
  );
}

/** The same text in every language (a poem's or passage's Chinese title). */
export function sameEverywhere(text: string): LocalizedText {
  return lt(text, text, text, text, text);
}

export const CHAPTER_TITLES = {
  characters: (from: number, to: number) =>
    lt(
      `Common characters ${from}–${to}`,
      `常用字 ${from}–${to}`,
      `常用字 ${from}–${to}`,
      `Aksara lazim ${from}–${to}`,
      `常用字 ${from}–${to}`,
    ),
  words: (level: number) =>
    lt(
      `Words: HSK level ${level}`,
      `词语：HSK ${level} 级`,
      `詞語：HSK ${level} 級`,
      `Perkataan: HSK tahap ${level}`,
      `単語：HSK ${level} 級`,
    ),
  sentences: lt('Sentences', '句子', '句子', 'Ayat', '文'),
  poems: lt('Classical poems', '古诗', '古詩', 'Puisi klasik', '漢詩'),
  passages: lt('Short passages', '短文', '短文', 'Petikan pendek', '短い文章'),
} as const;

export const DESCRIPTIONS = {
  characters: lt(
    'The most common Chinese characters, fifty at a time.',
    '最常用的汉字，每课五十个。',
    '最常用的漢字，每課五十個。',
    'Aksara Cina yang paling lazim, lima puluh setiap kali.',
    'よく使う漢字を50字ずつ。',
  ),
  words: lt(
    'Words of the HSK word list, level by level.',
    'HSK 词汇表里的词语，一级一级往上学。',
    'HSK 詞彙表裡的詞語，一級一級往上學。',
    'Perkataan daripada senarai HSK, tahap demi tahap.',
    'HSK の単語を級ごとに。',
  ),
  sentences: lt(
    'Short everyday sentences.',
    '简短的日常句子。',
    '簡短的日常句子。',
    'Ayat harian yang pendek.',
    '短い毎日の文。',
  ),
  poem: lt(
    'A classical Chinese poem that children learn at school.',
    '小学生学的一首古诗。',
    '小學生學的一首古詩。',
    'Sebuah puisi klasik Cina yang dipelajari kanak-kanak di sekolah.',
    '子どもが学校で習う漢詩。',
  ),
  passage: lt(
    'A short passage about everyday life.',
    '一篇写日常生活的短文。',
    '一篇寫日常生活的短文。',
    'Petikan pendek tentang kehidupan seharian.',
    '毎日の暮らしについての短い文章。',
  ),
} as const;
