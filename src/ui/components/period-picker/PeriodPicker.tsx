import { FormattedMessage } from 'react-intl';
import { REPORT_PERIODS, type ReportPeriod } from '../../../contracts';

/** The report periods' names (react-intl descriptors). */
export const PERIOD_NAMES = {
  day: { id: 'reports.period.day', defaultMessage: 'Day' },
  week: { id: 'reports.period.week', defaultMessage: 'Week' },
  month: { id: 'reports.period.month', defaultMessage: 'Month' },
} as const;

/**
 * The choice of a report's period (a day, a week, a month): one pressed button of three, in a labelled group.
 * `classes`: the page's style sheet (a CSS module) with its `tabs`, `tab` and, if it marks the chosen one by a
 * class, `tabActive`.
 */
export function PeriodPicker({
  period,
  onChange,
  label,
  classes,
}: {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
  label: string;
  classes: Readonly<Record<string, string>>;
}) {
  return (
    <div className={classes.tabs} role="group" aria-label={label}>
      {REPORT_PERIODS.map((name) => (
        <button
          key={name}
          type="button"
          className={
            name === period && classes.tabActive ? `${classes.tab} ${classes.tabActive}` : classes.tab
          }
          aria-pressed={name === period}
          onClick={() => onChange(name)}
          data-testid={`period-${name}`}
        >
          <FormattedMessage {...PERIOD_NAMES[name]} />
        </button>
      ))}
    </div>
  );
}
