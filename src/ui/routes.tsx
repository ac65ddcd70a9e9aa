import { lazy, Suspense, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from './site/pages/not-found/NotFoundPage';
import { RouteLoadBoundary } from './pwa/RouteLoadBoundary';
import { siteRoutes } from './site/site-routes';
import { loadDataProvider, withData } from './data-layer';

// The learning home by role: the course map, or a teacher's classes (src/ui/pages/teacher).
const HomeByRole = withData(() => import('./pages/teacher/HomeByRole'));
const TeacherHomePage = withData(() => import('./pages/teacher/TeacherHomePage'));
const GroupPage = withData(() => import('./pages/teacher/GroupPage'));
const StudentReportPage = withData(() => import('./pages/teacher/StudentReportPage'));
const JoinPage = withData(() => import('./pages/join/JoinPage'));
const SchoolPage = withData(() => import('./pages/school/SchoolPage'));

/**
 * A practice page behind the student-only check (only a student practises: other roles are told so before a
 * lesson or a game starts). The check reads the current character through the API client, so it loads with the
 * page, in parallel, and never in the first page's code; so does the data layer (data-layer.tsx).
 */
function studentOnly(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ DataProvider }, { StudentOnly }, { default: Page }] = await Promise.all([
      loadDataProvider(),
      import('./components/account/StudentOnly'),
      load(),
    ]);
    return {
      default: function StudentOnlyPage() {
        return (
          <DataProvider>
            <StudentOnly>
              <Page />
            </StudentOnly>
          </DataProvider>
        );
      },
    };
  });
}

const LessonPage = studentOnly(() => import('./pages/lesson/LessonPage'));
const GameCenterPage = studentOnly(() => import('./pages/game-center/GameCenterPage'));
const ReportPage = withData(() => import('./pages/report/ReportPage'));
const PlanPage = withData(() => import('./pages/plan/PlanPage'));
const SharedReportPage = withData(() => import('./pages/report/SharedReportPage'));
// Pinyin and Chinese typing: their own chunk, with the Chinese texts.
const ChineseCoursePage = withData(() => import('./pages/chinese/ChineseCoursePage'));
const ChineseLessonPage = studentOnly(() => import('./pages/chinese/ChineseLessonPage'));
const LoginPage = withData(() => import('./pages/login/LoginPage'));
const LoginApprovePage = withData(() => import('./pages/login/LoginApprovePage'));
const LoginCallbackPage = withData(() => import('./pages/login/LoginCallbackPage'));
const CharacterPage = withData(() => import('./pages/character/CharacterPage'));
const NotebookPage = withData(() => import('./pages/notebook/NotebookPage'));
const CustomCoursesPage = withData(() => import('./pages/custom-courses/CustomCoursesPage'));
// The economy: points history, toolbox, lottery.
const PointsPage = withData(() => import('./pages/economy/PointsPage'));
const LeaderboardPage = withData(() => import('./pages/leaderboard/LeaderboardPage'));
const RacePage = withData(() => import('./pages/race/RacePage'));
const LtiPickPage = withData(() => import('./pages/lti/LtiPickPage'));
const ToolboxPage = withData(() => import('./pages/economy/ToolboxPage'));
const LotteryPage = withData(() => import('./pages/economy/LotteryPage'));
// Membership: plans, checkout, orders; the sandbox provider's payment page.
const MembershipPage = withData(() => import('./pages/membership/MembershipPage'));
const OrderStatusPage = withData(() => import('./pages/membership/OrderStatusPage'));
const SandboxPaymentPage = withData(() => import('./pages/membership/SandboxPaymentPage'));

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
