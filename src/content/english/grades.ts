import spacheWords from '../data/english-spache.json';
import { ENGLISH_WORDS } from '../words';

/**
 * Words for each school grade, 1 to 6, most common first within a grade. An approximation from two
 * readability lists, stated plainly: the Revised Spache list (words for grades 1-3) split by frequency into
 * thirds for grades 1, 2 and 3; the other words of the New Dale-Chall list (words most fourth-graders know)
 * split the same way for grades 4, 5 and 6. Frequency is SUBTLEX-US order (see ../data/SOURCES.md).
 */
export const ENGLISH_GRADE_WORDS: ReadonlyArray<readonly string[]> = buildGrades();

function thirds(words: readonly string[]): string[][] {
  const size = Math.ceil(words.length / 3);
  return [words.slice(0, size), words.slice(size, 2 * size), words.slice(2 * size)];
}

function buildGrades(): string[][] {
  const primary = new Set<string>(spacheWords);
  const lower = ENGLISH_WORDS.filter((word) => primary.has(word));
  const upper = ENGLISH_WORDS.filter((word) => !primary.has(word));
  return [...thirds(lower), ...thirds(upper)];
}

/** The words of a grade (1-6). */
export function wordsOfGrade(grade: number): readonly string[] {
  const words = ENGLISH_GRADE_WORDS[grade - 1];
  if (!words) throw new Error(`No grade ${grade}`);
  return words;
}
