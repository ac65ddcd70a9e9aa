import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { courseLessons, fingerCourseFor, localize } from '../../../content';
import { PROMISE_EVIDENCE } from '../../../content/site/evidence';
import { useKeyboardLayout } from '../../queries/groups';
import { useSessionStore } from '../../api/session-store';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { ClassAssignments } from '../../components/class-assignments/ClassAssignments';
import { useLocaleStore } from '../../i18n/locale-store';
import { isPassed, useLessonRecords } from '../../progress';
import { learningPlan, type PlanDay } from '../../reports/plan';
import { ForecastSection } from './ForecastSection';
import styles from './PlanPage.module.css';
import { localTimeZone } from '../../queries/time-zone';
import { historyQuery } from '../../queries/report';
import { lessonProgressQuery } from '../../queries/progress';
import { lessonPath } from '../../../contracts/app-pages';

/** The calendar day of an instant in the device's zone (YYYY-MM-DD). */
function localDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: localTimeZone() }).format(new Date(iso));
}

/** The learning plan: finger placement in 7 practice days, blind typing by day 30, and where the learner is. */
export default function PlanPage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const enabled = signedIn && characterId !== null;
  const history = useQuery({ ...historyQuery(characterId ?? 0, 366), enabled });
  const progress = useQuery({ ...lessonProgressQuery(characterId ?? 0), enabled });
  const records = useLessonRecords();
  const lessons = courseLessons(fingerCourseFor(useKeyboardLayout()));
  const titles = new Map(lessons.map((lesson) => [lesson.slug, localize(lesson.title, locale)]));

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'plan.title', defaultMessage: 'My learning plan' })} · KeyQuest`;
  }, [intl]);

  const plan = useMemo(() => {
    if (!history.data) return null;
    const slugs = lessons.map((lesson) => lesson.slug);
    const passed = new Set(slugs.filter((slug) => isPassed(records[slug])));
    const passedOn = (progress.data?.lessons ?? []).flatMap((entry) =>
      entry.passedAt && slugs.includes(entry.lessonSlug) ? [localDay(entry.passedAt)] : [],
    );
    return learningPlan({
      lessons: slugs,
      passed,
      practiceDays: history.data.days.filter((day) => day.attempts > 0).map((day) => day.day),
      courseDoneOn: passed.size === slugs.length && passedOn.length > 0 ? passedOn.sort().at(-1)! : null,
      today: history.data.to,
    });
  }, [history.data, progress.data, records, lessons]);

  // One speed per practice day, oldest first, for the forecast.
  const speeds = useMemo(
    () => (history.data?.days ?? []).filter((day) => day.lessonAttempts > 0).map((day) => day.wpm),
    [history.data],
  );

  const date = (day: string) =>
    intl.formatDate(Date.parse(`${day}T12:00:00Z`), {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });

  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <FormattedMessage id="plan.title" defaultMessage="My learning plan" />
          </h1>
          <p className={styles.promise}>
            <FormattedMessage
              id="plan.promise"
              defaultMessage="About 15 minutes a day. In our simulation of {learners} learners, {typed} typed 25 words a minute at 95% accuracy by practice day {day}, and {covered} typed 15 words a minute with the keyboard covered."
              values={{
                learners: intl.formatNumber(PROMISE_EVIDENCE.learners),
                day: PROMISE_EVIDENCE.day,
                typed: intl.formatNumber(PROMISE_EVIDENCE.typed25, { style: 'percent' }),
                covered: intl.formatNumber(PROMISE_EVIDENCE.covered15, { style: 'percent' }),
              }}
            />
          </p>
        </header>
        {/* Work from the student's teacher comes first in the plan too. */}
        <ClassAssignments />
        {!enabled ? (
          <p className={styles.note}>
            <FormattedMessage
              id="reports.noLearner"
              defaultMessage="Practise a lesson first: your report shows what you did each day."
            />{' '}
            <Link to="/chapter/">
              <FormattedMessage id="reports.toCourse" defaultMessage="Go to the course map" />
            </Link>
          </p>
        ) : !plan ? (
          <p className={styles.note} aria-busy="true">
            <FormattedMessage id="reports.loading" defaultMessage="Loading the report…" />
          </p>
        ) : (
          <>
            <section
              className={styles.summary}
              aria-label={intl.formatMessage({ id: 'plan.whereYouAre', defaultMessage: 'Where you are' })}
            >
              <p className={styles.big} data-testid="plan-today">
                <FormattedMessage
                  id="plan.dayOf"
                  defaultMessage="Day {day} of {total}"
                  values={{ day: plan.today, total: plan.days.length }}
                />
              </p>
              <p>
                {plan.fingerLessonsLeft > 0 ? (
                  <FormattedMessage
                    id="plan.lessonsLeft"
                    defaultMessage="{count, plural, one {# finger lesson left} other {# finger lessons left}}"
                    values={{ count: plan.fingerLessonsLeft }}
                  />
                ) : (
                  <FormattedMessage
                    id="plan.courseDone"
                    defaultMessage="Finger placement done: now build your speed!"
                  />
                )}
              </p>
              <p>
                <FormattedMessage
                  id="plan.finish"
                  defaultMessage="Practise every day and you finish on {date}."
                  values={{ date: date(plan.finishDate) }}
                />
              </p>
              <p className={styles.note}>
                <FormattedMessage
                  id="plan.howItMoves"
                  defaultMessage="A day counts when you practise. Missed a day? Nothing is lost: the plan waits for you. Lessons not passed yet move to the next days."
                />
                {plan.extraDays > 0 && (
                  <>
                    {' '}
                    <FormattedMessage
                      id="plan.extraDays"
                      defaultMessage="{days, plural, one {The plan has # more day to give you time.} other {The plan has # more days to give you time.}}"
                      values={{ days: plan.extraDays }}
                    />
                  </>
                )}
              </p>
            </section>
            <ForecastSection characterId={characterId ?? 0} speeds={speeds} />
            <Stage
              title={intl.formatMessage({ id: 'plan.stage.finger', defaultMessage: 'Finger placement' })}
              days={plan.days.filter((day) => day.stage === 'finger')}
              date={date}
              titles={titles}
            />
            <Stage
              title={intl.formatMessage({ id: 'plan.stage.blind', defaultMessage: 'Typing without looking' })}
              days={plan.days.filter((day) => day.stage === 'blind')}
              date={date}
              titles={titles}
            />
          </>
        )}
      </div>
    </LearningShell>
  );
}

function Stage({
  title,
  days,
  date,
  titles,
}: {
  title: string;
  days: PlanDay[];
  date: (day: string) => string;
  titles: ReadonlyMap<string, string>;
}) {
  if (days.length === 0) return null;
  return (
    <section className={styles.stage} aria-label={title}>
      <h2 className={styles.stageTitle}>{title}</h2>
      <ol className={styles.days}>
        {days.map((day) => (
          <li
            key={day.number}
            className={`${styles.day} ${styles[day.status]}`}
            data-testid={`plan-day-${day.number}`}
            data-status={day.status}
            aria-current={day.status === 'today' ? 'step' : undefined}
          >
            <p className={styles.dayHead}>
              <FormattedMessage id="plan.dayNumber" defaultMessage="Day {day}" values={{ day: day.number }} />
              <span className={styles.date}>{date(day.date)}</span>
            </p>
            {day.status === 'done' ? (
              <p className={styles.doneMark}>
                <span aria-hidden="true">✓ </span>
                <FormattedMessage id="plan.practised" defaultMessage="Practised" />
              </p>
            ) : day.stage === 'finger' ? (
              <ul className={styles.lessons}>
                {day.lessons.map((slug, index) => (
                  <li key={slug}>
                    {day.status === 'today' && index === 0 ? (
                      <Link to={lessonPath(slug)}>{titles.get(slug) ?? slug}</Link>
                    ) : (
                      (titles.get(slug) ?? slug)
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.goal}>
                <FormattedMessage
                  id="plan.wpmGoal"
                  defaultMessage="Goal: {wpm} words a minute, 95% right"
                  values={{ wpm: day.wpmGoal ?? 0 }}
                />
              </p>
            )}
            {day.status === 'today' && (
              <span className={styles.todayBadge}>
                <FormattedMessage id="plan.todayBadge" defaultMessage="Today" />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
