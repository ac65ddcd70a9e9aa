import { courseLessons, wordsFromKeys, type Course, type Lesson } from '../../../content';
import { isSafeWord, refusalOf } from '../../../content/safety';
import type { WordSource } from '../../../games';
import { nextLessonToTake, type LessonRecord } from '../../progress';

/** Most words a game is given: more than a round can show, few enough to stay cheap. */
const MAX_WORDS = 400;
/** Longer words do not fit on a ship or a balloon. */
const MAX_WORD_LENGTH = 14;
/** A race passage taken from a lesson's own text stays about this short (a round, not a whole lesson). */
const MAX_PASSAGE = 160;

/** The characters a lesson's text uses: the keys unlocked up to it. */
function lessonCharacters(lesson: Lesson): string[] {
  return [...new Set(lesson.text)].filter((char) => char !== ' ' && char !== '\n');
}

/**
 * The finger course: words from the learner's next lesson (only keys unlocked so far), or from a chosen
 * chapter (the keys up to its last lesson). The race types the lesson's own sentences when it has them.
 */
function fingerWordSource(
  course: Course,
  records: Readonly<Record<string, LessonRecord>>,
  chapterSlug: string | null,
): { source: WordSource; lesson: Lesson | undefined } {
  const lessons = courseLessons(course);
  const chapter = chapterSlug
    ? course.chapters.find((candidate) => candidate.slug === chapterSlug)
    : undefined;
  const lesson = chapter ? chapter.lessons.at(-1) : (nextLessonToTake(lessons, records) ?? lessons.at(-1));
  if (!lesson) return { source: { words: [], characters: ['f', 'j'] }, lesson };
  const characters = lessonCharacters(lesson);
  const words = wordsFromKeys(characters, MAX_WORDS);
  const sentences = lesson.drills.filter((drill) => drill.kind === 'sentences').map((drill) => drill.text);
  return {
    source: { words, characters, passage: sentences.length > 0 ? sentences.join(' ') : undefined },
    lesson,
  };
}

/**
 * The words a lesson of a practice course gives a game: identifiers and keywords for code (their case kept,
 * it is part of the code), otherwise its words in lower case (games are typed without Shift). Only words the
 * safety filter passes: a lesson's text may say what a game should not fly past a child ("hang" in a tale).
 */
function lessonWords(lesson: Lesson, code: boolean): string[] {
  const found = code
    ? lesson.text.match(/[A-Za-z_][A-Za-z0-9_]*/g)
    : lesson.text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g);
  return (found ?? []).filter(
    (word) => word.length >= 2 && word.length <= MAX_WORD_LENGTH && isSafeWord(word.toLowerCase()),
  );
}

/** The start of a lesson's prose, cut at a word, for the race (none when the filter refuses a word of it). */
function passageOf(lesson: Lesson): string | undefined {
  const text = lesson.text.replace(/\s+/g, ' ').trim();
  if (text.length === 0 || !/^[ -~]+$/.test(text)) return undefined;
  const cut = text.lastIndexOf(' ', MAX_PASSAGE);
  const passage = text.length <= MAX_PASSAGE ? text : text.slice(0, cut > 0 ? cut : MAX_PASSAGE);
  // A race passage passes the safety filter whole, or the race types the words instead.
  return refusalOf(passage) === null ? passage : undefined;
}

/**
 * A practice course (English words, vocabulary, literature, code): the words of a chosen chapter, or of every
 * lesson up to the learner's next one in that course (the newest lesson's words first).
 */
function practiceWordSource(
  course: Course,
  records: Readonly<Record<string, LessonRecord>>,
  chapterSlug: string | null,
): { source: WordSource; lesson: Lesson | undefined } {
  const all = courseLessons(course);
  const chapter = chapterSlug
    ? course.chapters.find((candidate) => candidate.slug === chapterSlug)
    : undefined;
  let lessons: readonly Lesson[];
  if (chapter) lessons = chapter.lessons;
  else {
    const next = nextLessonToTake(all, records) ?? all.at(-1);
    lessons = next ? all.slice(0, all.indexOf(next) + 1) : [];
  }
  const lesson = chapter ? chapter.lessons[0] : lessons.at(-1);
  const code = course.family === 'code';
  const words = [...new Set([...lessons].reverse().flatMap((each) => lessonWords(each, code)))].slice(
    0,
    MAX_WORDS,
  );
  const characters = [...new Set(words.join(''))];
  const passage = lesson && !code ? passageOf(lesson) : undefined;
  return { source: { words, characters, passage }, lesson };
}

/**
 * Words for a game from a course: the finger course gives words of the learner's unlocked keys, a practice
 * course its own words. `chapterSlug` null means "my next lesson" of that course.
 */
export function wordSourceFor(
  course: Course,
  records: Readonly<Record<string, LessonRecord>>,
  chapterSlug: string | null,
): { source: WordSource; lesson: Lesson | undefined } {
  return (course.family ?? 'finger') === 'finger'
    ? fingerWordSource(course, records, chapterSlug)
    : practiceWordSource(course, records, chapterSlug);
}
