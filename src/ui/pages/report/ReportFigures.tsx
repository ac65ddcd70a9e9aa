import { FormattedMessage } from 'react-intl';
import { type PeriodReport } from '../../../contracts';
import { change, COMPARED_FIGURES } from '../../reports/figures';
import styles from './ReportPage.module.css';

import { roundedForDisplay, useReportFormatters } from './use-report-formatters';
import { FIGURE_NAMES, PREVIOUS_NAMES } from './report-names';

/** The seven figures of the period, each compared with the period before. */
export function ReportFigures({ data }: { data: PeriodReport }) {
  const { figure, delta } = useReportFormatters();
  const { totals, previous, period } = data;
  return (
    <section aria-labelledby="report-figures" className={styles.section}>
      <h2 id="report-figures" className={styles.sectionTitle}>
        <FormattedMessage id="reports.figures" defaultMessage="Results" />
      </h2>
      {totals.attempts === 0 && (
        <p className={styles.note}>
          <FormattedMessage id="reports.nothingYet" defaultMessage="No practice in this period yet." />
        </p>
      )}
      <dl className={styles.figures}>
        {COMPARED_FIGURES.map((name) => {
          const difference = change(name, totals, previous);
          const better =
            difference === null || roundedForDisplay(name, difference) === 0 ? null : difference > 0;
          return (
            <div key={name} className={styles.figure} data-testid={`figure-${name}`}>
              <dt>
                <FormattedMessage {...FIGURE_NAMES[name]} />
              </dt>
              <dd className={styles.value}>{figure(name, totals)}</dd>
              <dd className={styles.compare}>
                <FormattedMessage {...PREVIOUS_NAMES[period]} values={{ value: figure(name, previous) }} />
                {difference !== null && (
                  <span
                    className={better === null ? styles.same : better ? styles.up : styles.down}
                    data-testid={`change-${name}`}
                  >
                    {' '}
                    <span aria-hidden="true">{better === null ? '=' : better ? '▲' : '▼'}</span>{' '}
                    {delta(name, difference)}
                    {name === 'accuracy' && <FormattedMessage id="reports.points" defaultMessage=" points" />}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
