import { FormattedMessage } from 'react-intl';
import { type PeriodReport } from '../../../contracts';
import { addDays } from '../../../engine';
import { StreakFlame } from '../../reports/StreakFlame';
import { SharePanel } from './SharePanel';
import styles from './ReportPage.module.css';

import { formatDay, useReportFormatters } from './use-report-formatters';

/** The period shown (earlier / later), whose report it is, the practice streak, and sharing. */
export function ReportRange({
  data,
  nickname,
  streakDays,
  onDate,
  characterId,
}: {
  data: PeriodReport;
  nickname?: string | undefined;
  streakDays?: number | undefined;
  onDate?: ((day: string | undefined) => void) | undefined;
  characterId?: number | undefined;
}) {
  const { intl } = useReportFormatters();
  const { totals, previous, period } = data;
  const range =
    totals.from === totals.to
      ? formatDay(intl, totals.from, true)
      : `${formatDay(intl, totals.from)} – ${formatDay(intl, totals.to, true)}`;
  const canGoForward = totals.to < data.today;
  return (
    <>
      <div className={styles.rangeBar}>
        {onDate && (
          <button
            type="button"
            className={styles.step}
            onClick={() => onDate(previous.from)}
            aria-label={intl.formatMessage({ id: 'reports.earlier', defaultMessage: 'Earlier' })}
          >
            ‹
          </button>
        )}
        <p className={styles.range} data-testid="report-range">
          {nickname && (
            <span className={styles.who}>
              <FormattedMessage
                id="reports.for"
                defaultMessage="{name}'s report"
                values={{ name: nickname }}
              />
            </span>
          )}
          {range}
        </p>
        {onDate && (
          <button
            type="button"
            className={styles.step}
            onClick={() => onDate(addDays(totals.to, 1) >= data.today ? undefined : addDays(totals.to, 1))}
            disabled={!canGoForward}
            aria-label={intl.formatMessage({ id: 'reports.later', defaultMessage: 'Later' })}
          >
            ›
          </button>
        )}
        {streakDays !== undefined && (
          <p className={styles.streak} data-testid="report-streak">
            <StreakFlame />
            <FormattedMessage
              id="reports.streak"
              defaultMessage="{days, plural, =0 {No practice streak yet} one {# day in a row} other {# days in a row}}"
              values={{ days: streakDays }}
            />
          </p>
        )}
      </div>
      {characterId !== undefined && (
        <SharePanel characterId={characterId} period={period} date={data.totals.from} />
      )}
    </>
  );
}
