import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FINGER_COURSE } from '../../../../content/finger-course';
import { localize } from '../../../../content/localize';
import { videoLessons } from '../../../../content/site/video-course';
import { useLocaleStore } from '../../../i18n/locale-store';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';
import video from './VideoCourse.module.css';

/** /product/video-course: the numbered lessons of the finger video course. */
export default function VideoCoursePage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const title = intl.formatMessage({ id: 'site.nav.videoCourse', defaultMessage: 'Finger video course' });
  usePageMeta({
    title: intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title }),
    description: intl.formatMessage({
      id: 'site.video.description',
      defaultMessage:
        'Watch the hands type each pair of keys, from posture and the home row to the lower row, then practise the same lesson.',
    }),
    keywords: intl.formatMessage({
      id: 'site.video.keywords',
      defaultMessage: 'typing video course, touch typing lessons, finger placement video',
    }),
  });
  return (
    <article className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="site.video.lead"
          defaultMessage="Each lesson shows the hands typing its new keys. Watch, then try the lesson yourself."
        />
      </p>
      <ol className={video.list} data-testid="video-lessons">
        {videoLessons(FINGER_COURSE).map((lesson) => (
          <li key={lesson.slug}>
            <Link className={video.item} to={`/product/video-course/${lesson.slug}`}>
              <span className={video.number} aria-hidden="true">
                {lesson.id}
              </span>
              <strong>{localize(lesson.title, locale)}</strong>
              <span>{localize(lesson.description, locale)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}
