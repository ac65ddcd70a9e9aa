import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { describeError } from '../../api/errors';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { ReportContent } from './ReportContent';
import styles from './ReportPage.module.css';
import { sharedReportQuery } from '../../queries/report';

/** A report shared through a link: read-only, no sign-in, the period the child shared. */
export default function SharedReportPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const shared = useQuery(sharedReportQuery(token));
  const title = shared.data
    ? intl.formatMessage(
        { id: 'reports.sharedTitle', defaultMessage: "{name}'s progress report" },
        { name: shared.data.nickname },
      )
    : intl.formatMessage({ id: 'reports.title', defaultMessage: 'Progress report' });

  useEffect(() => {
    document.title = `${title} · KeyQuest`;
  }, [title]);

  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
        </header>
        {shared.isError ? (
          <p role="alert" className={styles.error} data-testid="shared-error">
            {intl.formatMessage(describeError(shared.error))}
          </p>
        ) : !shared.data ? (
          <p className={styles.loading} aria-busy="true">
            <FormattedMessage id="reports.loading" defaultMessage="Loading the report…" />
          </p>
        ) : (
          <>
            <p className={styles.note}>
              <FormattedMessage
                id="reports.sharedNote"
                defaultMessage="A report shared with you, read-only, until {date}."
                values={{ date: intl.formatDate(shared.data.expiresAt, { dateStyle: 'long' }) }}
              />
            </p>
            <ReportContent
              data={shared.data.report}
              chartDays={shared.data.report.days.filter((day) => day.day <= shared.data.report.today)}
              learner={shared.data.nickname}
            />
          </>
        )}
      </div>
    </LearningShell>
  );
}
