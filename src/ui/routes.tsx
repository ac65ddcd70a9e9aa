import { lazy, Suspense, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from './site/pages/not-found/NotFoundPage';
import { RouteLoadBoundary } from './pwa/RouteLoadBoundary';
import { siteRoutes } from './site/site-routes';

// The learning home by role: the course map, or a teacher's classes (src/ui/pages/teacher).
const HomeByRole = lazy(() => import('./pages/teacher/HomeByRole'));
const TeacherHomePage = lazy(() => import('./pages/teacher/TeacherHomePage'));
const GroupPage = lazy(() => import('./pages/teacher/GroupPage'));
const StudentReportPage = lazy(() => import('./pages/teacher/StudentReportPage'));
const JoinPage = lazy(() => import('./pages/join/JoinPage'));
const SchoolPage = lazy(() => import('./pages/school/SchoolPage'));

/**
 * A practice page behind the student-only check (only a student practises: other roles are told so before a
 * lesson or a game starts). The check reads the current character through the API client, so it loads with the
 * page, in parallel, and never in the first page's code.
 */
function studentOnly(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ StudentOnly }, { default: Page }] = await Promise.all([
      import('./components/account/StudentOnly'),
      load(),
    ]);
    return {
      default: function StudentOnlyPage() {
        return (
          <StudentOnly>
            <Page />
          </StudentOnly>
        );
      },
    };
  });
}

const LessonPage = studentOnly(() => import('./pages/lesson/LessonPage'));
const GameCenterPage = studentOnly(() => import('./pages/game-center/GameCenterPage'));
const ReportPage = lazy(() => import('./pages/report/ReportPage'));
const PlanPage = lazy(() => import('./pages/plan/PlanPage'));
const SharedReportPage = lazy(() => import('./pages/report/SharedReportPage'));
// Pinyin and Chinese typing: their own chunk, with the Chinese texts.
const ChineseCoursePage = lazy(() => import('./pages/chinese/ChineseCoursePage'));
const ChineseLessonPage = studentOnly(() => import('./pages/chinese/ChineseLessonPage'));
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const LoginApprovePage = lazy(() => import('./pages/login/LoginApprovePage'));
const LoginCallbackPage = lazy(() => import('./pages/login/LoginCallbackPage'));
const CharacterPage = lazy(() => import('./pages/character/CharacterPage'));
const NotebookPage = lazy(() => import('./pages/notebook/NotebookPage'));
const CustomCoursesPage = lazy(() => import('./pages/custom-courses/CustomCoursesPage'));
// The economy: points history, toolbox, lottery.
const PointsPage = lazy(() => import('./pages/economy/PointsPage'));
const LeaderboardPage = lazy(() => import('./pages/leaderboard/LeaderboardPage'));
const RacePage = lazy(() => import('./pages/race/RacePage'));
const LtiPickPage = lazy(() => import('./pages/lti/LtiPickPage'));
const ToolboxPage = lazy(() => import('./pages/economy/ToolboxPage'));
const LotteryPage = lazy(() => import('./pages/economy/LotteryPage'));
// Membership: plans, checkout, orders; the sandbox provider's payment page.
const MembershipPage = lazy(() => import('./pages/membership/MembershipPage'));
const OrderStatusPage = lazy(() => import('./pages/membership/OrderStatusPage'));
const SandboxPaymentPage = lazy(() => import('./pages/membership/SandboxPaymentPage'));

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
          <Route path="/chapter" element={<HomeByRole />} />
          {/* Only a student practises: other roles are told so before a lesson or a game starts. */}
          <Route path="/lesson/:slug" element={<LessonPage />} />
          <Route path="/game-center" element={<GameCenterPage />} />
          <Route path="/notebook" element={<NotebookPage />} />
          <Route path="/custom-courses" element={<CustomCoursesPage />} />
          <Route path="/points" element={<PointsPage />} />
          <Route path="/leaderboard" element={<LeaderboardPage />} />
          <Route path="/race" element={<RacePage />} />
          <Route path="/toolbox" element={<ToolboxPage />} />
          <Route path="/lottery" element={<LotteryPage />} />
          <Route path="/membership" element={<MembershipPage />} />
          <Route path="/membership/order/:orderNo" element={<OrderStatusPage />} />
          <Route path="/pay/sandbox/:paymentId" element={<SandboxPaymentPage />} />
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
          <Route path="/teacher" element={<TeacherHomePage />} />
          <Route path="/teacher/group/:groupId" element={<GroupPage />} />
          <Route path="/teacher/group/:groupId/student/:studentId" element={<StudentReportPage />} />
          <Route path="/join" element={<JoinPage />} />
          <Route path="/join/:code" element={<JoinPage />} />
          <Route path="/school" element={<SchoolPage />} />
          <Route path="/lti/pick" element={<LtiPickPage />} />
          {siteRoutes()}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteLoadBoundary>
  );
}
