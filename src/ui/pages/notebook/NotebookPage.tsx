import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import {
  ERROR_CATALOGUE,
  errorMessageId,
  isValidOwnWord,
  NOTEBOOK_OWN_WORD_MODES,
  ownWordKind,
  type NotebookOwnWordMode,
} from '../../../contracts';
import type { ErrorCode } from '../../../contracts/errors';
import {
  addOwnWord,
  DEFAULT_NOTEBOOK_SETTINGS,
  MAX_WORD_LOOP_COUNT,
  removeEntry,
  resetEntry,
  validateNotebookSettings,
  type Notebook,
  type NotebookEntry,
  type NotebookSettings,
} from '../../../engine';
import { api, describeError, useSessionStore } from '../../api';
import { fromAnswer } from '../../practice/notebook-source';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { REVIEW_SLUG } from '../../practice/load-practice';
import { learnerKey, notebookOf, settingsOf, usePracticeStore } from '../../practice/practice-store';
import styles from './NotebookPage.module.css';
import { notebookQuery } from '../../queries/notebook';

/** The practice modes a notebook entry can come from, with their names. */
const MODE_NAMES: Record<string, MessageDescriptor> = {
  finger: { id: 'practice.mode.finger', defaultMessage: 'Finger course' },
  english: { id: 'practice.mode.english', defaultMessage: 'English words' },
  vocabulary: { id: 'practice.mode.vocabulary', defaultMessage: 'Vocabulary' },
  literature: { id: 'practice.mode.literature', defaultMessage: 'Literature' },
  code: { id: 'practice.mode.code', defaultMessage: 'Code' },
  numpad: { id: 'practice.mode.numpad', defaultMessage: 'Numeric keypad' },
  adaptive: { id: 'practice.mode.adaptive', defaultMessage: 'AI practice' },
  custom: { id: 'practice.mode.custom', defaultMessage: 'My courses' },
  games: { id: 'practice.mode.games', defaultMessage: 'Games' },
  pinyin: { id: 'practice.mode.pinyin', defaultMessage: 'Pinyin typing' },
  chinese: { id: 'practice.mode.chinese', defaultMessage: 'Chinese typing' },
};

/**
 * Modes whose words are Chinese characters: they are not part of a review of letters, but have a review of
 * their own on the pinyin screen (the words typed as pinyin, their readings made there).
 */
const REVIEW_OF_CHINESE_MODE: Partial<Record<string, string>> = {
  pinyin: '/chapter/pinyin/notebook-review-pinyin',
  chinese: '/chapter/pinyin/notebook-review-chinese',
};

/** What the page shows and changes: the character's notebook on the server, or this device's before sign-in. */
interface NotebookData {
  learner: string;
  notebook: Notebook;
  settings: NotebookSettings;
  /** False while the server's notebook is loading. */
  ready: boolean;
  /** Why it could not be read, if it could not. */
  problem: unknown;
  remove: (entry: NotebookEntry) => void;
  /** Puts the word's correct answers in a row back to 0. */
  reset: (entry: NotebookEntry) => Promise<void>;
  /** Adds a word of the learner's own; resolves to the refusal as a message, or null. */
  add: (word: { mode: NotebookOwnWordMode; token: string }) => Promise<MessageDescriptor | null>;
  /** Saves the settings; resolves to the refusal as a message, or null. */
  save: (settings: NotebookSettings) => Promise<MessageDescriptor | null>;
}

const catalogueMessage = (code: ErrorCode): MessageDescriptor => ({
  id: errorMessageId(code),
  defaultMessage: ERROR_CATALOGUE[code].message,
});

function useNotebookData(): NotebookData {
  const queryClient = useQueryClient();
  const characterId = useSessionStore((state) => state.characterId);
  const signedIn = useSessionStore((state) => state.signedIn);
  const remoteId = signedIn ? characterId : null;
  const learner = learnerKey(characterId);
  const local = usePracticeStore((state) => notebookOf(state, learner));
  const localSettings = usePracticeStore((state) => settingsOf(state, learner));
  const setNotebook = usePracticeStore((state) => state.setNotebook);
  const saveLocal = usePracticeStore((state) => state.saveSettings);
  const server = useQuery({ ...notebookQuery(remoteId ?? 0), enabled: remoteId !== null });
  const remove = useMutation({
    mutationFn: (entry: NotebookEntry) =>
      api.removeNotebookEntry({ characterId: remoteId!, mode: entry.mode, token: entry.token }),
    onSuccess: (answer) => queryClient.setQueryData(notebookQuery(remoteId!).queryKey, answer),
  });
  const reset = useMutation({
    mutationFn: (entry: NotebookEntry) =>
      api.resetNotebookEntry({ characterId: remoteId!, mode: entry.mode, token: entry.token }),
    onSuccess: (answer) => queryClient.setQueryData(notebookQuery(remoteId!).queryKey, answer),
  });
  const add = useMutation({
    mutationFn: (word: { mode: NotebookOwnWordMode; token: string }) =>
      api.addNotebookWord({ characterId: remoteId!, ...word }),
    meta: { handlesError: true },
    onSuccess: (answer) => queryClient.setQueryData(notebookQuery(remoteId!).queryKey, answer),
  });
  const save = useMutation({
    mutationFn: (settings: NotebookSettings) => api.notebookSettings({ characterId: remoteId!, ...settings }),
    meta: { handlesError: true },
    onSuccess: (answer) => queryClient.setQueryData(notebookQuery(remoteId!).queryKey, answer),
  });
  if (remoteId === null) {
    return {
      learner,
      notebook: local,
      settings: localSettings,
      ready: true,
      problem: null,
      remove: (entry) => setNotebook(learner, removeEntry(local, entry)),
      reset: (entry) => {
        setNotebook(learner, resetEntry(local, entry, Date.now()));
        return Promise.resolve();
      },
      add: (word) => {
        const kind = ownWordKind(word.mode, word.token);
        setNotebook(learner, addOwnWord(local, { ...word, kind }, Date.now()));
        return Promise.resolve(null);
      },
      save: (settings) => {
        const problem = saveLocal(learner, settings);
        return Promise.resolve(problem ? catalogueMessage(problem) : null);
      },
    };
  }
  const data = server.data ? fromAnswer(server.data) : null;
  return {
    learner: `${learner}-server`,
    notebook: data?.notebook ?? [],
    settings: data?.settings ?? DEFAULT_NOTEBOOK_SETTINGS,
    ready: data !== null,
    problem: server.error,
    remove: (entry) => remove.mutate(entry),
    reset: async (entry) => {
      await reset.mutateAsync(entry);
    },
    add: async (word) => {
      try {
        await add.mutateAsync(word);
        return null;
      } catch (error) {
        return describeError(error);
      }
    },
    save: async (settings) => {
      // The same rule as the server's, checked here first so the answer is instant.
      const problem = validateNotebookSettings(settings);
      if (problem) return catalogueMessage(problem);
      try {
        await save.mutateAsync(settings);
        return null;
      } catch (error) {
        return describeError(error);
      }
    },
  };
}

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
  const chineseReview = REVIEW_OF_CHINESE_MODE[mode];
  const reviewable = chineseReview ? shown : shown.filter((entry) => !REVIEW_OF_CHINESE_MODE[entry.mode]);
  const due = reviewable.filter((entry) => entry.dueAt <= now).length;
  const modeName = (value: string) => (MODE_NAMES[value] ? intl.formatMessage(MODE_NAMES[value]) : value);
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
              to={chineseReview ?? `/lesson/${mode ? `${REVIEW_SLUG}-${mode}` : REVIEW_SLUG}`}
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

function EntryRow({
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

/** Modes a word can be added for, in the order offered, and the mode offered first when none is chosen. */
const OWN_WORD_MODES: readonly NotebookOwnWordMode[] = NOTEBOOK_OWN_WORD_MODES;
const isOwnWordMode = (mode: string): mode is NotebookOwnWordMode =>
  (OWN_WORD_MODES as readonly string[]).includes(mode);

/**
 * A word of the learner's own (one they find hard) for a chosen mode: checked here against what that mode can
 * type, with the catalogue's message, before it is sent.
 */
function AddWordForm({ add, initialMode }: { add: NotebookData['add']; initialMode: string }) {
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

/** The notebook's settings; a refused value shows the catalogue's translated error. */
function NotebookSettingsForm({
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
