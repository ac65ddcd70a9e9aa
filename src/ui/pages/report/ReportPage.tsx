import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { REPORT_PERIODS, type ReportPeriod } from '../../../contracts';
import { DaySchema } from '../../../contracts';
import { useSessionStore } from '../../api/session-store';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import styles from './ReportPage.module.css';

import { useReportFormatters } from './use-report-formatters';
import { PeriodPicker } from '../../components/period-picker/PeriodPicker';
import { useEffect } from 'react';
import { PeriodReportView } from './PeriodReportView';

function isPeriod(value: string | null): value is ReportPeriod {
  return value !== null && (REPORT_PERIODS as readonly string[]).includes(value);
}

/** The performance report of the current character: a day, a week or a month, compared with the one before. */
export default function ReportPage() {
  const { intl } = useReportFormatters();
  const [params, setParams] = useSearchParams();
  const period: ReportPeriod = isPeriod(params.get('period'))
    ? (params.get('period') as ReportPeriod)
    : 'week';
  const askedDate = params.get('date');
  const date = askedDate && DaySchema.safeParse(askedDate).success ? askedDate : undefined;
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'reports.title', defaultMessage: 'Progress report' })} · KeyQuest`;
  }, [intl]);

  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <FormattedMessage id="reports.title" defaultMessage="Progress report" />
          </h1>
          <PeriodPicker
            period={period}
            onChange={(name) => setParams({ period: name })}
            label={intl.formatMessage({ id: 'reports.periodChoice', defaultMessage: 'Report period' })}
            classes={styles}
          />
          <button
            type="button"
            className={`button button-secondary ${styles.print}`}
            onClick={() => window.print()}
          >
            <FormattedMessage id="reports.print" defaultMessage="Print" />
          </button>
        </header>
        {signedIn && characterId !== null ? (
          <PeriodReportView
            characterId={characterId}
            period={period}
            date={date}
            onDate={(day) => setParams(day ? { period, date: day } : { period })}
          />
        ) : (
          <div className={styles.empty}>
            <p>
              <FormattedMessage
                id="reports.noLearner"
                defaultMessage="Practise a lesson first: your report shows what you did each day."
              />
            </p>
            <Link className="button button-primary" to="/chapter/">
              <FormattedMessage id="reports.toCourse" defaultMessage="Go to the course map" />
            </Link>
          </div>
        )}
      </div>
    </LearningShell>
  );
}
