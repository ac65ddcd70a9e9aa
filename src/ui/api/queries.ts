import { queryOptions } from '@tanstack/react-query';
import { api } from './endpoints';
import { useSessionStore } from './session-store';

/** Query keys per resource. Everything about one character starts with ['character', id]. */
export const queryKeys = {
  self: ['user', 'self'] as const,
  subscription: ['user', 'subscription'] as const,
  characters: ['character', 'list'] as const,
  character: (characterId: number) => ['character', characterId] as const,
  lessonProgress: (characterId: number) => ['character', characterId, 'lessons'] as const,
  keyStats: (characterId: number) => ['character', characterId, 'keys'] as const,
  todayReport: (characterId: number, timeZone: string) =>
    ['character', characterId, 'today', timeZone] as const,
  history: (characterId: number, days: number, timeZone: string) =>
    ['character', characterId, 'history', days, timeZone] as const,
  attempts: (characterId: number) => ['character', characterId, 'attempts'] as const,
  organization: (orgId: number) => ['organization', orgId] as const,
  blogHome: ['blog', 'home'] as const,
};

/** The device's time zone: the server counts a learner's days there. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const signedIn = () => useSessionStore.getState().signedIn;

/** GET /user/info/self, only when signed in. Pages keep the session store's user in step with it. */
export const selfQuery = () =>
  queryOptions({ queryKey: queryKeys.self, queryFn: () => api.self(), enabled: signedIn() });

/** GET /user/subscription, only when signed in. */
export const subscriptionQuery = () =>
  queryOptions({ queryKey: queryKeys.subscription, queryFn: () => api.subscription(), enabled: signedIn() });

/** GET /character/list. */
export const charactersQuery = () =>
  queryOptions({ queryKey: queryKeys.characters, queryFn: () => api.characterList(), enabled: signedIn() });

/** GET /progress/lessons: best stars and results per lesson. */
export const lessonProgressQuery = (characterId: number) =>
  queryOptions({
    queryKey: queryKeys.lessonProgress(characterId),
    queryFn: () => api.lessonProgress({ characterId }),
  });

/** GET /progress/keys: per-key hits, misses and mean times. */
export const keyStatsQuery = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.keyStats(characterId), queryFn: () => api.keyStats({ characterId }) });

/** GET /report/today, "today" in the device's time zone. */
export const todayReportQuery = (characterId: number, timeZone = localTimeZone()) =>
  queryOptions({
    queryKey: queryKeys.todayReport(characterId, timeZone),
    queryFn: () => api.todayReport({ characterId, timeZone }),
  });

/** GET /report/history: one entry per day of the last `days` days, for the report charts. */
export const historyQuery = (characterId: number, days = 30, timeZone = localTimeZone()) =>
  queryOptions({
    queryKey: queryKeys.history(characterId, days, timeZone),
    queryFn: () => api.history({ characterId, days, timeZone }),
  });

/** GET /attempt/list, the newest page. */
export const attemptsQuery = (characterId: number, limit = 20) =>
  queryOptions({
    queryKey: queryKeys.attempts(characterId),
    queryFn: () => api.attemptList({ characterId, limit }),
  });

/** GET /open/organization/info/by-student, only with an orgId. */
export const organizationQuery = (orgId: number | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.organization(orgId ?? 0),
    queryFn: () => api.organizationByStudent({ orgId: orgId ?? 0 }),
    enabled: typeof orgId === 'number' && orgId > 0,
  });

/** GET /blog/article/home: the 6 latest articles. */
export const blogHomeQuery = () =>
  queryOptions({ queryKey: queryKeys.blogHome, queryFn: () => api.blogHome() });
