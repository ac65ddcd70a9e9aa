import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GROUP_STAT_WINDOWS } from '../../../contracts';
import { schoolReportQuery } from '../../queries/groups';
import styles from '../../components/class-area/ClassArea.module.css';
import { ScrollRegion } from '../../components/scroll-region/ScrollRegion';
import { SchoolReportDownloads } from './SchoolExports';

/** The school's figures per class and per teacher over 7, 30 or 90 days. */
export function SchoolReportView({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const [days, setDays] = useState<(typeof GROUP_STAT_WINDOWS)[number]>(30);
  const report = useQuery(schoolReportQuery(characterId, days));
  const number = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const head = (
    <>
      <th scope="col">
        <FormattedMessage id="classes.stats.active" defaultMessage="Active students" />
      </th>
      <th scope="col">
        <FormattedMessage id="classes.csv.minutes" defaultMessage="Minutes" />
      </th>
      <th scope="col">
        <FormattedMessage id="classes.stats.lessons" defaultMessage="Lessons passed" />
      </th>
      <th scope="col">WPM</th>
      <th scope="col">
        <FormattedMessage id="classes.csv.accuracy" defaultMessage="Accuracy %" />
      </th>
    </>
  );
  const cells = (row: {
    activeStudents: number;
    memberCount: number;
    durationMs: number;
    lessonsPassed: number;
    wpm: number;
    accuracy: number;
  }) => (
    <>
      <td>
        {row.activeStudents} / {row.memberCount}
      </td>
      <td>{number(row.durationMs / 60_000)}</td>
      <td>{row.lessonsPassed}</td>
      <td>{number(row.wpm, 1)}</td>
      <td>{percent(row.accuracy)}</td>
    </>
  );
  return (
    <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby="school-report">
      <h2 id="school-report" className={styles.sectionTitle}>
        <FormattedMessage id="school.report" defaultMessage="Reports per class and per teacher" />
      </h2>
      <div
        className={styles.row}
        role="group"
        aria-label={intl.formatMessage({ id: 'classes.stats.window', defaultMessage: 'Period' })}
      >
        {GROUP_STAT_WINDOWS.map((window) => (
          <button
            key={window}
            type="button"
            className={styles.tab}
            aria-pressed={days === window}
            onClick={() => setDays(window)}
          >
            <FormattedMessage
              id="classes.stats.days"
              defaultMessage="Last {days} days"
              values={{ days: window }}
            />
          </button>
        ))}
        <SchoolReportDownloads characterId={characterId} days={days} />
      </div>
      {report.data && (
        <ScrollRegion className={styles.tableWrap} labelledBy="school-report">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="school.classes" defaultMessage="Classes" />
                </th>
                {head}
              </tr>
            </thead>
            <tbody>
              {report.data.classes.map((row) => (
                <tr key={row.groupId}>
                  <th scope="row">{row.name}</th>
                  {cells(row)}
                </tr>
              ))}
            </tbody>
          </table>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="school.teachers" defaultMessage="Teachers" />
                </th>
                {head}
              </tr>
            </thead>
            <tbody>
              {report.data.teachers.map((row) => (
                <tr key={row.teacherId}>
                  <th scope="row">{row.nickname}</th>
                  {cells(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
