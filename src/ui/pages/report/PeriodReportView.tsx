import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { type ReportPeriod } from '../../../contracts';
import { addDays } from '../../../engine';
import { streak } from '../../reports/figures';
import { ReportContent } from './ReportContent';
import styles from './ReportPage.module.css';
import { charactersQuery } from '../../queries/character';
import { historyQuery, periodReportQuery } from '../../queries/report';
import { todayReportQuery } from '../../queries/report';

import { useMemo } from 'react';

/** The report of one period of the current character, with its charts' days, streak and today's attempts. */
export function PeriodReportView({
  characterId,
  period,
  date,
  onDate,
}: {
  characterId: number;
  period: ReportPeriod;
  date: string | undefined;
  onDate: (day: string | undefined) => void;
}) {
  const report = useQuery(periodReportQuery(characterId, period, date));
  const recent = useQuery(historyQuery(characterId, 60));
  const characters = useQuery(charactersQuery());
  const nickname = characters.data?.find((character) => character.characterId === characterId)?.nickname;
  const isToday = period === 'day' && (!date || date === report.data?.today);
  const today = useQuery({ ...todayReportQuery(characterId), enabled: isToday });

  const chartDays = useMemo(() => {
    if (!report.data) return [];
    // A day report shows the two weeks up to that day; weeks and months their own days, up to today.
    if (period === 'day') {
      const end = report.data.totals.to;
      return (recent.data?.days ?? []).filter((day) => day.day <= end && day.day > addDays(end, -14));
    }
    return report.data.days.filter((day) => day.day <= report.data.today);
  }, [report.data, recent.data, period]);

  if (report.isError) {
    return (
      <p role="alert" className={styles.error}>
        <FormattedMessage
          id="reports.loadError"
          defaultMessage="The report could not be loaded. Try again later."
        />
      </p>
    );
  }
  if (!report.data) {
    return (
      <p className={styles.loading} aria-busy="true">
        <FormattedMessage id="reports.loading" defaultMessage="Loading the report…" />
      </p>
    );
  }
  return (
    <ReportContent
      data={report.data}
      chartDays={chartDays}
      nickname={nickname}
      streakDays={streak(recent.data?.days ?? [])}
      todayAttempts={isToday ? today.data?.attempts : undefined}
      onDate={onDate}
      characterId={characterId}
    />
  );
}
