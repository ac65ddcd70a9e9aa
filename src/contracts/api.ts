import type { z } from 'zod';
import { AdaptiveKeysSchema } from './adaptive';
import {
  AttemptListPayloadSchema,
  AttemptListSchema,
  CharacterScopePayloadSchema,
  HistoryPayloadSchema,
  HistorySchema,
  KeyStatsSchema,
  LessonProgressListSchema,
  SubmitAttemptPayloadSchema,
  SubmitAttemptResultSchema,
  TodayReportPayloadSchema,
  TodayReportSchema,
} from './attempt';
import {
  CharacterListPayloadSchema,
  CharacterListSchema,
  CharacterSchema,
  CreateCharacterPayloadSchema,
  DeleteCharacterPayloadSchema,
  UpdateCharacterPayloadSchema,
} from './character';
import {
  CreateCustomCoursePayloadSchema,
  CustomCourseListSchema,
  CustomCourseSchema,
  CustomCourseScopePayloadSchema,
  ThemedPassagePayloadSchema,
  ThemedPassageSchema,
  UpdateCustomCoursePayloadSchema,
} from './custom-course';
import { DeviceOnlyPayloadSchema } from './form';
import { ECONOMY_ROUTES } from './economy';
import { GROUP_ROUTES } from './groups';
import {
  AddNotebookWordPayloadSchema,
  NotebookEntryPayloadSchema,
  NotebookSchema,
  NotebookSettingsPayloadSchema,
  ResetNotebookEntryPayloadSchema,
} from './notebook';
import {
  PeriodReportPayloadSchema,
  PeriodReportSchema,
  ReportShareSchema,
  ShareReportPayloadSchema,
  SharedReportPayloadSchema,
  SharedReportSchema,
} from './report';
import {
  BlogArticleDetailSchema,
  BlogArticlePayloadSchema,
  BlogHomeSchema,
  BlogListSchema,
  CountrySchema,
  FeedbackPayloadSchema,
  FeedbackResultSchema,
  OrganizationInfoPayloadSchema,
  OrganizationInfoSchema,
} from './open';
import {
  BindAccountPayloadSchema,
  BindCodePayloadSchema,
  CodeLoginPayloadSchema,
  DeleteAccountPayloadSchema,
  DeletedResultSchema,
  LoginResultSchema,
  LogoutPayloadSchema,
  OkResultSchema,
  PasswordLoginPayloadSchema,
  QrLoginPayloadSchema,
  RefreshPayloadSchema,
  RegisterPayloadSchema,
  SendCodePayloadSchema,
  SendCodeResultSchema,
  SessionKeyApproveResultSchema,
  SessionKeyCodeResultSchema,
  SessionKeyPayloadSchema,
  SessionKeyResultSchema,
  SetPasswordPayloadSchema,
  SubscriptionSchema,
  UnbindPayloadSchema,
  UserSchema,
  VisitorLoginPayloadSchema,
} from './user';
import { SCHOOL_ROUTES } from './schools';

/**
 * Who may call a route: `none` (anyone), `user` (a valid access token). GET and DELETE take their payload from
 * the query string, POST from the form-encoded body.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under /api. */
  path: string;
  auth: 'none' | 'user';
  payload: z.ZodType;
  answer: z.ZodType;
  /** Rate-limited sign-in, sign-up and code routes. */
  limited?: true;
}

/**
 * Every call of the API: the server registers its handlers from this table and the app's client calls it by
 * name, so both sides share the paths, payloads and answers. @see docs/API.md
 */
export const API_ROUTES = {
  // Sign-in.
  visitorLogin: {
    method: 'POST',
    path: '/user/auth/visitor',
    auth: 'none',
    payload: VisitorLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  register: {
    method: 'POST',
    path: '/user/auth/register',
    auth: 'none',
    payload: RegisterPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  passwordLogin: {
    method: 'POST',
    path: '/user/auth/login',
    auth: 'none',
    payload: PasswordLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  sendCode: {
    method: 'POST',
    path: '/verification/code/send',
    auth: 'none',
    payload: SendCodePayloadSchema,
    answer: SendCodeResultSchema,
    limited: true,
  },
  codeLogin: {
    method: 'POST',
    path: '/verification/code/login',
    auth: 'none',
    payload: CodeLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  generateSessionKey: {
    method: 'GET',
    path: '/user/auth/generate/sessionKey',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: SessionKeyResultSchema,
    limited: true,
  },
  sessionKeyCode: {
    method: 'GET',
    path: '/user/auth/sessionKey/code',
    auth: 'none',
    payload: SessionKeyPayloadSchema,
    answer: SessionKeyCodeResultSchema,
  },
  approveSessionKey: {
    method: 'POST',
    path: '/user/auth/sessionKey/approve',
    auth: 'user',
    payload: SessionKeyPayloadSchema,
    answer: SessionKeyApproveResultSchema,
    limited: true,
  },
  qrLogin: {
    method: 'POST',
    path: '/user/auth/wechat/web',
    auth: 'none',
    payload: QrLoginPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  refresh: {
    method: 'POST',
    path: '/user/auth/refresh',
    auth: 'none',
    payload: RefreshPayloadSchema,
    answer: LoginResultSchema,
    limited: true,
  },
  logout: {
    method: 'POST',
    path: '/user/auth/logout',
    auth: 'none',
    payload: LogoutPayloadSchema,
    answer: OkResultSchema,
  },

  // The account.
  self: {
    method: 'GET',
    path: '/user/info/self',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: UserSchema,
  },
  subscription: {
    method: 'GET',
    path: '/user/subscription',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: SubscriptionSchema,
  },
  bindAccount: {
    method: 'POST',
    path: '/user/bind/account',
    auth: 'user',
    payload: BindAccountPayloadSchema,
    answer: UserSchema,
    limited: true,
  },
  bindCode: {
    method: 'POST',
    path: '/user/bind/code',
    auth: 'user',
    payload: BindCodePayloadSchema,
    answer: UserSchema,
    limited: true,
  },
  unbind: {
    method: 'DELETE',
    path: '/user/bind',
    auth: 'user',
    payload: UnbindPayloadSchema,
    answer: UserSchema,
  },
  setPassword: {
    method: 'POST',
    path: '/user/password',
    auth: 'user',
    payload: SetPasswordPayloadSchema,
    answer: UserSchema,
    limited: true,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/user/delete',
    auth: 'user',
    payload: DeleteAccountPayloadSchema,
    answer: DeletedResultSchema,
    limited: true,
  },

  // Characters.
  characterList: {
    method: 'GET',
    path: '/character/list',
    auth: 'user',
    payload: CharacterListPayloadSchema,
    answer: CharacterListSchema,
  },
  createCharacter: {
    method: 'POST',
    path: '/character/create',
    auth: 'user',
    payload: CreateCharacterPayloadSchema,
    answer: CharacterSchema,
  },
  updateCharacter: {
    method: 'POST',
    path: '/character/update',
    auth: 'user',
    payload: UpdateCharacterPayloadSchema,
    answer: CharacterSchema,
  },
  deleteCharacter: {
    method: 'DELETE',
    path: '/character/delete',
    auth: 'user',
    payload: DeleteCharacterPayloadSchema,
    answer: DeletedResultSchema,
    limited: true,
  },

  // Results.
  submitAttempt: {
    method: 'POST',
    path: '/attempt/submit',
    auth: 'user',
    payload: SubmitAttemptPayloadSchema,
    answer: SubmitAttemptResultSchema,
  },
  attemptList: {
    method: 'GET',
    path: '/attempt/list',
    auth: 'user',
    payload: AttemptListPayloadSchema,
    answer: AttemptListSchema,
  },
  lessonProgress: {
    method: 'GET',
    path: '/progress/lessons',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: LessonProgressListSchema,
  },
  keyStats: {
    method: 'GET',
    path: '/progress/keys',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: KeyStatsSchema,
  },
  todayReport: {
    method: 'GET',
    path: '/report/today',
    auth: 'user',
    payload: TodayReportPayloadSchema,
    answer: TodayReportSchema,
  },
  history: {
    method: 'GET',
    path: '/report/history',
    auth: 'user',
    payload: HistoryPayloadSchema,
    answer: HistorySchema,
  },
  periodReport: {
    method: 'GET',
    path: '/report/period',
    auth: 'user',
    payload: PeriodReportPayloadSchema,
    answer: PeriodReportSchema,
  },
  shareReport: {
    method: 'POST',
    path: '/report/share',
    auth: 'user',
    payload: ShareReportPayloadSchema,
    answer: ReportShareSchema,
  },
  sharedReport: {
    method: 'GET',
    path: '/open/report/shared',
    auth: 'none',
    payload: SharedReportPayloadSchema,
    answer: SharedReportSchema,
  },

  // Public.
  organizationByStudent: {
    method: 'GET',
    path: '/open/organization/info/by-student',
    auth: 'none',
    payload: OrganizationInfoPayloadSchema,
    answer: OrganizationInfoSchema,
  },
  blogHome: {
    method: 'GET',
    path: '/blog/article/home',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: BlogHomeSchema,
  },
  blogList: {
    method: 'GET',
    path: '/blog/article/list',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: BlogListSchema,
  },
  blogArticle: {
    method: 'GET',
    path: '/blog/article/detail',
    auth: 'none',
    payload: BlogArticlePayloadSchema,
    answer: BlogArticleDetailSchema,
  },
  country: {
    method: 'GET',
    path: '/open/country',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: CountrySchema,
  },
  feedback: {
    method: 'POST',
    path: '/open/feedback',
    auth: 'none',
    payload: FeedbackPayloadSchema,
    answer: FeedbackResultSchema,
    limited: true,
  },
  customCourseList: {
    method: 'GET',
    path: '/course/custom/list',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: CustomCourseListSchema,
  },
  customCourse: {
    method: 'GET',
    path: '/course/custom/detail',
    auth: 'user',
    payload: CustomCourseScopePayloadSchema,
    answer: CustomCourseSchema,
  },
  createCustomCourse: {
    method: 'POST',
    path: '/course/custom/create',
    auth: 'user',
    payload: CreateCustomCoursePayloadSchema,
    answer: CustomCourseSchema,
  },
  updateCustomCourse: {
    method: 'POST',
    path: '/course/custom/update',
    auth: 'user',
    payload: UpdateCustomCoursePayloadSchema,
    answer: CustomCourseSchema,
  },
  deleteCustomCourse: {
    method: 'DELETE',
    path: '/course/custom/delete',
    auth: 'user',
    payload: CustomCourseScopePayloadSchema,
    answer: DeletedResultSchema,
  },
  notebook: {
    method: 'GET',
    path: '/notebook/list',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: NotebookSchema,
  },
  notebookSettings: {
    method: 'POST',
    path: '/notebook/settings',
    auth: 'user',
    payload: NotebookSettingsPayloadSchema,
    answer: NotebookSchema,
  },
  removeNotebookEntry: {
    method: 'DELETE',
    path: '/notebook/entry',
    auth: 'user',
    payload: NotebookEntryPayloadSchema,
    answer: NotebookSchema,
  },
  addNotebookWord: {
    method: 'POST',
    path: '/notebook/word',
    auth: 'user',
    payload: AddNotebookWordPayloadSchema,
    answer: NotebookSchema,
  },
  resetNotebookEntry: {
    method: 'POST',
    path: '/notebook/entry/reset',
    auth: 'user',
    payload: ResetNotebookEntryPayloadSchema,
    answer: NotebookSchema,
  },
  adaptiveKeys: {
    method: 'GET',
    path: '/practice/keys',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: AdaptiveKeysSchema,
  },
  themedPassage: {
    method: 'POST',
    path: '/practice/passage',
    auth: 'none',
    payload: ThemedPassagePayloadSchema,
    answer: ThemedPassageSchema,
    // A language model behind it costs money: limited like the sign-in calls.
    limited: true,
  },

  // The economy: points, crystals, the lottery, the toolbox (src/contracts/economy.ts).
  ...ECONOMY_ROUTES,
  // Groups (classes) and schools.
  ...GROUP_ROUTES,
  ...SCHOOL_ROUTES,
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;
/** What a call sends (after parsing: numbers and booleans as such, the keystroke log as an array). */
export type ApiPayload<Name extends ApiRouteName> = z.infer<(typeof API_ROUTES)[Name]['payload']>;
/** What a call answers. */
export type ApiAnswer<Name extends ApiRouteName> = z.infer<(typeof API_ROUTES)[Name]['answer']>;
