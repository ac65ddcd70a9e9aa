import { FormattedMessage } from 'react-intl';
import styles from './LessonTyping.module.css';

/** The spec's Caps Lock message, shown while Caps Lock is on. */
export function CapsLockWarning() {
  return (
    <p className={styles.notice} role="alert" data-testid="caps-lock-warning">
      <span aria-hidden="true" className={styles.noticeIcon}>
        ⇪
      </span>
      <FormattedMessage id="lesson.capsLock" defaultMessage="Caps Lock is on and may cause incorrect input" />
    </p>
  );
}

/** An input method (IME) started composing during a lesson typed in Latin letters. */
export function InputMethodWarning() {
  return (
    <p className={styles.notice} role="alert" data-testid="ime-warning">
      <span aria-hidden="true" className={styles.noticeIcon}>
        あ
      </span>
      <FormattedMessage
        id="lesson.inputMethod"
        defaultMessage="Please switch your input method to English to type this lesson"
      />
    </p>
  );
}

/** Covers the text and keyboard while the lesson is paused; a click or a key continues. */
export function PauseOverlay({ onContinue }: { onContinue: () => void }) {
  return (
    <div className={styles.pause} data-testid="pause-overlay" onClick={onContinue}>
      {/* The click bubbles to the overlay, so a click anywhere on it continues. */}
      <button type="button" className={styles.pauseButton}>
        <span className={styles.pauseIcon} aria-hidden="true">
          ❚❚
        </span>
        <FormattedMessage id="lesson.paused" defaultMessage="Paused — click or press a key to continue" />
      </button>
    </div>
  );
}
