import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { GroupStats } from '../../../contracts';
import { GoalNote } from './GoalNote';
import { useLessonNames } from '../../components/class-assignments/lesson-names';
import styles from '../../components/class-area/ClassArea.module.css';
import { ScrollRegion } from '../../components/scroll-region/ScrollRegion';

/** One line per student: time, lessons, speed and accuracy against goals, trend, stuck and absent. */
export function StudentStatsTable({ stats, groupId }: { stats: GroupStats; groupId: number }) {
  const intl = useIntl();
  const lessonName = useLessonNames(stats.students.map((student) => student.lastLesson));
  const number = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const trend = (before: number | null, after: number | null) => {
    if (before === null || after === null) return '–';
    const change = after - before;
    const word =
      Math.abs(change) < 0.5
        ? intl.formatMessage({ id: 'classes.trend.steady', defaultMessage: 'steady' })
        : change > 0
          ? intl.formatMessage({ id: 'classes.trend.up', defaultMessage: 'faster' })
          : intl.formatMessage({ id: 'classes.trend.down', defaultMessage: 'slower' });
    return `${change > 0 ? '↑' : change < 0 ? '↓' : '→'} ${number(Math.abs(change), 1)} (${word})`;
  };
  if (stats.students.length === 0) return null;
  return (
    <ScrollRegion
      className={styles.tableWrap}
      label={intl.formatMessage({ id: 'classes.stats.students', defaultMessage: 'Each student' })}
    >
      <table className={styles.table} data-testid="student-stats">
        <caption className="visually-hidden">
          <FormattedMessage id="classes.stats.students" defaultMessage="Each student" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="classes.stats.student" defaultMessage="Student" />
            </th>
            <th scope="col">
              <FormattedMessage id="classes.csv.minutes" defaultMessage="Minutes" />
            </th>
            <th scope="col">
              <FormattedMessage id="classes.stats.lessons" defaultMessage="Lessons passed" />
            </th>
            <th scope="col">
              <FormattedMessage id="classes.stats.wpm" defaultMessage="Average WPM (goal)" />
            </th>
            <th scope="col">
              <FormattedMessage id="classes.stats.accuracy" defaultMessage="Accuracy (goal)" />
            </th>
            <th scope="col">
              <FormattedMessage id="classes.stats.trend" defaultMessage="Trend" />
            </th>
            <th scope="col">
              <FormattedMessage id="classes.stats.status" defaultMessage="Needs help" />
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.students.map((student) => (
            <tr key={student.studentId} data-testid="student-stat-row">
              <th scope="row">
                <Link to={`/teacher/group/${groupId}/student/${student.studentId}`}>
                  {student.remarkName ?? student.nickname}
                </Link>
                {student.lastLesson && (
                  <div className={styles.note} data-testid="last-lesson">
                    <FormattedMessage
                      id="classes.stats.lastLesson"
                      defaultMessage="Last lesson: {slug}"
                      values={{ slug: lessonName(student.lastLesson) }}
                    />
                  </div>
                )}
              </th>
              <td>{number(student.durationMs / 60_000, 1)}</td>
              <td>{student.lessonsPassed}</td>
              <td>
                {number(student.wpm, 1)} <GoalNote goal={student.goalWpm ? number(student.goalWpm) : null} />
              </td>
              <td>
                {percent(student.accuracy)}{' '}
                <GoalNote goal={student.goalAccuracy ? percent(student.goalAccuracy) : null} />
              </td>
              <td>{trend(student.trend.before, student.trend.after)}</td>
              <td>
                <div className={styles.row}>
                  {student.absent && (
                    <span className={styles.badge}>
                      <FormattedMessage id="classes.stats.absent" defaultMessage="Absent 7+ days" />
                    </span>
                  )}
                  {student.stuckLessons.length > 0 && (
                    <span className={styles.badge}>
                      <FormattedMessage
                        id="classes.stats.stuck"
                        defaultMessage="Stuck on {count, plural, one {# lesson} other {# lessons}}"
                        values={{ count: student.stuckLessons.length }}
                      />
                    </span>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
