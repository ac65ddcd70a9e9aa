import type { ReactNode } from 'react';
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
  // On a phone the row is a card and the column headings are hidden: each figure says what it is.
  const label = (text: ReactNode) => <span className={styles.cellLabel}>{text}</span>;
  return (
    <tr data-testid="notebook-entry" data-token={entry.token}>
      <td className={styles.token}>{entry.token}</td>
      <td>
        {label(<FormattedMessage id="practice.notebook.mode" defaultMessage="Practice" />)}
        {modeName}
      </td>
      <td>
        {label(<FormattedMessage id="practice.notebook.misses" defaultMessage="Misses" />)}
        {intl.formatNumber(entry.misses)}
      </td>
      <td>
        {label(<FormattedMessage id="practice.notebook.streak" defaultMessage="Right in a row" />)}
        <span data-testid="notebook-streak">{intl.formatNumber(entry.streak)}</span>
      </td>
      <td>
        {label(<FormattedMessage id="practice.notebook.lastSeen" defaultMessage="Last seen" />)}
        {lastSeen}
      </td>
      <td>
        {label(<FormattedMessage id="practice.notebook.due" defaultMessage="Review" />)}
        {due === null ? (
          <strong className={styles.dueNow}>
            <FormattedMessage id="practice.notebook.dueNow" defaultMessage="Due now" />
          </strong>
        ) : (
          due
        )}
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={onReset}
            disabled={entry.streak === 0}
            aria-label={intl.formatMessage(
              {
                id: 'practice.notebook.resetLabel',
                defaultMessage: 'Start again: {word}, from 0 right in a row',
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
