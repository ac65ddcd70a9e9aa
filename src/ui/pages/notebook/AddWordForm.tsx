import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { isValidOwnWord, type NotebookOwnWordMode } from '../../../contracts';
import styles from './NotebookPage.module.css';
import { MODE_NAMES } from './notebook-modes';
import { OWN_WORD_MODES } from './notebook-modes';
import { isOwnWordMode } from './notebook-modes';
import { type NotebookData } from './use-notebook-data';
import { catalogueMessage } from './use-notebook-data';

/**
 * A word of the learner's own (one they find hard) for a chosen mode: checked here against what that mode can
 * type, with the catalogue's message, before it is sent.
 */
export function AddWordForm({ add, initialMode }: { add: NotebookData['add']; initialMode: string }) {
  const intl = useIntl();
  const id = useId();
  const [mode, setMode] = useState<NotebookOwnWordMode>(isOwnWordMode(initialMode) ? initialMode : 'english');
  const [word, setWord] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <form
      className={styles.settings}
      onSubmit={(event) => {
        event.preventDefault();
        const token = word.trim();
        if (!isValidOwnWord(mode, token)) {
          setProblem(catalogueMessage('NOTEBOOK_WORD_INVALID'));
          setAdded(null);
          return;
        }
        void add({ mode, token }).then((refusal) => {
          setProblem(refusal);
          setAdded(refusal === null ? token : null);
          if (refusal === null) setWord('');
        });
      }}
      noValidate
      data-testid="notebook-add"
    >
      <h2 className={styles.settingsTitle}>
        <FormattedMessage id="practice.notebook.addTitle" defaultMessage="Add a word to practise" />
      </h2>
      <label htmlFor={`${id}-mode`}>
        <FormattedMessage id="practice.notebook.addMode" defaultMessage="Practice" />
      </label>
      <select
        id={`${id}-mode`}
        value={mode}
        onChange={(event) => {
          setMode(event.target.value as NotebookOwnWordMode);
          setProblem(null);
        }}
        data-testid="notebook-add-mode"
      >
        {OWN_WORD_MODES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(MODE_NAMES[value]!)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-word`}>
        <FormattedMessage id="practice.notebook.addWord" defaultMessage="Word" />
      </label>
      <input
        id={`${id}-word`}
        className={styles.wordInput}
        value={word}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        lang={mode === 'pinyin' || mode === 'chinese' ? 'zh' : undefined}
        onChange={(event) => {
          setWord(event.target.value);
          setAdded(null);
        }}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-error` : undefined}
        data-testid="notebook-add-word"
      />
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="notebook-add-error">
          {intl.formatMessage(problem)}
        </p>
      )}
      {added !== null && (
        <p className={styles.saved} role="status" data-testid="notebook-added">
          <FormattedMessage
            id="practice.notebook.added"
            defaultMessage="{word} is in your notebook"
            values={{ word: added }}
          />
        </p>
      )}
      <button type="submit" className="button button-primary" data-testid="notebook-add-submit">
        <FormattedMessage id="practice.notebook.add" defaultMessage="Add to the notebook" />
      </button>
    </form>
  );
}
