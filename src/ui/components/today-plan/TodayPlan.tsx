import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { streak } from '../../reports/figures';
import {
  DAILY_MINUTES,
  reviewableWords,
  todayPlan,
  typingCheckDue,
  type PlanItemId,
} from '../../reports/plan';
import { StreakFlame } from '../../reports/StreakFlame';
import styles from './TodayPlan.module.css';
import { historyQuery } from '../../queries/report';
import { notebookQuery } from '../../queries/notebook';
import { todayReportQuery } from '../../queries/report';

const ITEM_NAMES: Record<PlanItemId | 'lessonPassed', { id: string; defaultMessage: string }> = {
  warmup: { id: 'plan.item.warmup', defaultMessage: 'Warm-up: your keys' },
  lesson: { id: 'plan.item.lesson', defaultMessage: 'Next lesson: {title}' },
  lessonPassed: { id: 'plan.item.lessonPassed', defaultMessage: 'Lesson passed: {title}' },
  review: { id: 'plan.item.review', defaultMessage: 'Review your missed words' },
  check: {
    id: 'plan.item.check',
    defaultMessage: 'Typing check: once as usual, once with the keyboard covered',
  },
  retention: { id: 'plan.item.retention', defaultMessage: 'Welcome back: a typing check after your break' },
  game: { id: 'plan.item.game', defaultMessage: 'Reward: play a game' },
};

/**
 * Today's plan for the current character, on the learning home: a short session (warm-up, the next lesson, a
 * review when the error-word notebook has words due, a game), what is done of it, the minutes practised and the
 * streak. Every figure comes from the server; switching the character switches the queries (their keys hold its
 * id).
 */
export function TodayPlan({
  nextLessonSlug,
  lessonTitle,
  courseSlugs,
}: {
  nextLessonSlug: string | undefined;
  /** The title of a lesson of the course, by slug (the lesson item names the next lesson or the one passed). */
  lessonTitle: (slug: string) => string;
  courseSlugs: ReadonlySet<string>;
}) {
  const intl = useIntl();
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const enabled = signedIn && characterId !== null;
  const id = characterId ?? 0;
  const today = useQuery({ ...todayReportQuery(id), enabled });
  // A year of days: the typing check falls on every 7th practice day, the retention test after a week away.
  const history = useQuery({ ...historyQuery(id, 366), enabled });
  const notebook = useQuery({ ...notebookQuery(id), enabled });
  // "Due now" is judged when the plan is shown (a useState initialiser runs once).
  const [now] = useState(() => Date.now());
  if (!enabled || !today.data) return null;

  const plan = todayPlan({
    nextLessonSlug,
    courseSlugs,
    todayAttempts: today.data.attempts,
    hasReview: reviewableWords(notebook.data?.entries ?? [], now) > 0,
    checkDue: history.data ? typingCheckDue(history.data.days, history.data.to) : null,
  });
  const minutes = Math.floor(today.data.totals.durationMs / 60_000);
  const streakDays = streak(history.data?.days ?? []);
  return (
    <section className={styles.plan} aria-labelledby="today-plan-title" data-testid="today-plan">
      <div className={styles.head}>
        <h2 id="today-plan-title" className={styles.title}>
          <FormattedMessage id="plan.today" defaultMessage="Today's plan" />
        </h2>
        <p className={styles.streak} data-testid="plan-streak">
          <StreakFlame />
          <FormattedMessage
            id="reports.streak"
            defaultMessage="{days, plural, =0 {No practice streak yet} one {# day in a row} other {# days in a row}}"
            values={{ days: streakDays }}
          />
        </p>
      </div>
      <p className={styles.progressText} id="today-plan-progress">
        <FormattedMessage
          id="plan.progress"
          defaultMessage="{done} of {total} done · {minutes} of {goal} minutes"
          values={{ done: plan.done, total: plan.items.length, minutes, goal: DAILY_MINUTES }}
        />
      </p>
      <progress
        className={styles.bar}
        max={plan.items.length}
        value={plan.done}
        aria-labelledby="today-plan-progress"
      />
      <ol className={styles.items}>
        {plan.items.map((item) => (
          <li
            key={item.id}
            className={item.done ? styles.done : undefined}
            data-testid={`plan-item-${item.id}`}
            data-done={item.done}
          >
            <Link to={item.to} className={styles.item}>
              <span className={styles.check} aria-hidden="true">
                {item.done ? '✓' : ''}
              </span>
              <span className={styles.itemText}>
                {intl.formatMessage(
                  ITEM_NAMES[item.id === 'lesson' && item.done ? 'lessonPassed' : item.id],
                  {
                    title: item.lessonSlug ? lessonTitle(item.lessonSlug) : '',
                  },
                )}
                <span className={styles.minutes}>
                  <FormattedMessage
                    id="plan.minutes"
                    defaultMessage="{minutes} min"
                    values={{ minutes: item.minutes }}
                  />
                  {item.done && (
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="plan.doneLabel" defaultMessage="(done)" />
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <p className={styles.links}>
        <Link to="/plan">
          <FormattedMessage id="plan.seePlan" defaultMessage="My learning plan" />
        </Link>
        <Link to="/report?period=day">
          <FormattedMessage id="plan.seeReport" defaultMessage="Today's report" />
        </Link>
      </p>
    </section>
  );
}
