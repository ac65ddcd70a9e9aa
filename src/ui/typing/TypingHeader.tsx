import { FormattedMessage } from 'react-intl';
import type { AttemptSession, LessonAttempt } from './lesson-attempt';
import { LiveStats } from './LiveStats';
import styles from './LessonTyping.module.css';

export interface TypingHeaderProps {
  /** The heading's id, named by the screen's aria-labelledby. */
  id: string;
  title: string;
  attempt: LessonAttempt<AttemptSession>;
  speed?: 'rpm';
  /** Restart the attempt and put the focus back in the field. */
  onRestart: () => void;
}

/** The header of a typing screen: title, live figures and the restart button. */
export function TypingHeader({ id, title, attempt, speed, onRestart }: TypingHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <LiveStats attempt={attempt} {...(speed ? { speed } : {})} />
      <button
        type="button"
        className="button button-secondary"
        // Keep the focus (and the clock) in the text while the mouse is down, so restarting does not pause.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onRestart}
        aria-keyshortcuts="Escape"
      >
        <FormattedMessage id="lesson.typing.restart" defaultMessage="Restart (Esc)" />
      </button>
    </header>
  );
}
