import type { ChineseScript } from '../../../content';
import { CHINESE_LESSON_SLUG, lessonPath as anyLessonPath } from '../../../contracts/app-pages';

/** The two courses of these pages. */
export type ChineseFamily = 'pinyin' | 'chinese';

/**
 * Routes (the spec leaves the learning area's routes open, docs/ARCHITECTURE.md): the course maps at
 * /chapter/pinyin and /chapter/chinese, a lesson at /chapter/pinyin/:slug or /chapter/chinese/:slug. The
 * product pages (/product/pinyin-typing, /product/chinese-typing) present the courses and lead here.
 */
export const coursePath = (family: ChineseFamily) => `/chapter/${family}`;
/** A lesson of these pages: its course's screen, the pinyin screen for a practice of its own (custom-<id>). */
export const lessonPath = (slug: string) => anyLessonPath(slug, familyOfSlug(slug) ?? 'pinyin');

const SLUG = CHINESE_LESSON_SLUG;

/** The course a lesson slug belongs to ('pinyin-hant-a-o-e' -> 'pinyin'); undefined for another slug. */
export function familyOfSlug(slug: string): ChineseFamily | undefined {
  return SLUG.exec(slug)?.[1] as ChineseFamily | undefined;
}

/** The script of a lesson slug: '-hant' lessons are in traditional characters. */
export function scriptOfSlug(slug: string): ChineseScript {
  return SLUG.exec(slug)?.[2] ? 'traditional' : 'simplified';
}

/**
 * The same lesson in the other script (both courses have the same lessons in the same order, with their own
 * slugs): 'pinyin-a-o-e' <-> 'pinyin-hant-a-o-e'. The slug itself when it is already in `script`.
 */
export function slugInScript(slug: string, script: ChineseScript): string {
  const match = SLUG.exec(slug);
  if (!match || scriptOfSlug(slug) === script) return slug;
  const rest = slug.slice(match[0].length);
  return `${match[1]}${script === 'traditional' ? '-hant' : ''}-${rest}`;
}
