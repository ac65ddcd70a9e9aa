import { useIntl } from 'react-intl';
import styles from './Landing.module.css';

/** Prev / next / dots and a pause button for an auto-advancing rotation. */
export function RotationControls({
  count,
  index,
  move,
  goTo,
  paused,
  setPaused,
  label,
}: {
  count: number;
  index: number;
  move: (step: number) => void;
  goTo: (index: number) => void;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  label: string;
}) {
  const intl = useIntl();
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => move(-1)}
        aria-label={intl.formatMessage({ id: 'site.carousel.previous', defaultMessage: 'Previous' })}
      >
        ‹
      </button>
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className={dot === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
          aria-current={dot === index}
          aria-label={intl.formatMessage(
            { id: 'site.carousel.goTo', defaultMessage: 'Show card {number}' },
            { number: dot + 1 },
          )}
          onClick={() => goTo(dot)}
        />
      ))}
      <button
        type="button"
        className={styles.arrow}
        onClick={() => move(1)}
        aria-label={intl.formatMessage({ id: 'site.carousel.next', defaultMessage: 'Next' })}
      >
        ›
      </button>
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
        aria-label={`${label}: ${
          paused
            ? intl.formatMessage({ id: 'site.video.play', defaultMessage: 'Play' })
            : intl.formatMessage({ id: 'site.video.pause', defaultMessage: 'Pause' })
        }`}
      >
        {paused ? '▶' : '❚❚'}
      </button>
    </div>
  );
}
