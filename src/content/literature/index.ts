/**
 * The typing literature course: fables and fairy tales retold for KeyQuest, public-domain poems, and openings
 * of classic novels, split into typing pages of about 300-600 characters ending at a sentence (prose) or a
 * stanza (verse). Prose pages are one line; verse keeps its line breaks (Enter ends each line).
 */
import { lt } from '../localize';
import { practiceLesson, PRACTICE_PASS_RULES } from '../shared/lesson';
import type { Course, Lesson, LocalizedText } from '../types';
import { LITERATURE_CHAPTERS, LITERATURE_META } from './meta';
import { prosePages, versePages } from './pages';
import type { LiteraryWork, LiteraturePage } from './types';
import { FABLES, FAIRY_TALES } from './works-tales';
import { NOVELS } from './works-novels';
import { POEMS } from './works-poems';

export { LITERATURE_META } from './meta';
export type { LiteraryWork, LiteraturePage } from './types';
export {
  typeableText,
  splitSentences,
  packPages,
  prosePages,
  versePages,
  DEFAULT_PAGE_BOUNDS,
} from './pages';
export type { PageBounds } from './pages';

/** Every work, by chapter. */
export const LITERARY_WORKS: Readonly<
  Record<(typeof LITERATURE_CHAPTERS)[number]['works'], readonly LiteraryWork[]>
> = {
  fables: FABLES,
  'fairy-tales': FAIRY_TALES,
  poems: POEMS,
  novels: NOVELS,
};

/** The typing pages of a work. */
export function pagesOf(work: LiteraryWork): LiteraturePage[] {
  const texts = work.form === 'verse' ? versePages(work.text) : prosePages(work.text);
  return texts.map((text, i) => ({
    slug: texts.length === 1 ? work.slug : `${work.slug}-${i + 1}`,
    work,
    page: i + 1,
    pages: texts.length,
    text,
  }));
}

/** The page of a literature lesson, with its work (title, author, year, source) for the page heading. */
export function findPage(slug: string): LiteraturePage | undefined {
  for (const works of Object.values(LITERARY_WORKS)) {
    for (const work of works) {
      if (!slug.startsWith(work.slug)) continue;
      const page = pagesOf(work).find((candidate) => candidate.slug === slug);
      if (page) return page;
    }
  }
  return undefined;
}

function pageTitle(page: LiteraturePage): LocalizedText {
  if (page.pages === 1) return page.work.title;
  const suffix = ` (${page.page}/${page.pages})`;
  const wide = `（${page.page}/${page.pages}）`;
  const { ENG, CHS, CHT, MSA, JA } = page.work.title;
  return lt(ENG + suffix, CHS + wide, CHT + wide, MSA + suffix, JA + wide);
}

function pageDescription({ work }: LiteraturePage): LocalizedText {
  const year = work.year < 0 ? `${-work.year} BC` : String(work.year);
  if (work.retold) {
    return lt(
      `${work.author}, retold for KeyQuest.`,
      `${work.author}，KeyQuest 改写。`,
      `${work.author}，KeyQuest 改寫。`,
      `${work.author}, diceritakan semula untuk KeyQuest.`,
      `${work.author}（KeyQuest による再話）。`,
    );
  }
  return lt(
    `${work.author}, ${work.source} (${year}).`,
    `${work.author}，${work.source}（${year}）。`,
    `${work.author}，${work.source}（${year}）。`,
    `${work.author}, ${work.source} (${year}).`,
    `${work.author}『${work.source}』（${year}）。`,
  );
}

function pageLesson(page: LiteraturePage, number: number): Lesson {
  const verse = page.work.form === 'verse';
  return practiceLesson(
    {
      slug: page.slug,
      title: pageTitle(page),
      description: pageDescription(page),
      drills: [{ kind: 'passage', text: page.text }],
      passRule: PRACTICE_PASS_RULES.prose,
    },
    number,
    verse ? '\n' : ' ',
  );
}

function buildCourse(): Course {
  let number = 0;
  return {
    slug: LITERATURE_META.slug,
    family: 'literature',
    title: LITERATURE_META.title,
    description: LITERATURE_META.description,
    chapters: LITERATURE_CHAPTERS.map((chapter) => ({
      slug: chapter.slug,
      title: chapter.title,
      lessons: LITERARY_WORKS[chapter.works].flatMap(pagesOf).map((page) => pageLesson(page, ++number)),
    })),
  };
}

/** The typing literature course. */
export const LITERATURE_COURSE: Course = buildCourse();
