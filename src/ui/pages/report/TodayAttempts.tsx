import { FormattedMessage } from 'react-intl';
import { type AttemptSummary } from '../../../contracts';
import { attemptName, useCustomCourseTitles, useLessonTitles } from './attempt-names';
import { useLocaleStore } from '../../i18n/locale-store';
import styles from './ReportPage.module.css';

import { useReportFormatters } from './use-report-formatters';
import { ScrollRegion } from '../../components/scroll-region/ScrollRegion';

/** Today's attempts one by one (the day report of today): when, what, WPM, accuracy, stars. */
export function TodayAttempts({
  todayAttempts,
  characterId,
}: {
  todayAttempts: readonly AttemptSummary[];
  characterId?: number | undefined;
}) {
  const { intl, number, percent } = useReportFormatters();
  const locale = useLocaleStore((state) => state.locale);
  const lessonTitles = useLessonTitles(todayAttempts);
  const customTitles = useCustomCourseTitles(characterId, todayAttempts);
  const whatOf = (attempt: AttemptSummary) => attemptName(attempt, lessonTitles, intl, locale, customTitles);
  return (
    <section aria-labelledby="report-today" className={styles.section}>
      <h2 id="report-today" className={styles.sectionTitle}>
        <FormattedMessage id="reports.todayAttempts" defaultMessage="Today's practice" />
      </h2>
      {todayAttempts.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="reports.nothingToday" defaultMessage="Nothing yet today." />
        </p>
      ) : (
        <ScrollRegion className={styles.tableWrap} labelledBy="report-today">
          <table className={styles.table} data-testid="today-attempts">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="reports.col.time" defaultMessage="Time" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.what" defaultMessage="What" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.wpm" defaultMessage="WPM" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
                </th>
                <th scope="col">
                  <FormattedMessage id="reports.col.stars" defaultMessage="Stars" />
                </th>
              </tr>
            </thead>
            <tbody>
              {todayAttempts.map((attempt) => (
                <tr key={attempt.attemptId}>
                  <td>
                    {intl.formatTime(Date.parse(attempt.startedAt), { hour: 'numeric', minute: '2-digit' })}
                  </td>
                  <td>{whatOf(attempt)}</td>
                  <td>{number(attempt.metrics.wpm, 1)}</td>
                  <td>{percent(attempt.metrics.accuracy)}</td>
                  <td>{attempt.stars === null ? '–' : '★'.repeat(attempt.stars) || '0'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
