import { FormattedMessage, useIntl } from 'react-intl';
import type { TypingCheckResult } from '../../../contracts';
import { typingCheckNames } from './attempt-names';
import { formatDay } from './use-report-formatters';
import styles from './ReportPage.module.css';

/**
 * The typing checks (docs/EVIDENCE.md): the latest normal test on unseen text, the covered-keyboard one beside it
 * (its speed as a share of the normal test's), and the retention test after a week away (against the normal test
 * before the break). Nothing is shown before a first check.
 */
export function TypingChecks({ checks }: { checks: readonly TypingCheckResult[] }) {
  const intl = useIntl();
  if (checks.length === 0) return null;
  const normal = checks.find((check) => check.check === 'typing');
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent' });
  const wpm = (value: number) => Math.round(value);
  // On a phone each check is a card: its cells say what they are (the table's head is not shown there).
  const label = {
    day: intl.formatMessage({ id: 'reports.checks.day', defaultMessage: 'Day' }),
    speed: intl.formatMessage({ id: 'reports.checks.speed', defaultMessage: 'Speed' }),
    accuracy: intl.formatMessage({ id: 'reports.checks.accuracy', defaultMessage: 'Accuracy' }),
  };
  return (
    <section aria-labelledby="report-checks" className={styles.section} data-testid="typing-checks">
      <h2 id="report-checks" className={styles.sectionTitle}>
        <FormattedMessage id="reports.checks" defaultMessage="Typing checks" />
      </h2>
      <table className={`${styles.table} ${styles.checks}`}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="reports.checks.which" defaultMessage="Check" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.checks.day" defaultMessage="Day" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.checks.speed" defaultMessage="Speed" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.checks.accuracy" defaultMessage="Accuracy" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.checks.compared" defaultMessage="Compared" />
            </th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.check} data-testid={`check-${check.check}`}>
              <th scope="row">{intl.formatMessage(typingCheckNames[check.check])}</th>
              <td data-label={label.day}>{formatDay(intl, check.day)}</td>
              <td data-label={label.speed}>
                <FormattedMessage
                  id="reports.checks.wpm"
                  defaultMessage="{wpm} WPM"
                  values={{ wpm: wpm(check.wpm) }}
                />
              </td>
              <td data-label={label.accuracy}>{percent(check.accuracy)}</td>
              <td className={styles.checkCompared}>
                {check.check === 'covered' && normal && normal.wpm > 0 && (
                  <FormattedMessage
                    id="reports.checks.coveredShare"
                    defaultMessage="{share} of your normal speed ({wpm} WPM)"
                    values={{ share: percent(check.wpm / normal.wpm), wpm: wpm(normal.wpm) }}
                  />
                )}
                {check.check === 'retention' && check.before && (
                  <FormattedMessage
                    id="reports.checks.retentionBefore"
                    defaultMessage="Before the break: {wpm} WPM, {accuracy}"
                    values={{ wpm: wpm(check.before.wpm), accuracy: percent(check.before.accuracy) }}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
