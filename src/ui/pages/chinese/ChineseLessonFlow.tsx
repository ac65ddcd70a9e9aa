import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { localize, type Course, type Lesson } from '../../../content';
import { pinyinTargetForLesson } from '../../../content/chinese';
import {
  analyzeChineseAttempt,
  analyzePinyinAttempt,
  type AttemptAnalysis,
  type ChineseAttemptAnalysis,
  type PinyinAttemptAnalysis,
  type PinyinTarget,
} from '../../../engine';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { PerformanceReport } from '../../components/report/PerformanceReport';
import { lessonReportHeading } from '../../components/report/lesson-heading';
import { useLocaleStore } from '../../i18n/locale-store';
import { afterChineseLesson } from '../../practice/after-practice';
import { AttemptSaveStatus } from '../../components/attempt-save-status/AttemptSaveStatus';
import { coursePath, lessonPath } from './chinese-paths';
import { useChineseSettings } from './chinese-settings';
import { ChineseIntro } from './ChineseIntro';
import { ChineseTyping } from './ChineseTyping';
import { REVIEW_SLUG_PREFIX } from './generated-pinyin';
import { PinyinTyping } from './PinyinTyping';
import { missedSyllables } from './report-lines';
import { layoutById } from '../../../keyboard';
import { useLessonFlow } from '../../typing/use-lesson-flow';
import styles from './Chinese.module.css';
import { ChineseFigures } from './ChineseFigures';
import { MissedCharacters } from './MissedCharacters';

export function ChineseLessonFlow({
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
  const toneMode = useChineseSettings((state) => state.toneMode);
  const showPinyin = useChineseSettings((state) => state.showPinyin);
  const eitherWidth = useChineseSettings((state) => state.eitherPunctuationWidth);
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
  const { step, start, retry, finish } = useLessonFlow<AttemptAnalysis, object>({
    lesson,
    title,
    analyze: (keystrokes) =>
      target
        ? analyzePinyinAttempt(target, keystrokes, { mode: lesson.mode })
        : analyzeChineseAttempt(lesson.text, keystrokes, { mode: lesson.mode }),
    // The learner's own text is practice on this device only: no course lesson to send it as.
    save: (signedIn) =>
      ownText
        ? null
        : {
            submit: practiceId
              ? { kind: 'practice', practiceId }
              : { kind: 'lesson', lessonSlug: lesson.slug },
            keepOnDevice: !signedIn && !practiceId,
            ...(target ? { toneMode: target.tones } : {}),
          },
    after: ({ analysis }) => {
      // Missed characters go into the device's error-word notebook (the server's is filed from the attempt).
      if (onFinished) onFinished(lesson, analysis);
      else afterChineseLesson(family, analysis, Date.now());
      return {};
    },
  });

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
          layout={layoutById(step.keyboardLayout)}
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
            heading={intl.formatMessage(lessonReportHeading(step.stars), { title })}
            onRetry={retry}
            onNext={
              following && !ownText && !practiceId ? () => navigate(lessonPath(following.slug)) : undefined
            }
            extraFigures={<ChineseFigures analysis={step.analysis} pinyin={pinyin} />}
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
