import { FormattedMessage, useIntl } from 'react-intl';
import { type NotebookEntry } from '../../../engine';
import styles from './NotebookPage.module.css';

export function EntryRow({
  entry,
  modeName,
  lastSeen,
  due,
  onRemove,
  onReset,
}: {
  entry: NotebookEntry;
  modeName: string;
  lastSeen: string;
  due: string | null;
  onRemove: () => void;
  onReset: () => void;
}) {
  const intl = useIntl();
  return (
    <tr data-testid="notebook-entry" data-token={entry.token}>
      <td className={styles.token}>{entry.token}</td>
      <td>{modeName}</td>
      <td>{intl.formatNumber(entry.misses)}</td>
      <td data-testid="notebook-streak">{intl.formatNumber(entry.streak)}</td>
      <td>{lastSeen}</td>
      <td>
        {due === null ? (
          <strong className={styles.dueNow}>
            <FormattedMessage id="practice.notebook.dueNow" defaultMessage="Due now" />
          </strong>
        ) : (
          due
        )}
      </td>
      <td>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={onReset}
            disabled={entry.streak === 0}
            aria-label={intl.formatMessage(
              {
                id: 'practice.notebook.resetLabel',
                defaultMessage: 'Start {word} again from 0 right in a row',
              },
              { word: entry.token },
            )}
          >
            <FormattedMessage id="practice.notebook.reset" defaultMessage="Start again" />
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={onRemove}
            aria-label={intl.formatMessage(
              { id: 'practice.notebook.removeLabel', defaultMessage: 'Remove {word} from the notebook' },
              { word: entry.token },
            )}
          >
            <FormattedMessage id="practice.notebook.remove" defaultMessage="Remove" />
          </button>
        </div>
      </td>
    </tr>
  );
}
