import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './StarRow.module.css';

export interface StarRowProps {
  /** Stars earned, 0..max. */
  count: number;
  max?: number;
  size?: 'small' | 'large';
  /** Draws each earned star (its index from 0) inside something of its own: the result's celebration pops them. */
  earnedStar?: (star: ReactNode, index: number) => ReactNode;
  className?: string;
}

/** A row of stars with its meaning for screen readers ("2 of 3 stars"). */
export function StarRow({ count, max = 3, size = 'small', earnedStar, className }: StarRowProps) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'stars.label', defaultMessage: '{count} of {max} stars' },
    { count, max },
  );
  return (
    <span
      className={[styles.row, styles[size], className].filter(Boolean).join(' ')}
      role="img"
      aria-label={label}
      data-stars={count}
    >
      {Array.from({ length: max }, (_, index) => {
        const earned = index < count;
        const star = (
          <svg viewBox="0 0 24 24" className={earned ? styles.earned : styles.empty} aria-hidden="true">
            <path d="M12 2.6l2.9 6 6.5.8-4.8 4.5 1.2 6.5L12 17.3l-5.8 3.1 1.2-6.5L2.6 9.4l6.5-.8z" />
          </svg>
        );
        return earned && earnedStar ? earnedStar(star, index) : <span key={index}>{star}</span>;
      })}
    </span>
  );
}
