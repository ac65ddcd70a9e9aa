import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { type Lesson } from '../../../content';
import { chineseScriptFor, pinyinCourseFor } from '../../../content/chinese';
import { type AttemptAnalysis } from '../../../engine';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useLocaleStore } from '../../i18n/locale-store';
import { NotFoundPage } from '../../site/pages/not-found/NotFoundPage';
import {
  customCourseText,
  recordPinyinReview,
  REVIEW_SLUG_PREFIX,
  reviewWordsText,
} from './generated-pinyin';
import { pinyinTextLesson } from './own-text';
import styles from './Chinese.module.css';
import { ChineseLessonFlow } from './ChineseLessonFlow';

type GeneratedState =
  { kind: 'loading' } | { kind: 'not-found' } | { kind: 'no-pinyin' } | { kind: 'ready'; lesson: Lesson };

/**
 * Chinese text with no readings of its own, practised as a pinyin drill: a saved custom course
 * (/chapter/pinyin/custom-<id>) or a review of the notebook's Chinese words (/chapter/pinyin/notebook-review-
 * pinyin or -chinese). Its readings are made here with pinyin-pro (loaded only now), and the attempt is sent as
 * that practice, which the server replays with readings made the same way. The "pinyin missing" message appears
 * only when readings cannot be made: the dictionary does not load, or some characters have no reading (skipped).
 */
export function GeneratedPinyinPractice({ slug }: { slug: string }) {
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
