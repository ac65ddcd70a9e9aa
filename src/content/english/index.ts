/**
 * The English typing course: the children's word list by frequency band and by school grade, then sentences and
 * short stories written for KeyQuest. Word lessons draw their words with a generator seeded by the lesson slug,
 * so every machine builds the same text.
 */
import { lt } from '../localize';
import { randomFor, shuffled } from '../../engine';
import { practiceLesson, PRACTICE_PASS_RULES } from '../shared/lesson';
import type { Chapter, Course, Lesson, LocalizedText } from '../types';
import { ENGLISH_WORDS } from '../words';
import { wordsOfGrade } from './grades';
import { ENGLISH_META, FREQUENCY_BANDS, GRADES, LESSONS_PER_BAND, LESSONS_PER_GRADE } from './meta';
import { ENGLISH_PASSAGES } from './passages';
import { ENGLISH_SENTENCES, SENTENCES_PER_LESSON } from './sentences';

export { ENGLISH_META, FREQUENCY_BANDS } from './meta';
export { ENGLISH_GRADE_WORDS, wordsOfGrade } from './grades';
export { ENGLISH_SENTENCES } from './sentences';
export { ENGLISH_PASSAGES, type EnglishPassage } from './passages';

/** Words per word lesson: about 150 characters, a couple of minutes for a child. */
const WORDS_PER_LESSON = 25;

/** The words of a frequency band (1-based ranks, inclusive) of the children's list. */
export function wordsOfBand(from: number, to: number): readonly string[] {
  return ENGLISH_WORDS.slice(from - 1, to);
}

/**
 * `count` words of a list for the `part`-th lesson of `parts`: the list is shuffled once (seeded by `name`) and
 * cut into parts, so the lessons of a band or grade share no word until the list runs out.
 */
function lessonWords(
  name: string,
  words: readonly string[],
  part: number,
  parts: number,
  count: number,
): string[] {
  const order = shuffled(randomFor(name), words);
  const size = Math.max(count, Math.floor(order.length / parts));
  const slice = order.slice(part * size, part * size + count);
  return slice.length === count ? slice : order.slice(0, count);
}

function wordLesson(
  slug: string,
  title: LocalizedText,
  description: LocalizedText,
  words: string[],
  number: number,
): Lesson {
  return practiceLesson(
    {
      slug,
      title,
      description,
      drills: [{ kind: 'words', text: words.join(' ') }],
      passRule: PRACTICE_PASS_RULES.words,
    },
    number,
  );
}

const bandDescription = lt(
  'Common words children read and write every day.',
  '孩子们每天读写的常用单词。',
  '孩子們每天讀寫的常用單字。',
  'Perkataan lazim yang dibaca dan ditulis oleh kanak-kanak setiap hari.',
  '子どもが毎日読んだり書いたりする、よく使う単語。',
);

function bandLessons(next: () => number): Lesson[] {
  return FREQUENCY_BANDS.flatMap(([from, to]) =>
    Array.from({ length: LESSONS_PER_BAND }, (_, part) => {
      const range = `${from}-${to}`;
      const n = part + 1;
      return wordLesson(
        `english-words-${range}-${n}`,
        lt(
          `Words ${range} (${n})`,
          `常用词 ${range}（${n}）`,
          `常用詞 ${range}（${n}）`,
          `Perkataan ${range} (${n})`,
          `単語 ${range}（${n}）`,
        ),
        bandDescription,
        lessonWords(
          `english-words-${range}`,
          wordsOfBand(from, to),
          part,
          LESSONS_PER_BAND,
          WORDS_PER_LESSON,
        ),
        next(),
      );
    }),
  );
}

function gradeLessons(grade: number, next: () => number): Lesson[] {
  const ordinal = '一二三四五六'[grade - 1];
  return Array.from({ length: LESSONS_PER_GRADE }, (_, part) => {
    const n = part + 1;
    return wordLesson(
      `english-grade-${grade}-${n}`,
      lt(
        `Grade ${grade} words (${n})`,
        `${ordinal}年级单词（${n}）`,
        `${ordinal}年級單字（${n}）`,
        `Perkataan Tahun ${grade} (${n})`,
        `${grade}年生の単語（${n}）`,
      ),
      lt(
        `Words for grade ${grade}.`,
        `适合${ordinal}年级的单词。`,
        `適合${ordinal}年級的單字。`,
        `Perkataan untuk Tahun ${grade}.`,
        `${grade}年生向けの単語。`,
      ),
      lessonWords(`english-grade-${grade}`, wordsOfGrade(grade), part, LESSONS_PER_GRADE, WORDS_PER_LESSON),
      next(),
    );
  });
}

function sentenceLessons(next: () => number): Lesson[] {
  const lessons: Lesson[] = [];
  for (let start = 0; start < ENGLISH_SENTENCES.length; start += SENTENCES_PER_LESSON) {
    const n = start / SENTENCES_PER_LESSON + 1;
    const sentences = ENGLISH_SENTENCES.slice(start, start + SENTENCES_PER_LESSON);
    lessons.push(
      practiceLesson(
        {
          slug: `english-sentences-${n}`,
          title: lt(`Sentences ${n}`, `句子 ${n}`, `句子 ${n}`, `Ayat ${n}`, `文 ${n}`),
          description: lt(
            'Everyday sentences with capitals and punctuation.',
            '带大写字母和标点的日常句子。',
            '帶大寫字母和標點的日常句子。',
            'Ayat harian dengan huruf besar dan tanda baca.',
            '大文字と句読点のある、毎日の文。',
          ),
          drills: sentences.map((text) => ({ kind: 'sentences' as const, text })),
          passRule: PRACTICE_PASS_RULES.words,
        },
        next(),
      ),
    );
  }
  return lessons;
}

function passageLessons(next: () => number): Lesson[] {
  return ENGLISH_PASSAGES.map((passage) =>
    practiceLesson(
      {
        slug: passage.slug,
        title: lt(passage.title, passage.title, passage.title, passage.title, passage.title),
        description: lt(
          'A short story to type.',
          '打一篇英文短文。',
          '打一篇英文短文。',
          'Sebuah cerita pendek untuk ditaip.',
          '短いお話を打とう。',
        ),
        drills: [{ kind: 'passage', text: passage.text }],
        passRule: PRACTICE_PASS_RULES.prose,
      },
      next(),
    ),
  );
}

function buildChapters(): Chapter[] {
  let number = 0;
  const next = () => ++number;
  const lessons: Lesson[][] = [
    bandLessons(next),
    ...GRADES.map((grade) => gradeLessons(grade, next)),
    sentenceLessons(next),
    passageLessons(next),
  ];
  return ENGLISH_META.chapters.map((chapter, i) => ({
    slug: chapter.slug,
    title: chapter.title,
    lessons: lessons[i]!,
  }));
}

/** The English typing course. */
export const ENGLISH_COURSE: Course = {
  slug: ENGLISH_META.slug,
  family: 'english',
  title: ENGLISH_META.title,
  description: ENGLISH_META.description,
  chapters: buildChapters(),
};
