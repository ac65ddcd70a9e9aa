import { queryOptions } from '@tanstack/react-query';
import type { ReportPeriod } from '../../contracts';
import { api } from '../api/endpoints';
import { localTimeZone } from '../api/queries';

/**
 * GET /report/period for the current character, "today" in the device's time zone. The key starts with
 * ['character', id] like every character query, so a new attempt or a switch of character refreshes it.
 */
export const periodReportQuery = (
  characterId: number,
  period: ReportPeriod,
  date?: string,
  timeZone = localTimeZone(),
) =>
  queryOptions({
    queryKey: ['character', characterId, 'period', period, date ?? 'today', timeZone] as const,
    queryFn: () => api.periodReport({ characterId, period, timeZone, ...(date ? { date } : {}) }),
  });
