import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteLoadBoundary } from './pwa/RouteLoadBoundary';
import { siteRoutes } from './site/site-routes';

const ChapterPage = lazy(() => import('./pages/chapter/ChapterPage'));
const LessonPage = lazy(() => import('./pages/lesson/LessonPage'));
const GameCenterPage = lazy(() => import('./pages/game-center/GameCenterPage'));
const ReportPage = lazy(() => import('./pages/report/ReportPage'));
const PlanPage = lazy(() => import('./pages/plan/PlanPage'));
const SharedReportPage = lazy(() => import('./pages/report/SharedReportPage'));
// Pinyin and Chinese typing: their own chunk, with the Chinese texts.
const ChineseCoursePage = lazy(() => import('./pages/chinese/ChineseCoursePage'));
const ChineseLessonPage = lazy(() => import('./pages/chinese/ChineseLessonPage'));
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const LoginApprovePage = lazy(() => import('./pages/login/LoginApprovePage'));
const LoginCallbackPage = lazy(() => import('./pages/login/LoginCallbackPage'));
const CharacterPage = lazy(() => import('./pages/character/CharacterPage'));
const NotebookPage = lazy(() => import('./pages/notebook/NotebookPage'));
const CustomCoursesPage = lazy(() => import('./pages/custom-courses/CustomCoursesPage'));

/**
 * Every route of the app. Pages other than the not-found page load lazily; a page whose code cannot load
 * (offline before it was stored) says so in words instead of leaving the screen blank.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteLoadBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <p className="app-loading">
            <FormattedMessage id="site.loading" defaultMessage="Loading..." />
          </p>
        }
      >
        <Routes>
          <Route path="/chapter" element={<ChapterPage />} />
          <Route path="/lesson/:slug" element={<LessonPage />} />
          <Route path="/game-center" element={<GameCenterPage />} />
          <Route path="/notebook" element={<NotebookPage />} />
          <Route path="/custom-courses" element={<CustomCoursesPage />} />
          <Route path="/report" element={<ReportPage />} />
          <Route path="/plan" element={<PlanPage />} />
          <Route path="/report/shared/:token" element={<SharedReportPage />} />
          <Route path="/chapter/pinyin" element={<ChineseCoursePage family="pinyin" />} />
          <Route path="/chapter/chinese" element={<ChineseCoursePage family="chinese" />} />
          <Route path="/chapter/pinyin/:slug" element={<ChineseLessonPage />} />
          <Route path="/chapter/chinese/:slug" element={<ChineseLessonPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login/approve" element={<LoginApprovePage />} />
          <Route path="/login/callback" element={<LoginCallbackPage />} />
          <Route path="/character" element={<CharacterPage />} />
          {siteRoutes()}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteLoadBoundary>
  );
}
