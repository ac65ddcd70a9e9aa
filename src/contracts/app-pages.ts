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
] as const;
