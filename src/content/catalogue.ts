/**
 * The course catalogue without the courses: titles, slugs and lesson counts of every course family (all five
 * locales), which edition shows each and on which product page, and a loader that imports one family's module
 * when its lessons are needed. The course map imports this module only; each family stays in its own chunk.
 *
 * Lesson slugs start with their family's prefix (`numpad-`, `code-`, `english-`, ...), so a lesson page can
 * tell which family to load from the slug alone; finger-course slugs have no prefix.
 */
import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayoutId } from '../contracts/constants';
import type { LocaleCode } from '../contracts/locales';
import { ADAPTIVE_META } from './adaptive/meta';
import type { CourseMeta } from './catalogue-types';
import { chineseMeta } from './chinese/meta';
import { CODE_META } from './code/meta';
import { ENGLISH_META } from './english/meta';
import { LITERATURE_META } from './literature/meta';
import { lt } from './localize';
import { NUMPAD_META } from './numpad/meta';
import { pinyinMeta } from './pinyin/meta';
import type { Chapter, ChineseScript, Course, CourseFamily, Lesson } from './types';
import { VOCABULARY_META } from './vocabulary/meta';

export type { ChapterMeta, CourseMeta } from './catalogue-types';

/** The two editions: the Chinese edition ('cn') and the global English edition ('global'). */
export type Edition = 'cn' | 'global';

/** A course in the catalogue: its meta, where it is shown, and its size. */
export interface CatalogueEntry extends CourseMeta {
  /** The product page that presents the course, per edition; an edition without one does not show it. */
  productPaths: Partial<Record<Edition, string>>;
  lessonCount: number;
  /**
   * The pinyin and Chinese courses exist in simplified and in traditional characters (the same lessons, their
   * own slugs): a locale shows one of them (`catalogueFor(edition, locale)`: traditional for CHT).
   */
  script?: ChineseScript;
}

/** The finger course's titles (the course itself is in ./finger-course, loaded with ./index.ts). */
const FINGER_META: CourseMeta = {
  slug: 'finger-placement',
  family: 'finger',
  title: lt('Finger placement', '键盘指法', '鍵盤指法', 'Kedudukan jari', '指の位置'),
  description: lt(
    'Learn to type with all ten fingers without looking, one pair of keys at a time.',
    '一次学两个键，学会不看键盘、十指打字。',
    '一次學兩個鍵，學會不看鍵盤、十指打字。',
    'Belajar menaip dengan sepuluh jari tanpa melihat, sepasang kekunci demi sepasang.',
    '2つずつキーを覚えて、キーボードを見ずに10本の指で打てるようになろう。',
  ),
  chapters: [
    {
      slug: 'getting-started',
      title: lt('Getting started', '准备开始', '準備開始', 'Bermula', 'はじめよう'),
      lessonCount: 2,
    },
    {
      slug: 'middle-row',
      title: lt('Middle row', '中排键', '中排鍵', 'Baris tengah', '中段のキー'),
      lessonCount: 5,
    },
    {
      slug: 'upper-row',
      title: lt('Upper row', '上排键', '上排鍵', 'Baris atas', '上段のキー'),
      lessonCount: 6,
    },
    {
      slug: 'lower-row',
      title: lt('Lower row', '下排键', '下排鍵', 'Baris bawah', '下段のキー'),
      lessonCount: 6,
    },
    {
      slug: 'shift-digits-symbols',
      title: lt(
        'Shift, digits and symbols',
        'Shift、数字和符号',
        'Shift、數字和符號',
        'Shift, digit dan simbol',
        'シフト、数字、記号',
      ),
      lessonCount: 4,
    },
  ],
};

function entry(
  meta: CourseMeta,
  productPaths: CatalogueEntry['productPaths'],
  script?: ChineseScript,
): CatalogueEntry {
  return {
    ...meta,
    productPaths,
    lessonCount: meta.chapters.reduce((sum, chapter) => sum + chapter.lessonCount, 0),
    ...(script ? { script } : {}),
  };
}

/**
 * Pinyin has a page of its own in the Chinese edition; the global edition has no pinyin page, so its
 * Chinese-typing page presents pinyin first, then Chinese.
 */
const PINYIN_PATHS = { cn: '/product/pinyin-typing', global: '/product/chinese-typing' } as const;
const CHINESE_PATHS = { cn: '/product/chinese-typing', global: '/product/chinese-typing' } as const;

/**
 * Every course, in the order the course map shows them. Product pages follow the spec's two route sets: the
 * Chinese edition's English-typing page presents English words, the vocabulary builder and literature; the
 * global edition has no English-typing page, so English words go with its vocabulary builder.
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
  entry(FINGER_META, { cn: '/product/fingering-practice', global: '/product/finger-placement' }),
  entry(ADAPTIVE_META, { cn: '/product/ai-custom-practice', global: '/product/typing-ai-custom' }),
  entry(ENGLISH_META, { cn: '/product/english-typing', global: '/product/vocabulary-builder' }),
  entry(VOCABULARY_META, { cn: '/product/english-typing', global: '/product/vocabulary-builder' }),
  entry(LITERATURE_META, { cn: '/product/english-typing', global: '/product/typing-literature' }),
  entry(CODE_META, { cn: '/product/code-typing', global: '/product/typing-coding' }),
  entry(NUMPAD_META, { cn: '/product/numpad-typing', global: '/product/typing-number' }),
  entry(pinyinMeta('simplified'), PINYIN_PATHS, 'simplified'),
  entry(pinyinMeta('traditional'), PINYIN_PATHS, 'traditional'),
  entry(chineseMeta('simplified'), CHINESE_PATHS, 'simplified'),
  entry(chineseMeta('traditional'), CHINESE_PATHS, 'traditional'),
];

/** Whether a locale shows the course: a course in Chinese characters only in the locale's script. */
function shownIn(course: CatalogueEntry, locale: LocaleCode | undefined): boolean {
  if (!course.script || !locale) return true;
  return course.script === (locale === 'CHT' ? 'traditional' : 'simplified');
}

/**
 * The courses an edition shows, in course map order. With a locale, the pinyin and Chinese courses appear in
 * its script only (traditional characters for CHT); without one, in both.
 */
export function catalogueFor(edition: Edition, locale?: LocaleCode): CatalogueEntry[] {
  return CATALOGUE.filter((course) => course.productPaths[edition] !== undefined && shownIn(course, locale));
}

/** The courses a product page presents in an edition ('/product/code-typing' -> the code course). */
export function coursesOfProductPage(path: string, edition: Edition, locale?: LocaleCode): CatalogueEntry[] {
  return CATALOGUE.filter((course) => course.productPaths[edition] === path && shownIn(course, locale));
}

/** The catalogue entry of a course slug. */
export function catalogueEntry(slug: string): CatalogueEntry | undefined {
  return CATALOGUE.find((course) => course.slug === slug);
}

/** Lesson slug prefixes of the families; the finger course has none. */
export const LESSON_PREFIXES: ReadonlyArray<readonly [string, CourseFamily]> = [
  ['adaptive-', 'adaptive'],
  ['english-', 'english'],
  ['vocabulary-', 'vocabulary'],
  ['literature-', 'literature'],
  ['code-', 'code'],
  ['numpad-', 'numpad'],
  // Both scripts: 'pinyin-hant-…' and 'chinese-hant-…' start with these too.
  ['pinyin-', 'pinyin'],
  ['chinese-', 'chinese'],
];

/** The family a lesson slug belongs to, from its prefix. */
export function familyOfLesson(slug: string): CourseFamily {
  return LESSON_PREFIXES.find(([prefix]) => slug.startsWith(prefix))?.[1] ?? 'finger';
}

/**
 * Imports a family's course: each `import()` is a chunk of its own, fetched the first time it is needed. The
 * finger course is built for a keyboard layout (US when none is named).
 */
export async function loadFamily(
  family: CourseFamily,
  layout: KeyboardLayoutId = DEFAULT_KEYBOARD_LAYOUT,
): Promise<Course | undefined> {
  switch (family) {
    case 'finger':
      return (await import('./finger-course')).fingerCourseFor(layout);
    case 'adaptive':
      return (await import('./adaptive')).ADAPTIVE_COURSE;
    case 'english':
      return (await import('./english')).ENGLISH_COURSE;
    case 'vocabulary':
      return (await import('./vocabulary')).VOCABULARY_COURSE;
    case 'literature':
      return (await import('./literature')).LITERATURE_COURSE;
    case 'code':
      return (await import('./code')).CODE_COURSE;
    case 'numpad':
      return (await import('./numpad')).NUMPAD_COURSE;
    // The pinyin and Chinese courses share one module (their texts); a family loads in simplified characters
    // here, `loadCourse` gives either script.
    case 'pinyin':
      return (await import('./chinese')).PINYIN_COURSE;
    case 'chinese':
      return (await import('./chinese')).CHINESE_COURSE;
    default:
      return undefined;
  }
}

/** The traditional-character courses, by slug (loaded with the Chinese module). */
async function loadTraditional(slug: string): Promise<Course | undefined> {
  const chinese = await import('./chinese');
  return [chinese.PINYIN_COURSE_TRADITIONAL, chinese.CHINESE_COURSE_TRADITIONAL].find(
    (course) => course.slug === slug,
  );
}

/** Loads a course by its slug (the finger course on a keyboard layout); undefined for an unknown slug. */
export async function loadCourse(
  slug: string,
  layout: KeyboardLayoutId = DEFAULT_KEYBOARD_LAYOUT,
): Promise<Course | undefined> {
  const meta = catalogueEntry(slug);
  if (meta?.script === 'traditional') return loadTraditional(slug);
  return meta ? loadFamily(meta.family, layout) : undefined;
}

/**
 * Loads the lesson with this slug from its family, with its course and chapter (a finger lesson as it is on the
 * keyboard layout); undefined if none.
 */
export async function loadLesson(
  slug: string,
  layout: KeyboardLayoutId = DEFAULT_KEYBOARD_LAYOUT,
): Promise<{ course: Course; chapter: Chapter; lesson: Lesson } | undefined> {
  const family = familyOfLesson(slug);
  if (family === 'pinyin' || family === 'chinese') return (await import('./chinese')).findChineseLesson(slug);
  const course = await loadFamily(family, layout);
  for (const chapter of course?.chapters ?? []) {
    const lesson = chapter.lessons.find((candidate) => candidate.slug === slug);
    if (lesson && course) return { course, chapter, lesson };
  }
  return undefined;
}
