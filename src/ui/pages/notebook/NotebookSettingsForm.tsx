import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { MAX_WORD_LOOP_COUNT, type NotebookSettings } from '../../../engine';
import styles from './NotebookPage.module.css';
import { type NotebookData } from './use-notebook-data';

/** The notebook's settings; a refused value shows the catalogue's translated error. */
export function NotebookSettingsForm({
  settings,
  save,
}: {
  settings: NotebookSettings;
  save: NotebookData['save'];
}) {
  const intl = useIntl();
  const id = useId();
  const [loop, setLoop] = useState(String(settings.wordLoopCount));
  const [clear, setClear] = useState(String(settings.clearAfter));
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <form
      className={styles.settings}
      onSubmit={(event) => {
        event.preventDefault();
        void save({ wordLoopCount: Number(loop), clearAfter: Number(clear) }).then((refusal) => {
          setProblem(refusal);
          setSaved(refusal === null);
        });
      }}
      noValidate
      data-testid="notebook-settings"
    >
      <h2 className={styles.settingsTitle}>
        <FormattedMessage id="practice.notebook.settings" defaultMessage="Review settings" />
      </h2>
      <label htmlFor={`${id}-loop`}>
        <FormattedMessage
          id="practice.notebook.loop"
          defaultMessage="Times each word is typed in a review (word loop count)"
        />
      </label>
      <input
        id={`${id}-loop`}
        type="number"
        min={1}
        max={MAX_WORD_LOOP_COUNT}
        value={loop}
        onChange={(event) => {
          setLoop(event.target.value);
          setSaved(false);
        }}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-error` : undefined}
        data-testid="notebook-loop"
      />
      <label htmlFor={`${id}-clear`}>
        <FormattedMessage
          id="practice.notebook.clearAfter"
          defaultMessage="Correct answers in a row to clear a word"
        />
      </label>
      <input
        id={`${id}-clear`}
        type="number"
        min={1}
        value={clear}
        onChange={(event) => {
          setClear(event.target.value);
          setSaved(false);
        }}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-error` : undefined}
        data-testid="notebook-clear-after"
      />
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="notebook-settings-error">
          {intl.formatMessage(problem)}
        </p>
      )}
      {saved && (
        <p className={styles.saved} role="status">
          <FormattedMessage id="practice.notebook.saved" defaultMessage="Saved" />
        </p>
      )}
      <button type="submit" className="button button-primary" data-testid="notebook-settings-save">
        <FormattedMessage id="practice.notebook.save" defaultMessage="Save settings" />
      </button>
    </form>
  );
}
