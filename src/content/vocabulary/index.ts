/**
 * The vocabulary builder: 360 English words in 18 themed chapters, each with its IPA (US, from the CMU
 * Pronouncing Dictionary) and a short meaning in English and Chinese written for KeyQuest. A lesson types ten
 * words, each `VOCABULARY_WORD_LOOP` times in a row; for dictation the UI shows the meaning and hides the word
 * (`practice: { kind: 'vocabulary' }`), and may speak the word with the browser's speech synthesis.
 */
import extra from '../data/vocabulary-extra.json';
import { lt } from '../localize';
import { practiceLesson, PRACTICE_PASS_RULES } from '../shared/lesson';
import type { Course, Lesson } from '../types';
import { VOCABULARY_CHAPTER_TITLES, VOCABULARY_META, WORDS_PER_LESSON } from './meta';
import type { VocabularyChapterSource, VocabularyWord } from './types';
import { VOCABULARY_CHAPTERS_1 } from './words-1';
import { VOCABULARY_CHAPTERS_2 } from './words-2';

export { VOCABULARY_META } from './meta';
export type { VocabularyWord, PartOfSpeech } from './types';
export { arpabetToIpa } from './arpabet';

/** How many times each word is typed in a row in a lesson (the spec's "word loop count" for the builder). */
export const VOCABULARY_WORD_LOOP = 2;

const IPA: Readonly<Record<string, string>> = extra.ipa;
const CHT: Readonly<Record<string, string>> = extra.cht;

function toWords(chapter: VocabularyChapterSource): VocabularyWord[] {
  return chapter.words.map(([word, partOfSpeech, english, chinese]) => ({
    word,
    partOfSpeech,
    ipa: IPA[word] ?? '',
    meaning: { ENG: english, CHS: chinese, CHT: CHT[word] ?? chinese },
  }));
}

/** Every chapter's words, in course order. */
export const VOCABULARY_CHAPTERS: ReadonlyArray<{ slug: string; words: readonly VocabularyWord[] }> = [
  ...VOCABULARY_CHAPTERS_1,
  ...VOCABULARY_CHAPTERS_2,
].map((chapter) => ({ slug: chapter.slug, words: toWords(chapter) }));

/** The text of a vocabulary drill: each word `loop` times in a row ("cat cat dog dog"). */
export function vocabularyDrillText(
  words: readonly Pick<VocabularyWord, 'word'>[],
  loop = VOCABULARY_WORD_LOOP,
): string {
  return words.flatMap(({ word }) => Array.from({ length: loop }, () => word)).join(' ');
}

const lessonWords = new Map<string, readonly VocabularyWord[]>();

/** The words of a vocabulary lesson, for the meaning, the IPA and dictation. */
export function vocabularyOfLesson(slug: string): readonly VocabularyWord[] | undefined {
  return lessonWords.get(slug);
}

/** A word's entry, wherever it is in the course. */
export function findVocabularyWord(word: string): VocabularyWord | undefined {
  for (const chapter of VOCABULARY_CHAPTERS) {
    const found = chapter.words.find((entry) => entry.word === word);
    if (found) return found;
  }
  return undefined;
}

function buildCourse(): Course {
  let number = 0;
  return {
    slug: VOCABULARY_META.slug,
    family: 'vocabulary',
    title: VOCABULARY_META.title,
    description: VOCABULARY_META.description,
    chapters: VOCABULARY_CHAPTERS.map((chapter, index) => {
      const title = VOCABULARY_CHAPTER_TITLES[index]![1];
      const lessons: Lesson[] = [];
      for (let start = 0; start < chapter.words.length; start += WORDS_PER_LESSON) {
        const words = chapter.words.slice(start, start + WORDS_PER_LESSON);
        const part = start / WORDS_PER_LESSON + 1;
        const slug = `${chapter.slug}-${part}`;
        lessonWords.set(slug, words);
        lessons.push(
          practiceLesson(
            {
              slug,
              title: lt(
                `${title.ENG} ${part}`,
                `${title.CHS} ${part}`,
                `${title.CHT} ${part}`,
                `${title.MSA} ${part}`,
                `${title.JA} ${part}`,
              ),
              description: lt(
                `${words.length} words: ${words.map((entry) => entry.word).join(', ')}.`,
                `${words.length} 个单词：${words.map((entry) => entry.word).join('、')}。`,
                `${words.length} 個單字：${words.map((entry) => entry.word).join('、')}。`,
                `${words.length} perkataan: ${words.map((entry) => entry.word).join(', ')}.`,
                `${words.length} 語：${words.map((entry) => entry.word).join('、')}。`,
              ),
              drills: [{ kind: 'words', text: vocabularyDrillText(words) }],
              passRule: PRACTICE_PASS_RULES.words,
              practice: { kind: 'vocabulary' },
            },
            ++number,
          ),
        );
      }
      return { slug: chapter.slug, title, lessons };
    }),
  };
}

/** The vocabulary builder course. */
export const VOCABULARY_COURSE: Course = buildCourse();
