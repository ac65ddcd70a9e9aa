import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { parseWordList } from '../../engine';
import { PASTED_WORDS_SLUG } from './load-practice';
import { storePastedWords } from './pasted-words';
import styles from './AdaptiveTools.module.css';

/**
 * For a teacher or parent: paste a word list (spelling words, a topic's vocabulary) and start a session made of
 * those words. Themed sessions ("animals", "space") are the course's themed lessons.
 */
export function AdaptiveTools() {
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
        void navigate(`/lesson/${PASTED_WORDS_SLUG}`);
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
