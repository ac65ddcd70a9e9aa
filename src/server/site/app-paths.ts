import { findCourseLesson } from '../attempt/lessons';

/**
 * The app's own pages (course map, lessons, games, reports, login...), as src/ui/routes.tsx routes them. A path
 * that is neither a public page nor one of these answers HTTP 404 with the not-found page (docs/SITE.md), and so
 * does a lesson address whose lesson does not exist.
 */
const APP_PAGES: ReadonlySet<string> = new Set([
  '/chapter',
  '/chapter/pinyin',
  '/chapter/chinese',
  '/game-center',
  '/notebook',
  '/custom-courses',
  '/report',
  '/plan',
  '/login',
  '/login/approve',
  '/login/callback',
  '/character',
  // The bare app shell the service worker precaches and serves for every page offline (vite.config.ts).
  '/app-shell',
]);

/** Lesson-screen practices that are not course lessons (src/ui/practice/load-practice.ts). */
const PRACTICE_SLUG = /^(notebook-review(-[a-z]+)?|custom-[1-9]\d*|adaptive-words|adaptive-theme)$/;
/** The pinyin screen's practices that are not course lessons (src/ui/pages/chinese/). */
const PINYIN_PRACTICE_SLUG = /^(own-text|custom-[1-9]\d*|notebook-review-[a-z]+)$/;

export async function isAppPage(path: string): Promise<boolean> {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (APP_PAGES.has(clean)) return true;
  if (/^\/report\/shared\/[^/]+$/.test(clean)) return true;
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
