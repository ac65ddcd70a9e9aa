import type { CourseMeta } from '../catalogue-types';
import { lt } from '../localize';
import type { LocalizedText } from '../types';

/** Words per vocabulary lesson; each chapter's 20 words make two lessons. */
export const WORDS_PER_LESSON = 10;

/** Chapter titles by slug, in course order (the words are in ./words-1.ts and ./words-2.ts). */
export const VOCABULARY_CHAPTER_TITLES: ReadonlyArray<readonly [string, LocalizedText]> = [
  ['vocabulary-animals', lt('Animals', '动物', '動物', 'Haiwan', '動物')],
  [
    'vocabulary-food',
    lt('Food and drink', '食物和饮料', '食物和飲料', 'Makanan dan minuman', '食べ物と飲み物'),
  ],
  [
    'vocabulary-people',
    lt('Family and people', '家人和身边的人', '家人和身邊的人', 'Keluarga dan orang', '家族と人'),
  ],
  ['vocabulary-body', lt('My body', '身体', '身體', 'Badan saya', '体')],
  [
    'vocabulary-colours-shapes',
    lt('Colours and shapes', '颜色和形状', '顏色和形狀', 'Warna dan bentuk', '色と形'),
  ],
  ['vocabulary-school', lt('At school', '在学校', '在學校', 'Di sekolah', '学校で')],
  ['vocabulary-home', lt('At home', '在家里', '在家裡', 'Di rumah', '家で')],
  ['vocabulary-nature', lt('Nature', '大自然', '大自然', 'Alam semula jadi', '自然')],
  [
    'vocabulary-weather',
    lt('Weather and seasons', '天气和季节', '天氣和季節', 'Cuaca dan musim', '天気と季節'),
  ],
  ['vocabulary-clothes', lt('Clothes', '衣服', '衣服', 'Pakaian', '服')],
  ['vocabulary-action-words', lt('Action words', '动作词', '動作詞', 'Kata kerja', '動きのことば')],
  ['vocabulary-describing-words', lt('Describing words', '描述词', '描述詞', 'Kata sifat', 'ようすのことば')],
  ['vocabulary-feelings', lt('Feelings', '感受', '感受', 'Perasaan', '気持ち')],
  ['vocabulary-time', lt('Time', '时间', '時間', 'Masa', '時間')],
  ['vocabulary-town', lt('In town', '城里', '城裡', 'Di bandar', '町で')],
  ['vocabulary-travel', lt('Travel', '出行', '出行', 'Perjalanan', '乗り物と旅')],
  [
    'vocabulary-sports',
    lt('Sports and games', '运动和游戏', '運動和遊戲', 'Sukan dan permainan', 'スポーツと遊び'),
  ],
  [
    'vocabulary-space-science',
    lt('Space and science', '太空和科学', '太空和科學', 'Angkasa dan sains', '宇宙と科学'),
  ],
];

/** The vocabulary builder as the course map lists it. */
export const VOCABULARY_META: CourseMeta = {
  slug: 'vocabulary-builder',
  family: 'vocabulary',
  title: lt('Vocabulary builder', '英语词汇', '英語詞彙', 'Pembina kosa kata', '英単語トレーニング'),
  description: lt(
    'Learn 360 English words by theme: type each word with its pronunciation and meaning, or from its meaning alone.',
    '按主题学习 360 个英语单词：看着音标和释义打单词，或者只看释义默写。',
    '按主題學習 360 個英語單字：看著音標和釋義打單字，或者只看釋義默寫。',
    'Belajar 360 perkataan Inggeris mengikut tema: taip setiap perkataan dengan sebutan dan maksudnya, atau daripada maksudnya sahaja.',
    'テーマ別に英単語 360 語を覚えよう。発音記号と意味を見ながら、または意味だけを見て打ちます。',
  ),
  chapters: VOCABULARY_CHAPTER_TITLES.map(([slug, title]) => ({ slug, title, lessonCount: 2 })),
};
