import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { Character, ReportPeriod } from '../../../contracts';
import { PeriodPicker } from '../../components/period-picker/PeriodPicker';
import { describeError } from '../../api/errors';
import { groupDetailQuery, studentReportQuery } from '../../queries/groups';
import { ReportContent } from '../report/ReportContent';
import { TeacherGate } from './TeacherGate';
import styles from '../../components/class-area/ClassArea.module.css';

/** A student's report, read by their teacher: the learner's own report, read-only. */
export default function StudentReportPage() {
  return <TeacherGate>{(teacher) => <StudentReport teacher={teacher} />}</TeacherGate>;
}

function StudentReport({ teacher }: { teacher: Character }) {
  const intl = useIntl();
  const params = useParams();
  const groupId = Number(params.groupId);
  const studentId = Number(params.studentId);
  const [period, setPeriod] = useState<ReportPeriod>('week');
  const [date, setDate] = useState<string | undefined>(undefined);
  const report = useQuery(studentReportQuery(teacher.characterId, groupId, studentId, period, date));
  const name = report.data ? (report.data.remarkName ?? report.data.nickname) : '';
  // The student's keyboard layout (the class view's own query): the key heat map is drawn on it.
  const layout = useQuery(groupDetailQuery(teacher.characterId, groupId)).data?.members.find(
    (member) => member.studentId === studentId,
  )?.keyboardLayout;
  useEffect(() => {
    if (name) document.title = `${name} · KeyQuest`;
  }, [name]);

  return (
    <div className={styles.page} data-testid="student-report">
      <Link to={`/teacher/group/${groupId}`}>
        <FormattedMessage id="classes.report.back" defaultMessage="Back to the class" />
      </Link>
      <h1 className={styles.title}>
        {name ? (
          <FormattedMessage
            id="reports.sharedTitle"
            defaultMessage="{name}'s progress report"
            values={{ name }}
          />
        ) : (
          <FormattedMessage id="reports.title" defaultMessage="Progress report" />
        )}
      </h1>
      <PeriodPicker
        period={period}
        onChange={(name) => {
          setPeriod(name);
          setDate(undefined);
        }}
        label={intl.formatMessage({ id: 'classes.stats.window', defaultMessage: 'Period' })}
        classes={styles}
      />
      {report.isError ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(report.error))}
        </p>
      ) : !report.data ? (
        <p aria-busy="true">
          <FormattedMessage id="classes.loading" defaultMessage="Loading…" />
        </p>
      ) : (
        <ReportContent
          data={report.data.report}
          chartDays={report.data.report.days.filter((day) => day.day <= report.data.report.today)}
          onDate={setDate}
          learner={name}
          layout={layout}
        />
      )}
    </div>
  );
}
