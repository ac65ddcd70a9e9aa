import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { ThemedPassagePayloadSchema } from '../../contracts';
import { parseWordList } from '../../engine';
import { PASTED_WORDS_SLUG, THEMED_SLUG } from './load-practice';
import { storePastedWords, storeTheme } from './pasted-words';
import styles from './AdaptiveTools.module.css';
import { lessonPath } from '../../contracts/app-pages';

/**
 * For a teacher or parent: ask for a session on any theme ("dinosaurs", "the sea"), written by the server's
 * passage writer (POST /practice/passage; the built-in writer offline) with the learner's keys, or paste a word
 * list (spelling words, a topic's vocabulary) and start a session made of those words.
 */
export function AdaptiveTools() {
  return (
    <div className={styles.toolbox}>
      <ThemeForm />
      <WordListForm />
    </div>
  );
}

function ThemeForm() {
  const navigate = useNavigate();
  const id = useId();
  const [theme, setTheme] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className={styles.tools}
      onSubmit={(event) => {
        event.preventDefault();
        // The same rule as the server's: letters, digits, spaces and hyphens, up to 40.
        const parsed = ThemedPassagePayloadSchema.shape.theme.safeParse(theme);
        if (!parsed.success) {
          setInvalid(true);
          return;
        }
        storeTheme(parsed.data);
        void navigate(lessonPath(THEMED_SLUG));
      }}
    >
      <label htmlFor={`${id}-theme`} className={styles.label}>
        <FormattedMessage
          id="practice.adaptive.themeLabel"
          defaultMessage="Teachers and parents: type any theme for a session of its own (dinosaurs, the sea, football…)"
        />
      </label>
      <input
        id={`${id}-theme`}
        className={styles.theme}
        type="text"
        maxLength={40}
        value={theme}
        onChange={(event) => {
          setTheme(event.target.value);
          setInvalid(false);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-theme-error` : undefined}
        data-testid="practice-theme"
      />
      {invalid && (
        <p id={`${id}-theme-error`} className={styles.error} role="alert">
          <FormattedMessage
            id="practice.adaptive.themeInvalid"
            defaultMessage="Please type a theme of up to 40 letters, digits, spaces or hyphens"
          />
        </p>
      )}
      <button type="submit" className="button button-primary" data-testid="practice-theme-start">
        <FormattedMessage id="practice.adaptive.themeStart" defaultMessage="Practise this theme" />
      </button>
    </form>
  );
}

function WordListForm() {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <form
      className={styles.tools}
      onSubmit={(event) => {
        event.preventDefault();
        const words = parseWordList(text);
        if (words.length === 0) {
          setEmpty(true);
          return;
        }
        storePastedWords(words);
        void navigate(lessonPath(PASTED_WORDS_SLUG));
      }}
    >
      <label htmlFor={`${id}-words`} className={styles.label}>
        <FormattedMessage
          id="practice.adaptive.pasteLabel"
          defaultMessage="Teachers and parents: paste a word list for a session of its own"
        />
      </label>
      <textarea
        id={`${id}-words`}
        className={styles.words}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setEmpty(false);
        }}
        aria-invalid={empty}
        aria-describedby={empty ? `${id}-error` : undefined}
        data-testid="pasted-words"
      />
      {empty && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          <FormattedMessage
            id="practice.adaptive.pasteEmpty"
            defaultMessage="Please paste at least one word"
          />
        </p>
      )}
      <button type="submit" className="button button-primary" data-testid="pasted-words-start">
        <FormattedMessage id="practice.adaptive.pasteStart" defaultMessage="Practise these words" />
      </button>
    </form>
  );
}
