import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { StarRow } from '../stars/StarRow';
import { isPassed, type LessonRecord } from '../../progress';
import styles from './LessonCard.module.css';

export interface LessonCardProps {
  /** The lesson's page. */
  to: string;
  slug: string;
  number: number;
  title: string;
  record: LessonRecord | undefined;
  unlocked: boolean;
  isNext: boolean;
  nextRef?: RefObject<HTMLAnchorElement | null> | undefined;
}

/** A lesson on a course map: its number (or a lock), title and best stars; the lesson to take next stands out. */
export function LessonCard({ to, slug, number, title, record, unlocked, isNext, nextRef }: LessonCardProps) {
  const state = !unlocked ? 'locked' : isNext ? 'next' : isPassed(record) ? 'passed' : 'open';
  const body = (
    <>
      <span className={styles.number} aria-hidden="true">
        {unlocked ? number : <LockIcon />}
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>
          <span className="visually-hidden">
            <FormattedMessage
              id="courseMap.lessonNumber"
              defaultMessage="Lesson {number}:"
              values={{ number }}
            />{' '}
          </span>
          {title}
        </span>
        {unlocked ? (
          <StarRow count={record?.bestStars ?? 0} />
        ) : (
          <span className={styles.lockedLabel}>
            <FormattedMessage id="courseMap.locked" defaultMessage="Locked" />
          </span>
        )}
      </span>
      {isNext && (
        <span className={styles.nextBadge}>
          <FormattedMessage id="courseMap.next" defaultMessage="Next" />
        </span>
      )}
    </>
  );
  if (!unlocked) {
    return (
      <div
        className={`${styles.card} ${styles.locked}`}
        data-testid={`lesson-card-${slug}`}
        data-state={state}
      >
        {body}
      </div>
    );
  }
  return (
    <Link
      ref={nextRef}
      to={to}
      className={[styles.card, styles[state]].filter(Boolean).join(' ')}
      data-testid={`lesson-card-${slug}`}
      data-state={state}
      aria-current={isNext ? 'step' : undefined}
    >
      {body}
    </Link>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
    </svg>
  );
}
