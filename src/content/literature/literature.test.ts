import { describe, expect, it } from 'vitest';
import { keyPressFor } from '../../keyboard';
import { courseLessons } from '../course';
import {
  DEFAULT_PAGE_BOUNDS,
  findPage,
  LITERARY_WORKS,
  LITERATURE_COURSE,
  LITERATURE_META,
  packPages,
  pagesOf,
  prosePages,
  splitSentences,
  typeableText,
  versePages,
} from '.';

const lessons = courseLessons(LITERATURE_COURSE);
const works = Object.values(LITERARY_WORKS).flat();

describe('making a text typeable', () => {
  it('replaces curly quotes, dashes, ellipses and accents with what a US keyboard types', () => {
    expect(typeableText('\u201cOh,\u201d she said\u2014it\u2019s a caf\u00e9\u2026')).toBe(
      '"Oh," she said - it\'s a cafe...',
    );
    expect(typeableText('no cellar--except  a hole')).toBe('no cellar - except a hole');
  });
});

describe('sentences', () => {
  it('end at . ! ? before a capital, but not after Mr. or Mrs.', () => {
    expect(splitSentences('Mr. McGregor ran. Mrs. Rabbit hid! Was it late? Yes.')).toEqual([
      'Mr. McGregor ran.',
      'Mrs. Rabbit hid!',
      'Was it late?',
      'Yes.',
    ]);
  });

  it('keep quoted speech whole, and take the closing quote along', () => {
    expect(splitSentences('He said "Oh dear! Oh dear! I shall be late!" (he was). Then he ran.')).toEqual([
      'He said "Oh dear! Oh dear! I shall be late!" (he was).',
      'Then he ran.',
    ]);
    expect(splitSentences('"Run!" she cried. "Now!"')).toEqual(['"Run!" she cried.', '"Now!"']);
  });
});

describe('pages', () => {
  it('are 300-600 characters and end at a sentence, unless one sentence is longer', () => {
    for (const work of works.filter((candidate) => candidate.form === 'prose')) {
      for (const page of pagesOf(work)) {
        expect(page.text).toMatch(/[.!?]["')]?$/);
        if (page.text.length > DEFAULT_PAGE_BOUNDS.max) expect(splitSentences(page.text)).toHaveLength(1);
        if (page.pages > 1) expect(page.text.length).toBeGreaterThanOrEqual(DEFAULT_PAGE_BOUNDS.min);
      }
    }
  });

  it('keep every sentence, in order, exactly once', () => {
    for (const work of works.filter((candidate) => candidate.form === 'prose')) {
      const whole = typeableText(work.text).replace(/\s+/g, ' ');
      expect(prosePages(work.text).join(' ')).toBe(whole);
    }
  });

  it('verse keeps its lines and breaks only between stanzas', () => {
    const pages = versePages('a b c\nd e f\n\ng h i\nj k l', { min: 5, max: 12 });
    expect(pages).toEqual(['a b c\nd e f', 'g h i\nj k l']);
  });

  it('packs pieces near the middle of the bounds rather than greedily', () => {
    const pieces = ['x'.repeat(250), 'y'.repeat(250), 'z'.repeat(250), 'w'.repeat(250)];
    expect(packPages(pieces, ' ').map((page) => page.length)).toEqual([501, 501]);
  });

  it('a text shorter than a page is one page', () => {
    expect(prosePages('Short. Text.')).toEqual(['Short. Text.']);
  });
});

describe('the literature course', () => {
  it('has the chapters and page counts of its catalogue entry', () => {
    expect(LITERATURE_COURSE.chapters.map((chapter) => [chapter.slug, chapter.lessons.length])).toEqual(
      LITERATURE_META.chapters.map((chapter) => [chapter.slug, chapter.lessonCount]),
    );
  });

  it('every page can be typed on a US keyboard (Enter ends a line of verse)', () => {
    for (const lesson of lessons) {
      for (const char of lesson.text)
        expect(keyPressFor(char), `${lesson.slug}: ${JSON.stringify(char)}`).toBeDefined();
      expect(lesson.text).not.toMatch(/ {2}| \n|\n /);
    }
  });

  it('each page names its work, author and source', () => {
    const page = findPage('literature-carroll-alice-down-the-rabbit-hole-2')!;
    expect(page).toMatchObject({ page: 2, pages: 3, work: { author: 'Lewis Carroll', year: 1865 } });
    const lesson = lessons.find((candidate) => candidate.slug === page.slug)!;
    expect(lesson.title.ENG).toBe("Alice's Adventures in Wonderland (2/3)");
    expect(lesson.description.ENG).toBe('Lewis Carroll, Chapter 1, Down the Rabbit-Hole (1865).');
    expect(findPage('no-such-page')).toBeUndefined();
  });

  it('has unique slugs, Moby-Dick from its data file among them', () => {
    expect(new Set(lessons.map((lesson) => lesson.slug)).size).toBe(lessons.length);
    expect(
      findPage('literature-melville-moby-dick-1')?.text.startsWith(
        'Call me Ishmael. Some years ago - never mind',
      ),
    ).toBe(true);
  });
});
