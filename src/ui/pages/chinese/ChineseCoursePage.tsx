import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { localize } from '../../../content';
import { chineseCourseFor, pinyinCourseFor } from '../../../content/chinese';
import { CourseChapters, CourseSummary, useCourseProgress } from '../../components/course-map/CourseProgress';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useLocaleStore } from '../../i18n/locale-store';
import { coursePath, lessonPath, type ChineseFamily } from './chinese-paths';
import { OWN_TEXT_KEY, OWN_TEXT_MAX, OWN_TEXT_SLUG, tidyOwnText } from './own-text';
import mapStyles from '../../components/course-map/CourseMap.module.css';
import styles from './Chinese.module.css';

/**
 * The course map of the pinyin course (/chapter/pinyin) or the Chinese typing course (/chapter/chinese), in the
 * locale's script (traditional characters for CHT): chapters, lessons with their stars, the lesson to take next.
 * Lessons of these courses open in any order (they do not gate each other).
 */
export default function ChineseCoursePage({ family }: { family: ChineseFamily }) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const course = family === 'pinyin' ? pinyinCourseFor(locale) : chineseCourseFor(locale);
  const lessons = course.chapters.flatMap((chapter) => chapter.lessons);
  const progress = useCourseProgress(lessons);
  const title = localize(course.title, locale);
  const other: ChineseFamily = family === 'pinyin' ? 'chinese' : 'pinyin';

  useEffect(() => {
    document.title = `${title} · KeyQuest`;
  }, [title]);

  return (
    <LearningShell>
      <div className={mapStyles.page} data-testid={`course-${family}`}>
        <header className={mapStyles.hero}>
          <div>
            <h1 className={mapStyles.title}>{title}</h1>
            <p className={mapStyles.description}>{localize(course.description, locale)}</p>
            <p className={styles.otherCourse}>
              <Link to={coursePath(other)}>
                {other === 'pinyin' ? (
                  <FormattedMessage
                    id="chinese.course.toPinyin"
                    defaultMessage="New to pinyin? Pinyin typing"
                  />
                ) : (
                  <FormattedMessage
                    id="chinese.course.toChinese"
                    defaultMessage="Know pinyin already? Chinese typing with your input method"
                  />
                )}
              </Link>
            </p>
          </div>
          <CourseSummary lessons={lessons} progress={progress} lessonTo={lessonPath} locale={locale} />
        </header>

        <nav
          className={styles.chapterNav}
          aria-label={intl.formatMessage({ id: 'chinese.course.chapters', defaultMessage: 'Chapters' })}
        >
          {course.chapters.map((chapter) => (
            <a key={chapter.slug} href={`#chapter-${chapter.slug}`} className={styles.chapterLink}>
              {localize(chapter.title, locale)}
            </a>
          ))}
        </nav>

        {family === 'pinyin' && <OwnTextForm />}

        <CourseChapters
          course={course}
          lessons={lessons}
          progress={progress}
          lessonTo={lessonPath}
          locale={locale}
        />
      </div>
    </LearningShell>
  );
}

/** Any Chinese text of the learner's, practised as pinyin (its readings are made when the drill opens). */
function OwnTextForm() {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const tidy = tidyOwnText(text);
  return (
    <form
      className={styles.ownText}
      onSubmit={(event) => {
        event.preventDefault();
        if (!tidy) return;
        sessionStorage.setItem(OWN_TEXT_KEY, tidy);
        void navigate(`${coursePath('pinyin')}/${OWN_TEXT_SLUG}`);
      }}
    >
      <h2 id={`${id}-title`}>
        <FormattedMessage id="chinese.ownText.title" defaultMessage="Your own text" />
      </h2>
      <p id={`${id}-help`}>
        <FormattedMessage
          id="chinese.ownText.help"
          defaultMessage="Paste or write any Chinese text: its pinyin is found for you, then you type it."
        />
      </p>
      <textarea
        value={text}
        maxLength={OWN_TEXT_MAX * 2}
        lang="zh"
        onChange={(event) => setText(event.target.value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-help`}
        data-testid="own-text"
      />
      <div className={styles.ownActions}>
        <button type="submit" className="button button-primary" disabled={!tidy} data-testid="own-text-start">
          <FormattedMessage id="chinese.ownText.start" defaultMessage="Practise its pinyin" />
        </button>
      </div>
    </form>
  );
}
