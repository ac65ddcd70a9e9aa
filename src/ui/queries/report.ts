import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportPeriod } from '../../contracts';
import { api } from '../api/endpoints';
import { characterKeys } from './character';
import { localTimeZone } from './time-zone';

/** A character's reports (under the character, so a new attempt refreshes them), and reports shared by link. */
export const reportKeys = {
  today: (characterId: number, timeZone: string) =>
    [...characterKeys.one(characterId), 'today', timeZone] as const,
  history: (characterId: number, days: number, timeZone: string) =>
    [...characterKeys.one(characterId), 'history', days, timeZone] as const,
  period: (characterId: number, period: ReportPeriod, date: string | undefined, timeZone: string) =>
    [...characterKeys.one(characterId), 'period', period, date ?? 'today', timeZone] as const,
  shares: (characterId: number) => [...characterKeys.one(characterId), 'shares'] as const,
  shared: (token: string) => ['shared-report', token] as const,
};

/** GET /report/today, "today" in the device's time zone. */
export const todayReportQuery = (characterId: number, timeZone = localTimeZone()) =>
  queryOptions({
    queryKey: reportKeys.today(characterId, timeZone),
    queryFn: () => api.todayReport({ characterId, timeZone }),
  });

/** GET /report/history: one entry per day of the last `days` days, for the report charts. */
export const historyQuery = (characterId: number, days = 30, timeZone = localTimeZone()) =>
  queryOptions({
    queryKey: reportKeys.history(characterId, days, timeZone),
    queryFn: () => api.history({ characterId, days, timeZone }),
  });

/** GET /report/period for the current character, "today" in the device's time zone. */
export const periodReportQuery = (
  characterId: number,
  period: ReportPeriod,
  date?: string,
  timeZone = localTimeZone(),
) =>
  queryOptions({
    queryKey: reportKeys.period(characterId, period, date, timeZone),
    queryFn: () => api.periodReport({ characterId, period, timeZone, ...(date ? { date } : {}) }),
  });

/** GET /report/shares: the character's links that still open its report, so the learner can withdraw them. */
export const reportSharesQuery = (characterId: number) =>
  queryOptions({
    queryKey: reportKeys.shares(characterId),
    queryFn: () => api.reportShares({ characterId }),
  });

/** A report shared through a link (no sign-in); an unknown or expired link is not retried. */
export const sharedReportQuery = (token: string) =>
  queryOptions({
    queryKey: reportKeys.shared(token),
    queryFn: () => api.sharedReport({ token }),
    retry: false,
  });

/** POST /report/share: a link to the report of a period (the character's open links read again). */
export function useShareReport(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: { period: ReportPeriod; date: string }) =>
      api.shareReport({ characterId, ...report, timeZone: localTimeZone() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.shares(characterId) }),
  });
}

/** POST /report/share/revoke: a link withdrawn; the open links are read again whatever the answer. */
export function useRevokeReportShare(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (shareId: string) => api.revokeReportShare({ shareId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.shares(characterId) }),
  });
}
