import { courseLessons, wordsFromKeys, type Course, type Lesson } from '../../../content';
import type { WordSource } from '../../../games/star-trek/index';
import { nextLessonToTake, type LessonRecord } from '../../progress';

/** The characters a lesson's text uses: the keys unlocked up to it. */
function lessonCharacters(lesson: Lesson): string[] {
  return [...new Set(lesson.text)].filter((char) => char !== ' ');
}

/**
 * Words for a game: from the learner's next lesson (only keys unlocked so far), or from a chosen chapter of
 * the course (the keys up to its last lesson). The race types the lesson's own sentences when it has them.
 */
export function wordSourceFor(
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
  const words = wordsFromKeys(characters, 400);
  const sentences = lesson.drills.filter((drill) => drill.kind === 'sentences').map((drill) => drill.text);
  return {
    source: { words, characters, passage: sentences.length > 0 ? sentences.join(' ') : undefined },
    lesson,
  };
}
