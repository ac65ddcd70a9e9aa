import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type NotebookEntry } from '../../../engine';
import { describeError } from '../../api';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { REVIEW_SLUG } from '../../practice/load-practice';
import styles from './NotebookPage.module.css';
import { MODE_NAMES } from './notebook-modes';
import { chineseReviewOf } from './notebook-modes';
import { isNotebookMode } from '../../../contracts';
import { type NotebookData } from './use-notebook-data';
import { useNotebookData } from './use-notebook-data';
import { EntryRow } from './EntryRow';
import { AddWordForm } from './AddWordForm';
import { NotebookSettingsForm } from './NotebookSettingsForm';
import { lessonPath } from '../../../contracts/app-pages';

/**
 * The error-word notebook at /notebook: every word (key, code token) missed in a practice mode with its misses
 * and when it was last seen, filtered by mode; review sessions (most urgent first, spaced repetition); removing
 * an entry; and the settings (word loop count, correct answers to clear a word, which may not exceed it).
 */
export default function NotebookPage() {
  const intl = useIntl();
  const data = useNotebookData();
  const { notebook, settings, learner } = data;
  const [mode, setMode] = useState<string>('');
  const filterId = useId();
  // "Due now" is judged at the time the page opened (a useState initialiser runs once), and again after the
  // learner adds or resets a word (both due at once).
  const [now, setNow] = useState(() => Date.now());
  const add: NotebookData['add'] = (word) =>
    data.add(word).then((refusal) => {
      setNow(Date.now());
      return refusal;
    });
  const reset = (entry: NotebookEntry) => {
    data.reset(entry).then(
      () => setNow(Date.now()),
      () => undefined,
    );
  };

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'practice.notebook.title', defaultMessage: 'Error-word notebook' })} · KeyQuest`;
  }, [intl]);

  const modes = [...new Set(notebook.map((entry) => entry.mode))].sort();
  const shown = notebook
    .filter((entry) => mode === '' || entry.mode === mode)
    .sort((a, b) => a.dueAt - b.dueAt || b.misses - a.misses || a.token.localeCompare(b.token));
  const chineseReview = chineseReviewOf(mode);
  const reviewable = chineseReview ? shown : shown.filter((entry) => !chineseReviewOf(entry.mode));
  const due = reviewable.filter((entry) => entry.dueAt <= now).length;
  const modeName = (value: string) => (isNotebookMode(value) ? intl.formatMessage(MODE_NAMES[value]) : value);
  const date = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium' });

  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>
              <FormattedMessage id="practice.notebook.title" defaultMessage="Error-word notebook" />
            </h1>
            <p className={styles.lead}>
              <FormattedMessage
                id="practice.notebook.lead"
                defaultMessage="Words you typed wrongly in any practice. Review them until they leave the notebook."
              />
            </p>
          </div>
          {reviewable.length > 0 && (
            <Link
              className="button button-primary"
              to={chineseReview ?? lessonPath(mode ? `${REVIEW_SLUG}-${mode}` : REVIEW_SLUG)}
              data-testid="notebook-review"
            >
              <FormattedMessage
                id="practice.notebook.review"
                defaultMessage="Review {count, plural, one {# word due} other {# words due}}"
                values={{ count: due }}
              />
            </Link>
          )}
        </header>

        {data.problem ? (
          <p className={styles.error} role="alert">
            {intl.formatMessage(describeError(data.problem))}
          </p>
        ) : !data.ready ? (
          <p className={styles.lead}>
            <FormattedMessage id="practice.loading" defaultMessage="Getting your practice ready…" />
          </p>
        ) : notebook.length === 0 ? (
          <p className={styles.empty} data-testid="notebook-empty">
            <FormattedMessage
              id="practice.notebook.empty"
              defaultMessage="Your notebook is empty: no missed words yet. Keep practising!"
            />
          </p>
        ) : (
          <>
            <label className={styles.filter} htmlFor={filterId}>
              <FormattedMessage id="practice.notebook.filter" defaultMessage="Show" />
              <select
                id={filterId}
                value={mode}
                onChange={(event) => setMode(event.target.value)}
                data-testid="notebook-filter"
              >
                <option value="">
                  {intl.formatMessage({
                    id: 'practice.notebook.allModes',
                    defaultMessage: 'All practice modes',
                  })}
                </option>
                {modes.map((value) => (
                  <option key={value} value={value}>
                    {modeName(value)}
                  </option>
                ))}
              </select>
            </label>
            <table className={styles.table} data-testid="notebook-table">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="practice.notebook.word" defaultMessage="Word" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="practice.notebook.mode" defaultMessage="Practice" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="practice.notebook.misses" defaultMessage="Misses" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="practice.notebook.streak" defaultMessage="Right in a row" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="practice.notebook.lastSeen" defaultMessage="Last seen" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="practice.notebook.due" defaultMessage="Review" />
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">
                      <FormattedMessage id="practice.notebook.actions" defaultMessage="Actions" />
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => (
                  <EntryRow
                    key={`${entry.mode}-${entry.token}`}
                    entry={entry}
                    modeName={modeName(entry.mode)}
                    lastSeen={date(entry.lastSeenAt)}
                    due={entry.dueAt <= now ? null : date(entry.dueAt)}
                    onRemove={() => data.remove(entry)}
                    onReset={() => reset(entry)}
                  />
                ))}
              </tbody>
            </table>
          </>
        )}

        {data.ready && !data.problem && <AddWordForm add={add} initialMode={mode} />}

        {data.ready && <NotebookSettingsForm key={learner} settings={settings} save={data.save} />}
      </div>
    </LearningShell>
  );
}
