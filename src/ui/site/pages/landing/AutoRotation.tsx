import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './Landing.module.css';
import { useAutoAdvance } from './use-auto-advance';
import { reducedMotion } from './landing-motion';
import { RotationControls } from './RotationControls';

/** A rotation that pauses on hover and focus, and by its pause button. */
export function AutoRotation({
  id,
  items,
  label,
  testId,
}: {
  id: string;
  items: { key: string; title: ReactNode; text: ReactNode }[];
  label: string;
  testId: string;
}) {
  const intl = useIntl();
  const [pausedByUser, setPausedByUser] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const slideRole = intl.formatMessage({ id: 'site.carousel.slide', defaultMessage: 'slide' });
  const { index, move, goTo } = useAutoAdvance(items.length, pausedByUser || hovered);
  return (
    <div
      className={styles.rotation}
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'site.carousel.role', defaultMessage: 'carousel' })}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid={testId}
      data-index={index}
    >
      <div className={styles.track} aria-live={pausedByUser || hovered ? 'polite' : 'off'} id={id}>
        {items.map((item, position) => (
          <article
            key={item.key}
            className={styles.panel}
            hidden={position !== index}
            aria-roledescription={slideRole}
            data-panel={item.key}
          >
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
      <RotationControls
        count={items.length}
        index={index}
        move={move}
        goTo={goTo}
        paused={pausedByUser}
        setPaused={setPausedByUser}
        label={label}
      />
    </div>
  );
}
