import type { CourseFamily, LocalizedText } from './types';

/** A chapter as the course map lists it before its lessons are loaded. */
export interface ChapterMeta {
  slug: string;
  title: LocalizedText;
  lessonCount: number;
}

/**
 * A course as the course map and product pages list it: titles, slugs and counts, no lesson texts. Each
 * family's `meta.ts` holds its own and its `index.ts` builds the course from the same titles, so they agree (a
 * test checks the counts).
 */
export interface CourseMeta {
  slug: string;
  family: CourseFamily;
  title: LocalizedText;
  description: LocalizedText;
  chapters: readonly ChapterMeta[];
}
