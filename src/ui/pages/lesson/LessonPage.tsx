import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { courseLessons, findLesson, localize, nextLesson, type Lesson } from '../../../content';
import {
  analyzeAttempt,
  starsFor,
  type AttemptAnalysis,
  type Keystroke,
  type PassRule,
  type Stars,
  type TypingMode,
} from '../../../engine';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { PerformanceReport } from '../../components/report/PerformanceReport';
import { useLocaleStore } from '../../i18n/locale-store';
import { useSessionStore } from '../../api/session-store';
import { isUnlocked, recordAttempt, useLessonRecords } from '../../progress';
import { mergeLessonRecord } from '../../progress/progress-store';
import { AttemptSaveStatus } from '../../results/AttemptSaveStatus';
import { enqueueAttempt, newIdempotencyKey } from '../../results/attempt-queue';
import { NotFoundPage } from '../NotFoundPage';
import { afterPractice, isPracticeSlug, nextIn, submitFields } from '../../practice/after-practice';
import { PracticeIntro } from '../../practice/PracticeIntro';
import type { Practice } from '../../practice/practice';
import { usePractice } from '../../practice/use-practice';
import { LessonIntro } from './LessonIntro';
import { LessonTyping } from './LessonTyping';
import styles from './LessonPage.module.css';

type Step =
  | { kind: 'intro' }
  | { kind: 'typing'; round: number }
  | { kind: 'report'; analysis: AttemptAnalysis; stars: Stars; unlockedNext: boolean; attemptKey: string };

declare global {
  interface Window {
    /** The last finished attempt, exposed only to automated browsers (end-to-end tests, benchmarks). */
    __keyquestLastAttempt?: {
      lessonSlug: string;
      text: string;
      mode: TypingMode;
      passRule: PassRule;
      keystrokes: readonly Keystroke[];
    };
  }
}

/** A lesson of the finger-placement course at /lesson/:slug: introduction, typing, report. */
export default function LessonPage() {
  const { slug = '' } = useParams();
  const found = findLesson(slug);
  // Every other practice kind (English, vocabulary, literature, code, keypad, adaptive, custom, review) loads
  // its family's chunk and, for adaptive practice, writes the text for this learner.
  const practice = usePractice(slug, !found && isPracticeSlug(slug));
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
    return <LessonFlow key={slug} lesson={practice.lesson} lessons={practice.lessons} practice={practice} />;
  }
  // A new lesson starts at its introduction: the key resets every step's state.
  return <LessonFlow key={slug} lesson={found.lesson} lessons={courseLessons(found.course)} />;
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
  const signedIn = useSessionStore((state) => state.signedIn);
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const title = localize(lesson.title, locale);
  const following = practice ? nextIn(lessons, lesson.slug) : nextLesson(lesson.slug);

  useEffect(() => {
    document.title = `${title} · KeyQuest`;
  }, [title]);

  // Each step is a new screen: start it at the top.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [step.kind]);

  const start = useCallback(
    () =>
      setStep((previous) => ({ kind: 'typing', round: previous.kind === 'typing' ? previous.round + 1 : 0 })),
    [],
  );

  const finish = useCallback(
    (keystrokes: readonly Keystroke[]) => {
      const analysis = analyzeAttempt(lesson.text, keystrokes, {
        mode: lesson.mode,
        ...(practice?.matchCode ? { matchCode: practice.matchCode } : {}),
      });
      const stars = starsFor(analysis, lesson.passRule);
      const finishedAt = Date.now();
      const result = { lessonSlug: lesson.slug, analysis, stars, finishedAt };
      const after = analysis.finished
        ? { ...records, [lesson.slug]: mergeLessonRecord(records[lesson.slug], result) }
        : records;
      const unlockedNext = following
        ? !isUnlocked(lessons, records, following.slug) && isUnlocked(lessons, after, following.slug)
        : false;
      // The device's own progress is what a learner who has not signed in sees.
      if (!signedIn) recordAttempt(result);
      // The attempt itself waits in the device's queue until the server has it (never lost).
      const attemptKey = newIdempotencyKey();
      enqueueAttempt({
        idempotencyKey: attemptKey,
        ...submitFields(practice, lesson.slug),
        mode: lesson.mode,
        text: lesson.text,
        keystrokes: [...keystrokes],
        startedAt: Math.max(0, Math.round(finishedAt - analysis.durationMs)),
        summary: {
          finished: analysis.finished,
          stars,
          wpm: analysis.wpm,
          accuracy: analysis.accuracy,
          score: analysis.score,
        },
      }).catch((error: unknown) => console.warn('This result could not be kept on the device', error));
      if (navigator.webdriver) {
        window.__keyquestLastAttempt = {
          lessonSlug: lesson.slug,
          text: lesson.text,
          mode: lesson.mode,
          passRule: lesson.passRule,
          keystrokes: [...keystrokes],
        };
      }
      if (practice) afterPractice(practice, analysis, finishedAt);
      setStep({ kind: 'report', analysis, stars, unlockedNext, attemptKey });
    },
    [lesson, lessons, following, records, signedIn, practice],
  );

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
        <LessonIntro lesson={lesson} locale={locale} onStart={start}>
          {practice && <PracticeIntro practice={practice} />}
        </LessonIntro>
      )}
      {step.kind === 'typing' && (
        <LessonTyping
          key={step.round}
          lesson={lesson}
          title={title}
          onFinished={finish}
          {...(practice ? { practice } : {})}
        />
      )}
      {step.kind === 'report' && (
        <div className={styles.reportPage}>
          <PerformanceReport
            analysis={step.analysis}
            stars={step.stars}
            passRule={lesson.passRule}
            heading={intl.formatMessage(
              { id: 'lesson.report.heading', defaultMessage: 'Lesson complete: {title}' },
              { title },
            )}
            onRetry={() => setStep({ kind: 'typing', round: Date.now() })}
            onNext={canGoNext ? () => navigate(`/lesson/${following.slug}`) : undefined}
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
            <AttemptSaveStatus attemptKey={step.attemptKey} />
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
