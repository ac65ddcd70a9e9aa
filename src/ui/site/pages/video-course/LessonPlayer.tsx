import { useIntl } from 'react-intl';
import type { VideoLesson } from '../../../../content/site/video-course';
import { KeyboardDemo } from './KeyboardDemo';
import styles from './VideoCourse.module.css';

/**
 * What a lesson page plays (spec section 2.8, 16:9): the lesson's recorded video when it has one, else the
 * animated keyboard demonstration of its drills, so every lesson has something to watch.
 */
export function LessonPlayer({
  lesson,
  title,
}: {
  lesson: Pick<VideoLesson, 'video' | 'demo'>;
  title: string;
}) {
  const intl = useIntl();
  if (!lesson.video) return <KeyboardDemo lines={lesson.demo} />;
  return (
    <video
      className={styles.recording}
      src={lesson.video.src}
      poster={lesson.video.poster}
      controls
      playsInline
      preload="metadata"
      aria-label={intl.formatMessage(
        { id: 'site.video.recordingLabel', defaultMessage: 'Recorded video: {title}' },
        { title },
      )}
      data-testid="lesson-video"
    />
  );
}
