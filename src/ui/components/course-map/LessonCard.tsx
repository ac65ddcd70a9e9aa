import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LockIcon } from '../account/LockIcon';
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
  /**
   * A members' lesson and the learner is not one: the card is a button that opens the upgrade prompt (it says
   * "For members" under a lock instead of stars).
   */
  onMembersOnly?: (() => void) | undefined;
}

/** A lesson on a course map: its number (or a lock), title and best stars; the lesson to take next stands out. */
export function LessonCard({
  to,
  slug,
  number,
  title,
  record,
  unlocked,
  isNext,
  nextRef,
  onMembersOnly,
}: LessonCardProps) {
  const state = onMembersOnly
    ? 'members'
    : !unlocked
      ? 'locked'
      : isNext
        ? 'next'
        : isPassed(record)
          ? 'passed'
          : 'open';
  const open = unlocked && !onMembersOnly;
  const body = (
    <>
      <span className={styles.number} aria-hidden="true">
        {open ? number : <LockIcon />}
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
        {onMembersOnly ? (
          <span className={styles.lockedLabel}>
            <FormattedMessage id="courseMap.membersOnly" defaultMessage="For members" />
          </span>
        ) : unlocked ? (
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
  if (onMembersOnly) {
    return (
      <button
        type="button"
        className={`${styles.card} ${styles.locked} ${styles.members}`}
        data-testid={`lesson-card-${slug}`}
        data-state={state}
        onClick={onMembersOnly}
      >
        {body}
      </button>
    );
  }
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
