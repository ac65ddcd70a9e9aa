import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FINGER_COURSE } from '../../../../content/finger-course';
import { localize } from '../../../../content/localize';
import { videoLesson, videoLessons, videoPageTitle } from '../../../../content/site/video-course';
import { useLocaleStore } from '../../../i18n/locale-store';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';
import { LessonPlayer } from './LessonPlayer';
import video from './VideoCourse.module.css';
import { lessonPath } from '../../../../contracts/app-pages';

/**
 * /product/video-course/{video} (spec section 2.8): title (the lesson's own page title if it has one),
 * keywords and description from the lesson; the lesson title, its body and the 16:9 recorded video or
 * demonstration. An unknown slug shows the not-found page.
 */
export default function VideoLessonPage() {
  const { video: slug = '' } = useParams();
  const lesson = videoLesson(FINGER_COURSE, slug);
  if (!lesson) return <NotFoundPage framed />;
  return <VideoLessonContent slug={slug} />;
}

function VideoLessonContent({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const all = videoLessons(FINGER_COURSE);
  const index = all.findIndex((candidate) => candidate.slug === slug);
  const lesson = all[index];
  const title = lesson ? localize(lesson.title, locale) : '';
  usePageMeta({
    title: lesson
      ? videoPageTitle(lesson, locale, (text) =>
          intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title: text }),
        )
      : '',
    description: lesson ? localize(lesson.description, locale) : undefined,
    keywords: lesson ? localize(lesson.keywords, locale) : undefined,
  });
  if (!lesson) return null;
  const previous = all[index - 1];
  const next = all[index + 1];
  return (
    <article className={styles.page} data-testid="video-lesson">
      <p>
        <Link to="/product/video-course">
          <FormattedMessage id="site.video.all" defaultMessage="All lessons" />
        </Link>
      </p>
      <h1 className={styles.pageTitle}>
        <FormattedMessage
          id="site.video.lessonNumber"
          defaultMessage="Lesson {number}: {title}"
          values={{ number: lesson.id, title }}
        />
      </h1>
      <LessonPlayer lesson={lesson} title={title} />
      <div className={video.body}>
        {lesson.body.map((paragraph) => (
          <p key={paragraph.ENG}>{localize(paragraph, locale)}</p>
        ))}
      </div>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        {lesson.lessonSlug && (
          <Link className="button button-primary" to={lessonPath(lesson.lessonSlug)}>
            <FormattedMessage id="site.video.practise" defaultMessage="Practise this lesson" />
          </Link>
        )}
        {previous && (
          <Link className="button button-secondary" to={`/product/video-course/${previous.slug}`}>
            <FormattedMessage id="site.video.previous" defaultMessage="Previous lesson" />
          </Link>
        )}
        {next && (
          <Link className="button button-secondary" to={`/product/video-course/${next.slug}`}>
            <FormattedMessage id="site.video.next" defaultMessage="Next lesson" />
          </Link>
        )}
      </div>
    </article>
  );
}
