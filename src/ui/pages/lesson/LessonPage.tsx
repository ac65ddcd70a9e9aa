import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { courseLessons, findLesson, localize, type Lesson } from '../../../content';
import { analyzeAttempt } from '../../../engine';
import { layoutById } from '../../../keyboard';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { PerformanceReport } from '../../components/report/PerformanceReport';
import { lessonReportHeading } from '../../components/report/lesson-heading';
import { useLocaleStore } from '../../i18n/locale-store';
import { isUnlocked, useLessonRecords } from '../../progress';
import { mergeLessonRecord } from '../../progress/progress-store';
import { AttemptSaveStatus } from '../../components/attempt-save-status/AttemptSaveStatus';
import { NotFoundPage } from '../../site/pages/not-found/NotFoundPage';
import { afterPractice, isPracticeSlug, nextIn, submitFields } from '../../practice/after-practice';
import { PracticeIntro } from '../../practice/PracticeIntro';
import type { Practice } from '../../practice/practice';
import { usePractice } from '../../practice/use-practice';
import { useMemberOnlyLesson } from '../../account/member-access';
import { MembersOnlyGate } from '../../components/account/MembersOnlyNotice';
import { LessonIntro } from './LessonIntro';
import { LessonTyping } from '../../typing/LessonTyping';
import { SpokenLine } from '../../typing/voice/SpokenLine';
import { useLessonFlow } from '../../typing/use-lesson-flow';
import { useKeyboardLayout } from '../../queries/groups';
import styles from './LessonPage.module.css';
import { lessonPath } from '../../../contracts/app-pages';

/** A lesson of the finger-placement course at /lesson/:slug: introduction, typing, report. */
export default function LessonPage() {
  const { slug = '' } = useParams();
  // A finger lesson as it is on the character's keyboard layout (its keys, names and text).
  const layout = useKeyboardLayout();
  const found = findLesson(slug, layout);
  // Every other practice kind (English, vocabulary, literature, code, keypad, adaptive, custom, review) loads
  // its family's chunk and, for adaptive practice, writes the text for this learner.
  const practice = usePractice(slug, !found && isPracticeSlug(slug));
  // Later chapters of the practice courses are for members (src/content/access.ts); the finger course is free.
  const memberOnly = useMemberOnlyLesson(found ? '' : slug);
  const locale = useLocaleStore((state) => state.locale);
  if (!found) {
    if (practice === 'loading' && isPracticeSlug(slug)) {
      return (
        <LearningShell>
          <p className="app-loading">
            <FormattedMessage id="practice.loading" defaultMessage="Getting your practice ready…" />
          </p>
        </LearningShell>
      );
    }
    if (!practice || practice === 'loading') return <NotFoundPage />;
    // A custom course of Chinese text is typed on the pinyin screen (an assignment's link knows only its number).
    if ('movedTo' in practice) return <Navigate to={practice.movedTo} replace />;
    return (
      <MembersOnlyGate memberOnly={memberOnly} title={localize(practice.lesson.title, locale)}>
        <LessonFlow key={slug} lesson={practice.lesson} lessons={practice.lessons} practice={practice} />
      </MembersOnlyGate>
    );
  }
  // A new lesson starts at its introduction: the key resets every step's state.
  return <LessonFlow key={`${slug}/${layout}`} lesson={found.lesson} lessons={courseLessons(found.course)} />;
}

function LessonFlow({
  lesson,
  lessons,
  practice,
}: {
  lesson: Lesson;
  lessons: readonly Lesson[];
  practice?: Practice;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleStore((state) => state.locale);
  const records = useLessonRecords();
  const title = localize(lesson.title, locale);
  const following = nextIn(lessons, lesson.slug);
  const { step, start, retry, finish } = useLessonFlow({
    lesson,
    title,
    analyze: (keystrokes) =>
      analyzeAttempt(lesson.text, keystrokes, {
        mode: lesson.mode,
        ...(practice?.matchCode ? { matchCode: practice.matchCode } : {}),
      }),
    // The device's own progress is what a learner who has not signed in sees.
    save: (signedIn) => ({ submit: submitFields(practice, lesson.slug), keepOnDevice: !signedIn }),
    after: ({ analysis, stars, finishedAt }) => {
      const result = { lessonSlug: lesson.slug, analysis, stars, finishedAt };
      const after = analysis.finished
        ? { ...records, [lesson.slug]: mergeLessonRecord(records[lesson.slug], result) }
        : records;
      const unlockedNext = following
        ? !isUnlocked(lessons, records, following.slug) && isUnlocked(lessons, after, following.slug)
        : false;
      if (practice) void afterPractice(practice, analysis, finishedAt);
      return { unlockedNext };
    },
  });

  if (!isUnlocked(lessons, records, lesson.slug)) {
    return (
      <LearningShell>
        <div className={styles.locked}>
          <h1>{title}</h1>
          <p>
            <FormattedMessage
              id="lesson.locked"
              defaultMessage="This lesson is still locked: pass the lesson before it to open it."
            />
          </p>
          <Link className="button button-primary" to="/chapter/">
            <FormattedMessage id="lesson.backToMap" defaultMessage="Back to the course map" />
          </Link>
        </div>
      </LearningShell>
    );
  }

  const canGoNext = following !== undefined && isUnlocked(lessons, records, following.slug);
  return (
    <LearningShell>
      {step.kind === 'intro' && (
        <LessonIntro
          lesson={lesson}
          locale={locale}
          onStart={start}
          pictures={!practice?.covered}
          numbered={lessons.length > 1}
        >
          {practice && <PracticeIntro practice={practice} />}
          <SpokenLine
            text={intl.formatMessage(
              { id: 'lesson.voice.intro', defaultMessage: '{title}. Press Enter to start.' },
              { title },
            )}
          />
        </LessonIntro>
      )}
      {step.kind === 'typing' && (
        <LessonTyping
          key={step.round}
          lesson={lesson}
          title={title}
          onFinished={finish}
          layout={layoutById(step.keyboardLayout)}
          {...(practice ? { practice } : {})}
        />
      )}
      {step.kind === 'report' && (
        <div className={styles.reportPage}>
          <SpokenLine
            text={intl.formatMessage(
              {
                id: 'lesson.voice.result',
                defaultMessage: '{heading}. {wpm} words a minute, {accuracy} right.',
              },
              {
                heading: intl.formatMessage(lessonReportHeading(step.stars), { title }),
                wpm: Math.round(step.analysis.wpm),
                accuracy: intl.formatNumber(step.analysis.accuracy, { style: 'percent' }),
              },
            )}
          />
          <PerformanceReport
            analysis={step.analysis}
            stars={step.stars}
            passRule={lesson.passRule}
            heading={intl.formatMessage(lessonReportHeading(step.stars), { title })}
            onRetry={retry}
            onNext={canGoNext ? () => navigate(lessonPath(following.slug)) : undefined}
          >
            {step.unlockedNext && following && (
              <p className={styles.unlocked} data-testid="next-unlocked">
                <FormattedMessage
                  id="lesson.report.unlocked"
                  defaultMessage="New lesson unlocked: {title}"
                  values={{ title: localize(following.title, locale) }}
                />
              </p>
            )}
            {step.attemptKey && <AttemptSaveStatus attemptKey={step.attemptKey} />}
          </PerformanceReport>
          <p className={styles.mapLink}>
            <Link to="/chapter/">
              <FormattedMessage id="lesson.backToMap" defaultMessage="Back to the course map" />
            </Link>
          </p>
        </div>
      )}
    </LearningShell>
  );
}
