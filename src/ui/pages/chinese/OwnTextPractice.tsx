import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { chineseScriptFor, pinyinCourseFor } from '../../../content/chinese';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useLocaleStore } from '../../i18n/locale-store';
import { coursePath } from './chinese-paths';
import { OWN_TEXT_KEY, ownTextLesson, tidyOwnText } from './own-text';
import { ChineseLessonFlow } from './ChineseLessonFlow';

/**
 * Pinyin practice of the learner's own Chinese text (written on the pinyin course page): its readings are made
 * here with pinyin-pro, whose chunk loads only now. Characters without a reading are skipped and the spec's
 * "pinyin missing" message says so.
 */
export function OwnTextPractice() {
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
