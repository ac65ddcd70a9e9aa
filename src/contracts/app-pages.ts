/**
 * The app's own pages, as the browser app routes them (src/ui/routes.tsx; a test there keeps the two the same).
 * The server answers these with the app shell and HTTP 200; any other path that is no public page answers 404
 * with the not-found page (docs/SITE.md). A `:name` segment stands for one path segment.
 */
export const APP_PAGES = [
  '/chapter',
  '/lesson/:slug',
  '/game-center',
  '/notebook',
  '/custom-courses',
  '/points',
  '/leaderboard',
  '/race',
  '/toolbox',
  '/lottery',
  '/membership',
  '/membership/order/:orderNo',
  '/pay/sandbox/:paymentId',
  '/report',
  '/plan',
  '/report/shared/:token',
  '/chapter/pinyin',
  '/chapter/chinese',
  '/chapter/pinyin/:slug',
  '/chapter/chinese/:slug',
  '/login',
  '/login/approve',
  '/login/callback',
  '/character',
  '/teacher',
  '/teacher/group/:groupId',
  '/teacher/group/:groupId/student/:studentId',
  '/join',
  '/join/:code',
  '/school',
  '/lti/pick',
] as const;

/** The screen a lesson is practised on: pinyin and Chinese lessons on their course's own, any other the lesson screen. */
export type LessonScreen = 'lesson' | 'pinyin' | 'chinese';

/** A lesson slug of the pinyin or Chinese course ('pinyin-a-o-e', 'chinese-hant-…'): its course, then its script. */
export const CHINESE_LESSON_SLUG = /^(pinyin|chinese)(-hant)?-/;

/** The screen of a lesson by its slug. */
export function lessonScreenOf(slug: string): LessonScreen {
  return (CHINESE_LESSON_SLUG.exec(slug)?.[1] as LessonScreen | undefined) ?? 'lesson';
}

/**
 * The address of a lesson of any course, written once: `/lesson/<slug>`, or `/chapter/<pinyin|chinese>/<slug>`
 * for those courses. `screen` names the screen of a practice whose slug does not say it (a custom course of
 * Chinese text, a review of the notebook's Chinese words: the pinyin screen).
 */
export function lessonPath(slug: string, screen: LessonScreen = lessonScreenOf(slug)): string {
  return screen === 'lesson' ? `/lesson/${slug}` : `/chapter/${screen}/${slug}`;
}
