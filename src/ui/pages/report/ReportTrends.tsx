import { FormattedMessage } from 'react-intl';
import { type DailyTotal } from '../../../contracts';
import styles from './ReportPage.module.css';

import { formatDay, useReportFormatters } from './use-report-formatters';
import { TREND_CHARTS } from './trend-charts';
import { lazy, Suspense } from 'react';

// The chart library comes with the report page only, and after the figures: they show first.
const TrendChart = lazy(() => import('./TrendChart'));

/** The period day by day: one chart per figure (TREND_CHARTS), and the same figures as a table. */
export function ReportTrends({ chartDays }: { chartDays: readonly DailyTotal[] }) {
  const { intl, number, percent, minutes } = useReportFormatters();
  const labels = chartDays.map((day) => formatDay(intl, day.day));
  const practised = (day: DailyTotal) => day.attempts > 0;
  return (
    <section aria-labelledby="report-trends" className={styles.section}>
      <h2 id="report-trends" className={styles.sectionTitle}>
        <FormattedMessage id="reports.trends" defaultMessage="Day by day" />
      </h2>
      <div className={styles.charts}>
        <Suspense fallback={<div className={styles.chartPlaceholder} />}>
          {TREND_CHARTS.map((chart) => (
            <figure key={chart.id} className={styles.chart}>
              <figcaption>
                <FormattedMessage {...chart.caption} />
              </figcaption>
              <TrendChart
                labels={labels}
                values={chartDays.map(chart.value)}
                colour={chart.colour}
                {...(chart.bars ? { bars: true } : {})}
                format={
                  chart.format === 'percent'
                    ? (value) => `${number(value)}%`
                    : (value) => number(value, chart.format === 'minutes' ? 1 : 0)
                }
                label={intl.formatMessage(chart.label, { from: labels[0] ?? '', to: labels.at(-1) ?? '' })}
              />
            </figure>
          ))}
        </Suspense>
      </div>
      <details className={styles.details}>
        <summary>
          <FormattedMessage id="reports.asTable" defaultMessage="Show these figures as a table" />
        </summary>
        <table className={styles.table} data-testid="days-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="reports.col.day" defaultMessage="Day" />
              </th>
              <th scope="col">
                <FormattedMessage id="reports.col.wpm" defaultMessage="WPM" />
              </th>
              <th scope="col">
                <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
              </th>
              <th scope="col">
                <FormattedMessage id="reports.col.kpm" defaultMessage="KPM" />
              </th>
              <th scope="col">
                <FormattedMessage id="reports.col.rpm" defaultMessage="RPM" />
              </th>
              <th scope="col">
                <FormattedMessage id="reports.col.minutes" defaultMessage="Minutes" />
              </th>
              <th scope="col">
                <FormattedMessage id="reports.col.attempts" defaultMessage="Attempts" />
              </th>
              <th scope="col">
                <FormattedMessage id="reports.col.passed" defaultMessage="Lessons passed" />
              </th>
            </tr>
          </thead>
          <tbody>
            {chartDays.map((day) => (
              <tr key={day.day} data-testid={`day-row-${day.day}`}>
                <th scope="row">{formatDay(intl, day.day)}</th>
                <td>{practised(day) ? number(day.wpm, 1) : '–'}</td>
                <td>{practised(day) ? percent(day.accuracy) : '–'}</td>
                <td>{practised(day) ? number(day.kpm) : '–'}</td>
                <td>{practised(day) ? number(day.rpm) : '–'}</td>
                <td>{minutes(day.durationMs)}</td>
                <td>{day.attempts}</td>
                <td>{day.lessonsPassed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
