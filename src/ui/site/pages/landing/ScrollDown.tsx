import { useIntl } from 'react-intl';
import styles from './Landing.module.css';
import { reducedMotion } from './landing-motion';

/** Scrolls to the section after `id` (the scroll-down arrows). */
export function ScrollDown({ to }: { to: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.scrollDown}
      aria-label={intl.formatMessage({ id: 'site.landing.scrollDown', defaultMessage: 'Next section' })}
      onClick={() =>
        document.getElementById(to)?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth' })
      }
      data-testid={`scroll-to-${to}`}
    >
      <span aria-hidden="true">⌄</span>
    </button>
  );
}
