import { FormattedMessage } from 'react-intl';
import { FINGER_NAMES } from '../../components/fingers/finger-style';
import { fingerFigures, type HeatKey } from '../../reports/figures';
import styles from './ReportPage.module.css';

import { useReportFormatters } from './use-report-formatters';

const sortedKeys = (list: readonly HeatKey[]) => [...list].sort((a, b) => a.label.localeCompare(b.label));

/** Every key and finger as tables (for screen readers and for printing). */
export function KeyTables({
  keys,
  keypadKeys,
}: {
  keys: readonly HeatKey[];
  keypadKeys: readonly HeatKey[];
}) {
  const { intl, number, percent, keyName } = useReportFormatters();
  const fingers = fingerFigures(keys);
  return (
    <details className={styles.details}>
      <summary>
        <FormattedMessage id="reports.keysAsTable" defaultMessage="Show every key and finger as a table" />
      </summary>
      <table className={styles.table} data-testid="keys-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="reports.col.key" defaultMessage="Key" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.col.presses" defaultMessage="Presses" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.col.misses" defaultMessage="Misses" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.col.meanTime" defaultMessage="Time to find (s)" />
            </th>
          </tr>
        </thead>
        <tbody>
          {[...sortedKeys(keys), ...sortedKeys(keypadKeys)].map((key) => (
            <tr key={key.code} data-testid={`key-row-${key.code}`}>
              <th scope="row">{keyName(key)}</th>
              <td>{key.presses}</td>
              <td>{key.misses}</td>
              <td>{key.accuracy === null ? '–' : percent(key.accuracy)}</td>
              <td>{key.meanTimeMs === null ? '–' : number(key.meanTimeMs / 1000, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table} data-testid="fingers-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="reports.col.finger" defaultMessage="Finger" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.col.presses" defaultMessage="Presses" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.col.accuracy" defaultMessage="Accuracy" />
            </th>
            <th scope="col">
              <FormattedMessage id="reports.col.meanTime" defaultMessage="Time to find (s)" />
            </th>
          </tr>
        </thead>
        <tbody>
          {fingers.map((finger) => (
            <tr key={finger.finger}>
              <th scope="row">{intl.formatMessage(FINGER_NAMES[finger.finger])}</th>
              <td>{finger.presses}</td>
              <td>{finger.accuracy === null ? '–' : percent(finger.accuracy)}</td>
              <td>{finger.meanTimeMs === null ? '–' : number(finger.meanTimeMs / 1000, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
