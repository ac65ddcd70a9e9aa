import { courseLessons, FINGER_COURSE, localize } from '../../../content';
import type { LocaleCode } from '../../../contracts';

/** A finger-course lesson's title by slug (other courses' lessons show their slug). */
export function lessonName(slug: string, locale: LocaleCode): string {
  const lesson = courseLessons(FINGER_COURSE).find((candidate) => candidate.slug === slug);
  return lesson ? `${lesson.number}. ${localize(lesson.title, locale)}` : slug;
}

/** Where a student practises an assignment. */
export function assignmentPath(assignment: {
  kind: string;
  target: string;
  lessonSlugs: readonly string[];
}): string {
  switch (assignment.kind) {
    case 'custom':
      return `/lesson/custom-${assignment.target}`;
    case 'game':
      return '/game-center';
    default: {
      const slug = assignment.lessonSlugs[0] ?? assignment.target;
      if (slug.startsWith('pinyin-')) return `/chapter/pinyin/${slug}`;
      if (slug.startsWith('chinese-')) return `/chapter/chinese/${slug}`;
      return `/lesson/${slug}`;
    }
  }
}
