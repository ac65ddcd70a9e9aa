import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { localize, type Course, type Lesson } from '../../../content';
import {
  chineseScriptFor,
  findChineseLesson,
  pinyinCourseFor,
  pinyinTargetForLesson,
} from '../../../content/chinese';
import {
  analyzeChineseAttempt,
  analyzePinyinAttempt,
  starsFor,
  toneMarked,
  type AttemptAnalysis,
  type ChineseAttemptAnalysis,
  type Keystroke,
  type PinyinAttemptAnalysis,
  type PinyinTarget,
  type Stars,
} from '../../../engine';
import { useSessionStore } from '../../api/session-store';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { PerformanceReport, ReportFigure } from '../../components/report/PerformanceReport';
import { useLocaleStore } from '../../i18n/locale-store';
import { afterChineseLesson } from '../../practice/after-practice';
import { PINYIN_REVIEW_IDS } from '../../../contracts/custom-course';
import { AttemptSaveStatus } from '../../results/AttemptSaveStatus';
import { NotFoundPage } from '../NotFoundPage';
import { coursePath, familyOfSlug, lessonPath, scriptOfSlug, slugInScript } from './chinese-paths';
import { useChineseSettings } from './chinese-settings';
import { ChineseIntro } from './ChineseIntro';
import { ChineseTyping } from './ChineseTyping';
import {
  CUSTOM_SLUG_PREFIX,
  customCourseText,
  recordPinyinReview,
  REVIEW_SLUG_PREFIX,
  reviewWordsText,
} from './generated-pinyin';
import { PinyinTyping } from './PinyinTyping';
import { OWN_TEXT_KEY, OWN_TEXT_SLUG, ownTextLesson, pinyinTextLesson, tidyOwnText } from './own-text';
import { missedSyllables, type MissedSyllable } from './report-lines';
import { saveLessonAttempt } from './save-attempt';
import styles from './Chinese.module.css';

type Step =
  | { kind: 'intro' }
  | { kind: 'typing'; round: number }
  | { kind: 'report'; analysis: AttemptAnalysis; stars: Stars; attemptKey: string | null };

/**
 * A lesson of the pinyin or Chinese course at /chapter/pinyin/:slug or /chapter/chinese/:slug: introduction,
 * typing (pinyin letters, or Chinese through the input method), report. The lesson shows in the locale's script:
 * switching to CHT moves to the same lesson in traditional characters.
 */
export default function ChineseLessonPage() {
  const { slug = '' } = useParams();
  const locale = useLocaleStore((state) => state.locale);
  const script = chineseScriptFor(locale);
  if (slug === OWN_TEXT_SLUG) return <OwnTextPractice />;
  if (slug.startsWith(CUSTOM_SLUG_PREFIX) || PINYIN_REVIEW_IDS.includes(slug)) {
    return <GeneratedPinyinPractice key={slug} slug={slug} />;
  }
  if (familyOfSlug(slug) && scriptOfSlug(slug) !== script) {
    return <Navigate to={lessonPath(slugInScript(slug, script))} replace />;
  }
  const found = findChineseLesson(slug);
  if (!found) return <NotFoundPage />;
  return <ChineseLessonFlow key={slug} lesson={found.lesson} course={found.course} />;
}

declare global {
  interface Window {
    /** The last finished pinyin or Chinese attempt, exposed only to automated browsers (end-to-end tests). */
    __keyquestLastChineseAttempt?: { lessonSlug: string; keystrokes: readonly Keystroke[] };
  }
}

/**
 * Pinyin practice of the learner's own Chinese text (written on the pinyin course page): its readings are made
 * here with pinyin-pro, whose chunk loads only now. Characters without a reading are skipped and the spec's
 * "pinyin missing" message says so.
 */
function OwnTextPractice() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const [text] = useState(() => tidyOwnText(sessionStorage.getItem(OWN_TEXT_KEY) ?? ''));
  const [readings, setReadings] = useState<string | null>(null);
  const course = pinyinCourseFor(locale);

  useEffect(() => {
    let cancelled = false;
    void import('../../../content/chinese/readings').then(({ readingsOf }) => {
      if (!cancelled) setReadings(readingsOf(text));
    });
    return () => {
      cancelled = true;
    };
  }, [text]);

  if (!text) return <Navigate to={coursePath('pinyin')} replace />;
  if (readings === null) {
    return (
      <LearningShell>
        <p className="app-loading">
          <FormattedMessage id="chinese.ownText.loading" defaultMessage="Finding the pinyin of your text…" />
        </p>
      </LearningShell>
    );
  }
  const title = intl.formatMessage({ id: 'chinese.ownText.title', defaultMessage: 'Your own text' });
  const lesson = ownTextLesson(text, readings, title, chineseScriptFor(locale));
  return <ChineseLessonFlow key={text} lesson={lesson} course={course} ownText />;
}

type GeneratedState =
  { kind: 'loading' } | { kind: 'not-found' } | { kind: 'no-pinyin' } | { kind: 'ready'; lesson: Lesson };

/**
 * Chinese text with no readings of its own, practised as a pinyin drill: a saved custom course
 * (/chapter/pinyin/custom-<id>) or a review of the notebook's Chinese words (/chapter/pinyin/notebook-review-
 * pinyin or -chinese). Its readings are made here with pinyin-pro (loaded only now), and the attempt is sent as
 * that practice, which the server replays with readings made the same way. The "pinyin missing" message appears
 * only when readings cannot be made: the dictionary does not load, or some characters have no reading (skipped).
 */
function GeneratedPinyinPractice({ slug }: { slug: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const locale = useLocaleStore((state) => state.locale);
  const script = chineseScriptFor(locale);
  const [state, setState] = useState<GeneratedState>({ kind: 'loading' });
  const course = pinyinCourseFor(locale);
  const review = slug.startsWith(REVIEW_SLUG_PREFIX);
  const reviewTitle = intl.formatMessage({
    id: 'chinese.review.title',
    defaultMessage: 'Review my missed characters',
  });
  const onFinished = useCallback(
    (lesson: Lesson, analysis: AttemptAnalysis) =>
      recordPinyinReview(slug, lesson.text, analysis, Date.now()),
    [slug],
  );

  useEffect(() => {
    let cancelled = false;
    const settle = (next: GeneratedState) => {
      if (!cancelled) setState(next);
    };
    void (async () => {
      const saved = review
        ? await reviewWordsText(queryClient, slug, Date.now())
        : await customCourseText(queryClient, slug);
      if (!saved) return settle({ kind: 'not-found' });
      try {
        const { readingsOf } = await import('../../../content/chinese/readings');
        const readings = readingsOf(saved.text);
        settle({
          kind: 'ready',
          lesson: pinyinTextLesson({
            slug,
            text: saved.text,
            readings,
            title: saved.title ?? reviewTitle,
            script,
            mode: saved.mode,
          }),
        });
      } catch {
        settle({ kind: 'no-pinyin' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [slug, queryClient, script, review, reviewTitle]);

  if (state.kind === 'not-found') return review ? <Navigate to="/notebook" replace /> : <NotFoundPage />;
  if (state.kind === 'ready') {
    return (
      <ChineseLessonFlow
        lesson={state.lesson}
        course={course}
        practiceId={slug}
        {...(review ? { onFinished } : {})}
      />
    );
  }
  return (
    <LearningShell>
      {state.kind === 'loading' ? (
        <p className="app-loading">
          <FormattedMessage id="chinese.ownText.loading" defaultMessage="Finding the pinyin of your text…" />
        </p>
      ) : (
        <div className={styles.reportPage}>
          <p className={styles.missing} role="alert" data-testid="pinyin-missing">
            <FormattedMessage
              id="error.PINYIN_MISSING"
              defaultMessage="Pinyin is missing for this course content, so AI pinyin generation is needed"
            />
          </p>
          <p className={styles.mapLink}>
            <Link to="/custom-courses">
              <FormattedMessage id="practice.custom.title" defaultMessage="My own courses" />
            </Link>
          </p>
        </div>
      )}
    </LearningShell>
  );
}

function ChineseLessonFlow({
  lesson,
  course,
  ownText = false,
  practiceId,
  onFinished,
}: {
  lesson: Lesson;
  course: Course;
  ownText?: boolean;
  /** What a finished attempt changes on the device instead of filing its misses (a review records answers). */
  onFinished?: (lesson: Lesson, analysis: AttemptAnalysis) => void;
  /** A custom course's practice id: the attempt is sent under it, and the report leads back to the courses. */
  practiceId?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleStore((state) => state.locale);
  const signedIn = useSessionStore((state) => state.signedIn);
  const toneMode = useChineseSettings((state) => state.toneMode);
  const showPinyin = useChineseSettings((state) => state.showPinyin);
  const eitherWidth = useChineseSettings((state) => state.eitherPunctuationWidth);
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const pinyin = lesson.practice?.kind === 'pinyin';
  const title = localize(lesson.title, locale);
  const family = pinyin ? 'pinyin' : 'chinese';
  const lessons = useMemo(() => course.chapters.flatMap((chapter) => chapter.lessons), [course]);
  const following = lessons[lessons.findIndex((candidate) => candidate.slug === lesson.slug) + 1];
  // Tones are asked for only in pinyin lessons; the target is made once per tone mode.
  const target = useMemo<PinyinTarget | undefined>(
    () => (pinyin ? pinyinTargetForLesson(lesson, toneMode) : undefined),
    [pinyin, lesson, toneMode],
  );

  useEffect(() => {
    document.title = `${title} · KeyQuest`;
  }, [title]);
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
      const analysis = target
        ? analyzePinyinAttempt(target, keystrokes, { mode: lesson.mode })
        : analyzeChineseAttempt(lesson.text, keystrokes, { mode: lesson.mode });
      const stars = starsFor(analysis, lesson.passRule);
      // The learner's own text is practice on this device only: no course lesson to send it as.
      const attemptKey = ownText
        ? null
        : saveLessonAttempt({
            lesson,
            keystrokes,
            analysis,
            stars,
            signedIn,
            ...(target ? { toneMode: target.tones } : {}),
            ...(practiceId ? { practiceId } : {}),
          });
      // Missed characters go into the device's error-word notebook (the server's is filed from the attempt).
      if (onFinished) onFinished(lesson, analysis);
      else afterChineseLesson(family, analysis, Date.now());
      if (navigator.webdriver) {
        window.__keyquestLastChineseAttempt = { lessonSlug: lesson.slug, keystrokes: [...keystrokes] };
      }
      setStep({ kind: 'report', analysis, stars, attemptKey });
    },
    [lesson, target, signedIn, ownText, family, practiceId, onFinished],
  );

  return (
    <LearningShell>
      {step.kind === 'intro' && (
        <ChineseIntro lesson={lesson} locale={locale} onStart={start}>
          {target && target.missing.length > 0 && (
            <p className={styles.missing} role="alert" data-testid="pinyin-missing">
              <FormattedMessage
                id="error.PINYIN_MISSING"
                defaultMessage="Pinyin is missing for this course content, so AI pinyin generation is needed"
              />{' '}
              <span lang="zh">{[...new Set(target.missing)].join(' ')}</span>
            </p>
          )}
        </ChineseIntro>
      )}
      {step.kind === 'typing' && target && (
        <PinyinTyping
          key={`${step.round}-${target.tones}`}
          lesson={lesson}
          target={target}
          title={title}
          showPinyin={showPinyin}
          onFinished={finish}
        />
      )}
      {step.kind === 'typing' && !target && (
        <ChineseTyping
          key={step.round}
          lesson={lesson}
          title={title}
          eitherPunctuationWidth={eitherWidth}
          showPinyin={showPinyin}
          onFinished={finish}
        />
      )}
      {step.kind === 'report' && (
        <div className={styles.reportPage}>
          <PerformanceReport
            analysis={step.analysis}
            stars={step.stars}
            passRule={lesson.passRule}
            speed={pinyin ? 'wpm' : 'rpm'}
            keyAdvice={pinyin}
            heading={intl.formatMessage(
              { id: 'lesson.report.heading', defaultMessage: 'Lesson complete: {title}' },
              { title },
            )}
            onRetry={() => setStep({ kind: 'typing', round: Date.now() })}
            onNext={
              following && !ownText && !practiceId ? () => navigate(lessonPath(following.slug)) : undefined
            }
            extraFigures={<ExtraFigures analysis={step.analysis} pinyin={pinyin} />}
          >
            {step.attemptKey ? (
              <AttemptSaveStatus attemptKey={step.attemptKey} />
            ) : (
              <p className={styles.modeNote}>
                <FormattedMessage
                  id="chinese.ownText.notSaved"
                  defaultMessage="Practice with your own text is not saved to your progress."
                />
              </p>
            )}
          </PerformanceReport>
          <MissedCharacters
            missed={
              pinyin
                ? missedSyllables(step.analysis as PinyinAttemptAnalysis)
                : (step.analysis as ChineseAttemptAnalysis).missedChars
                    .slice(0, 8)
                    .map(({ word, misses }) => ({ char: word, reading: '', misses }))
            }
          />
          <p className={styles.mapLink}>
            {practiceId?.startsWith(REVIEW_SLUG_PREFIX) ? (
              <Link to="/notebook">
                <FormattedMessage id="practice.notebook.title" defaultMessage="Error-word notebook" />
              </Link>
            ) : practiceId ? (
              <Link to="/custom-courses">
                <FormattedMessage id="practice.custom.title" defaultMessage="My own courses" />
              </Link>
            ) : (
              <Link to={coursePath(family)}>
                <FormattedMessage id="chinese.backToCourse" defaultMessage="Back to the course" />
              </Link>
            )}
          </p>
        </div>
      )}
    </LearningShell>
  );
}

/** The figures of Chinese typing: syllables right (pinyin); keystrokes per character and commits (IME). */
function ExtraFigures({ analysis, pinyin }: { analysis: AttemptAnalysis; pinyin: boolean }) {
  const intl = useIntl();
  if (pinyin) {
    const { syllableAccuracy } = analysis as PinyinAttemptAnalysis;
    return (
      <ReportFigure
        testId="report-syllable-accuracy"
        label={
          <FormattedMessage id="chinese.report.syllables" defaultMessage="Characters right first time" />
        }
      >
        {intl.formatNumber(syllableAccuracy, { style: 'percent', maximumFractionDigits: 0 })}
      </ReportFigure>
    );
  }
  const { keystrokesPerChar, committedChars } = analysis as ChineseAttemptAnalysis;
  return (
    <>
      <ReportFigure
        testId="report-keys-per-char"
        label={<FormattedMessage id="chinese.report.keysPerChar" defaultMessage="Keys per character" />}
      >
        <FormattedNumber value={keystrokesPerChar} maximumFractionDigits={1} />
      </ReportFigure>
      <ReportFigure
        testId="report-committed"
        label={<FormattedMessage id="chinese.report.committed" defaultMessage="Characters entered" />}
      >
        <FormattedNumber value={committedChars} />
      </ReportFigure>
    </>
  );
}

/** The characters that went wrong (pinyin: with their reading), most misses first. */
function MissedCharacters({ missed }: { missed: readonly MissedSyllable[] }) {
  if (missed.length === 0) return null;
  return (
    <section className={styles.missed} aria-labelledby="missed-syllables">
      <h2 id="missed-syllables" className={styles.missedTitle}>
        <FormattedMessage id="chinese.report.missed" defaultMessage="Characters to practise" />
      </h2>
      <ul className={styles.missedList} data-testid="missed-syllables">
        {missed.map((syllable) => (
          <li key={syllable.char} className={styles.missedItem}>
            {syllable.reading && <span className={styles.missedReading}>{toneMarked(syllable.reading)}</span>}
            <span className={styles.missedChar} lang="zh">
              {syllable.char}
            </span>
            <span className={styles.missedCount}>
              <FormattedMessage
                id="report.missedKey"
                defaultMessage="{count, plural, one {missed once} other {missed # times}}"
                values={{ count: syllable.misses }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
