import type { ChapterMeta, CourseMeta } from '../catalogue-types';
import { lt } from '../localize';

/** Frequency bands of the children's word list (1-based ranks, inclusive), two lessons each. */
export const FREQUENCY_BANDS: ReadonlyArray<readonly [number, number]> = [
  [1, 100],
  [101, 250],
  [251, 500],
  [501, 1000],
  [1001, 1500],
  [1501, 2000],
  [2001, 2844],
];
export const LESSONS_PER_BAND = 2;
export const LESSONS_PER_GRADE = 3;
export const GRADES = [1, 2, 3, 4, 5, 6] as const;
/** Counts of the written sentences and passages (checked by the tests against ./sentences.ts, ./passages.ts). */
export const SENTENCE_LESSONS = 8;
export const PASSAGE_LESSONS = 10;

function gradeChapter(grade: number): ChapterMeta {
  return {
    slug: `english-grade-${grade}`,
    title: lt(
      `Grade ${grade} words`,
      `${'一二三四五六'[grade - 1]}年级单词`,
      `${'一二三四五六'[grade - 1]}年級單字`,
      `Perkataan Tahun ${grade}`,
      `${grade}年生の単語`,
    ),
    lessonCount: LESSONS_PER_GRADE,
  };
}

/** The English typing course as the course map lists it. */
export const ENGLISH_META: CourseMeta = {
  slug: 'english-typing',
  family: 'english',
  title: lt('English typing', '英文打字', '英文打字', 'Menaip bahasa Inggeris', '英語タイピング'),
  description: lt(
    'Common English words, words for each school grade, sentences and short stories for children.',
    '常用英文单词、各年级单词、句子和儿童短文。',
    '常用英文單字、各年級單字、句子和兒童短文。',
    'Perkataan Inggeris lazim, perkataan mengikut tahun persekolahan, ayat dan cerita pendek untuk kanak-kanak.',
    'よく使う英単語、学年別の単語、子ども向けの文と短いお話。',
  ),
  chapters: [
    {
      slug: 'english-common-words',
      title: lt(
        'Most common words',
        '最常用的单词',
        '最常用的單字',
        'Perkataan paling lazim',
        'よく使う単語',
      ),
      lessonCount: FREQUENCY_BANDS.length * LESSONS_PER_BAND,
    },
    ...GRADES.map(gradeChapter),
    {
      slug: 'english-sentences',
      title: lt('Sentences', '句子', '句子', 'Ayat', '文'),
      lessonCount: SENTENCE_LESSONS,
    },
    {
      slug: 'english-passages',
      title: lt('Short stories', '短文', '短文', 'Cerita pendek', '短いお話'),
      lessonCount: PASSAGE_LESSONS,
    },
  ],
};
