/**
 * The sweep of issue 26: every word a generator shows a child, over every key set of the course order, every
 * focus and ten seeds, every theme at 7, 12, 20 and 26 keys, and every game word pool, against the safety
 * filter's list. A word of the children's word list (or of a theme's list) is a real word and is judged whole
 * ("glass" is fine); any other word is made up and must not even contain a refused word.
 */
import { describe, expect, it } from 'vitest';
import {
  ADAPTIVE_KEY_ORDER,
  ADAPTIVE_WORDS,
  contentPassageWriter,
  THEMES,
  wordsForTheme,
} from '../../../content/adaptive';
import { catalogueFor, loadCourse } from '../../../content/catalogue';
import { isSafeWord, REFUSED_ENGLISH_WORDS, safeWord } from '../../../content/safety';
import { realWords } from '../../../content/themes';
import { INITIAL_KEY_COUNT, practiceText, themedText } from '../../../engine';
import { wordSourceFor } from './word-source';
import { gameCourses } from './game-courses';

const REFUSED = new Set(REFUSED_ENGLISH_WORDS);
const CONTAINABLE = REFUSED_ENGLISH_WORDS.filter((word) => word.length >= 3);
const KNOWN = new Set(ADAPTIVE_WORDS);
const SEEDS = Array.from({ length: 10 }, (_, i) => 1 + i * 7919);

/** What is wrong with a generated word, or null. */
function problem(raw: string, real: ReadonlySet<string>): string | null {
  const word = raw.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (word === '') return null;
  if (REFUSED.has(word)) return `"${word}" is on the list`;
  if (KNOWN.has(word) || real.has(word)) return null;
  const inside = CONTAINABLE.find((refused) => word.includes(refused));
  return inside ? `made-up "${word}" contains "${inside}"` : null;
}

function problems(words: readonly string[], real: ReadonlySet<string> = new Set()): string[] {
  return [...new Set(words.map((word) => problem(word, real)).filter((found) => found !== null))];
}

describe('every generated word passes the safety filter', () => {
  it('adaptive practice: every key set of the course order, every focus, ten seeds', () => {
    const found = new Set<string>();
    let texts = 0;
    for (let count = INITIAL_KEY_COUNT; count <= ADAPTIVE_KEY_ORDER.length; count++) {
      const unlocked = ADAPTIVE_KEY_ORDER.slice(0, count);
      for (const focus of unlocked) {
        for (const seed of SEEDS) {
          const { words } = practiceText({ words: ADAPTIVE_WORDS, unlocked, focus, seed, safe: safeWord });
          for (const each of problems(words)) found.add(each);
          texts++;
        }
      }
    }
    expect(texts).toBeGreaterThan(3000);
    expect([...found]).toEqual([]);
  }, 180_000);

  it('themed practice: every theme at 7, 12, 20 and 26 keys, through the built-in writer and themedText', async () => {
    const found = new Set<string>();
    for (const theme of THEMES) {
      // The theme writer's real words: its vocabulary and its sentence patterns' words ("peels" is real).
      const real = new Set([
        ...(wordsForTheme(theme.slug) ?? []).map((word) => word.toLowerCase()),
        ...realWords(),
      ]);
      for (const count of [7, 12, 20, 26]) {
        const unlocked = ADAPTIVE_KEY_ORDER.slice(0, count);
        for (const [index, focus] of [unlocked[0]!, unlocked.at(-1)!].entries()) {
          for (const seed of SEEDS.slice(0, 2)) {
            const passage = await contentPassageWriter(seed + index).generateThemedPassage(
              theme.slug,
              [...unlocked, ' '],
              focus,
            );
            for (const each of problems(passage.split(/\s+/), real)) found.add(`${theme.slug}: ${each}`);
            const themed = themedText({
              themeWords: [...real],
              unlocked,
              focus,
              seed,
              fallbackWords: ADAPTIVE_WORDS,
              safe: safeWord,
            });
            for (const each of problems(themed.words, real)) found.add(`${theme.slug}: ${each}`);
          }
        }
      }
    }
    expect([...found]).toEqual([]);
    // A sweep of every theme: seconds of work, given room on a shared machine.
  }, 180_000);

  it('game word pools: every game course, its next lesson and every chapter, real words a child knows', async () => {
    // A practice course's words are the words of its own lessons (real words written or chosen for children).
    const found = new Set<string>();
    let pools = 0;
    for (const edition of ['global', 'cn'] as const) {
      for (const entry of gameCourses(edition)) {
        const course = await loadCourse(entry.slug);
        if (!course) continue;
        for (const chapter of [null, ...course.chapters.map((each) => each.slug)]) {
          const { words, passage } = wordSourceFor(course, {}, chapter).source;
          pools++;
          for (const word of passage?.toLowerCase().match(/[a-z]+/g) ?? []) {
            if (!isSafeWord(word)) found.add(`${entry.slug}: "${word}" in the race passage is refused`);
          }
          for (const word of words) {
            const lower = word.toLowerCase();
            if (REFUSED.has(lower) || !isSafeWord(lower)) found.add(`${entry.slug}: "${lower}" is refused`);
            // The finger course's words are the children's list's; a practice course's are its own text's.
            else if (course.family === 'finger' && !KNOWN.has(lower)) {
              found.add(`${entry.slug}: "${lower}" is not a word of the children's list`);
            }
          }
        }
      }
    }
    expect(pools).toBeGreaterThan(20);
    expect(catalogueFor('global').length).toBeGreaterThan(0);
    expect([...found].slice(0, 40)).toEqual([]);
  }, 180_000);
});
