import { FormattedMessage, useIntl } from 'react-intl';
import type { AdaptiveInfo, Practice } from './practice';
import { usePracticeStore } from './practice-store';
import styles from './PracticeIntro.module.css';
import { ThemedSource } from './ThemedSource';
import { keyPercent } from '../reports/figures';

/** What a practice kind adds to a lesson's introduction. */
export function PracticeIntro({ practice }: { practice: Practice }) {
  if (practice.adaptive) return <AdaptiveIntro info={practice.adaptive} />;
  if (practice.view.kind === 'vocabulary') return <VocabularyOptions />;
  if (practice.family === 'review') {
    return (
      <p className={styles.note} data-testid="review-intro">
        <FormattedMessage
          id="practice.review.intro"
          defaultMessage="Each word is typed several times. A word leaves your notebook once you type it right enough times in a row."
        />
      </p>
    );
  }
  if (practice.covered) {
    return (
      <p className={styles.note} data-testid="covered-intro">
        <FormattedMessage
          id="practice.check.coveredIntro"
          defaultMessage="Cover your keyboard now, then press Start. Try not to peek: a slow, honest result helps more than a fast one."
        />
      </p>
    );
  }
  return null;
}

/** The name of a key as shown ("Space" for ' '). */
function KeyLabel({ char }: { char: string }) {
  const intl = useIntl();
  return (
    <kbd className={styles.key}>
      {char === ' ' ? intl.formatMessage({ id: 'key.space', defaultMessage: 'Space' }) : char.toUpperCase()}
    </kbd>
  );
}

/** Why this key is the focus, which key was added, and every unlocked key's standing. */
function AdaptiveIntro({ info }: { info: AdaptiveInfo }) {
  const intl = useIntl();
  const { explanation } = info;
  const percent = (value: number) => keyPercent(intl, value);
  const key = <KeyLabel char={explanation.key} />;
  return (
    <div className={styles.adaptive} data-testid="adaptive-intro">
      <p className={styles.focus} data-testid="adaptive-focus" data-key={explanation.key}>
        {explanation.reason === 'new' && (
          <FormattedMessage
            id="practice.adaptive.focusNew"
            defaultMessage="Focus on {key}: it is new to you ({value} of {target} presses so far)."
            values={{ key, value: Math.round(explanation.value), target: explanation.target }}
          />
        )}
        {explanation.reason === 'accuracy' && (
          <FormattedMessage
            id="practice.adaptive.focusAccuracy"
            defaultMessage="Focus on {key}: over all your practice so far its accuracy is {value}, the target is {target}."
            values={{ key, value: percent(explanation.value), target: percent(explanation.target) }}
          />
        )}
        {explanation.reason === 'speed' && (
          <FormattedMessage
            id="practice.adaptive.focusSpeed"
            defaultMessage="Focus on {key}: its speed is {value} WPM, the target is {target} WPM."
            values={{ key, value: Math.round(explanation.value), target: explanation.target }}
          />
        )}
      </p>
      {info.added && (
        <p className={styles.added} data-testid="adaptive-added">
          <FormattedMessage
            id="practice.adaptive.added"
            defaultMessage="New key unlocked: {key}. Your other keys are fast and accurate enough."
            values={{ key: <KeyLabel char={info.added} /> }}
          />
        </p>
      )}
      <p className={styles.note}>
        {info.theme ? (
          <FormattedMessage
            id="practice.adaptive.themeHow"
            defaultMessage="Everything here uses only your keys, many words with your focus key. The more keys you unlock, the more of the theme you can type. Keys you have unlocked stay unlocked."
          />
        ) : (
          <FormattedMessage
            id="practice.adaptive.howItWorks"
            defaultMessage="Every word of this practice contains your focus key. A new key is added only when all your keys are fast and accurate, and a key you have unlocked stays unlocked."
          />
        )}
      </p>
      {info.theme && <ThemedSource info={info} />}
      <ul
        className={styles.keys}
        aria-label={intl.formatMessage({
          id: 'practice.adaptive.keysLabel',
          defaultMessage: 'Your unlocked keys',
        })}
      >
        {info.confidences.map((confidence) => (
          <li
            key={confidence.key}
            className={
              confidence.key === explanation.key ? `${styles.keyItem} ${styles.keyFocus}` : styles.keyItem
            }
            title={confidence.accuracy === null ? undefined : percent(confidence.accuracy)}
          >
            <KeyLabel char={confidence.key} />
            <span className={styles.meter} aria-hidden="true">
              <span style={{ width: `${Math.round(Math.min(1, confidence.confidence) * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Dictation and pronunciation switches of the vocabulary builder. */
function VocabularyOptions() {
  const dictation = usePracticeStore((state) => state.dictation);
  const speak = usePracticeStore((state) => state.speak);
  const setOptions = usePracticeStore((state) => state.setVocabularyOptions);
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  return (
    <fieldset className={styles.options}>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={dictation}
          onChange={(event) => setOptions({ dictation: event.target.checked })}
          data-testid="dictation-toggle"
        />
        <FormattedMessage
          id="practice.vocabulary.dictationOption"
          defaultMessage="Dictation: show the meaning, hide the word"
        />
      </label>
      {canSpeak && (
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={speak}
            onChange={(event) => setOptions({ speak: event.target.checked })}
          />
          <FormattedMessage id="practice.vocabulary.speakOption" defaultMessage="Say each word aloud" />
        </label>
      )}
    </fieldset>
  );
}
