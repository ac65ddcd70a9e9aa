import { catalogueEntry, catalogueFor, type CatalogueEntry, type Edition } from '../../../content/catalogue';
import type { CourseFamily } from '../../../content';

/** The course whose words a game uses when the learner has chosen none: the finger course (their lesson). */
export const DEFAULT_GAME_COURSE = 'finger-placement';

/**
 * Course families a game can take words from. Left out: the numeric keypad (keys matched by code, not by
 * character), pinyin and Chinese (typed through an input method, which games do not take) and the adaptive
 * course (its text is written per learner at the lesson).
 */
const GAME_FAMILIES: readonly CourseFamily[] = ['finger', 'english', 'vocabulary', 'literature', 'code'];

/** The courses the game switcher offers in an edition, in course map order (the finger course first). */
export function gameCourses(edition: Edition): CatalogueEntry[] {
  return catalogueFor(edition).filter((course) => GAME_FAMILIES.includes(course.family));
}

/** The course a stored choice names, if games may use it; else the default (finger) course. */
export function gameCourseEntry(slug: string | null): CatalogueEntry {
  const chosen = slug ? catalogueEntry(slug) : undefined;
  return chosen && GAME_FAMILIES.includes(chosen.family) ? chosen : catalogueEntry(DEFAULT_GAME_COURSE)!;
}
