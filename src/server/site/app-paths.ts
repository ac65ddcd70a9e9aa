import { findCourseLesson } from '../attempt/lessons';
import { APP_PAGES } from '../../contracts';

/**
 * The app's own pages (`APP_PAGES` in the contract, as src/ui/routes.tsx routes them), plus the bare app shell the
 * service worker precaches and serves for every page offline (vite.config.ts). A path that is neither a public
 * page nor one of these answers HTTP 404 with the not-found page (docs/SITE.md), and so does a lesson address
 * whose lesson does not exist.
 */
const FIXED_PAGES: ReadonlySet<string> = new Set([
  ...APP_PAGES.filter((page) => !page.includes(':')),
  '/app-shell',
]);
/** The pages with a `:name` segment, each as a pattern of one segment there; lessons are checked below. */
const PAGES_WITH_PARAMETERS = APP_PAGES.filter(
  (page) => page.includes(':') && !page.startsWith('/lesson/') && !page.startsWith('/chapter/'),
).map((page) => new RegExp(`^${page.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/**
 * Lesson-screen practices that are not course lessons (src/ui/practice/load-practice.ts), the typing checks
 * (contracts/typing-checks.ts: a refreshed or bookmarked check is a page, not a 404) among them.
 */
const PRACTICE_SLUG =
  /^(notebook-review(-[a-z]+)?|custom-[1-9]\d*|adaptive-words|adaptive-theme|typing-check(-covered|-retention)?)$/;
/** The pinyin screen's practices that are not course lessons (src/ui/pages/chinese/). */
const PINYIN_PRACTICE_SLUG = /^(own-text|custom-[1-9]\d*|notebook-review-[a-z]+)$/;

export async function isAppPage(path: string): Promise<boolean> {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (FIXED_PAGES.has(clean)) return true;
  if (PAGES_WITH_PARAMETERS.some((pattern) => pattern.test(clean))) return true;
  const lesson = /^\/lesson\/([^/]+)$/.exec(clean);
  if (lesson) {
    const slug = decodeURIComponent(lesson[1]!);
    return PRACTICE_SLUG.test(slug) || (await lessonExists(slug));
  }
  const chinese = /^\/chapter\/(pinyin|chinese)\/([^/]+)$/.exec(clean);
  if (chinese) {
    const slug = decodeURIComponent(chinese[2]!);
    if (chinese[1] === 'pinyin' && PINYIN_PRACTICE_SLUG.test(slug)) return true;
    return slug.startsWith(`${chinese[1]}-`) && (await lessonExists(slug));
  }
  return false;
}

async function lessonExists(slug: string): Promise<boolean> {
  try {
    return (await findCourseLesson(slug)) !== undefined;
  } catch {
    return false;
  }
}
