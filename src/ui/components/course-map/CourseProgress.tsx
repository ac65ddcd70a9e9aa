import { useEffect, useRef, useState, type RefObject } from 'react';
import { isMemberChapter } from '../../../content/access';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localize, type Course, type Lesson } from '../../../content';
import type { LocaleCode } from '../../../contracts/locales';
import { isUnlocked, nextLessonToTake, useLessonRecords, type LessonRecord } from '../../progress';
import { useIsMember } from '../../account/member-access';
import { MembersBadge } from '../account/MembersBadge';
import { UpgradeDialog } from '../account/UpgradeDialog';
import { LessonCard } from './LessonCard';
import styles from './CourseMap.module.css';

export interface CourseProgress {
  records: Readonly<Record<string, LessonRecord>>;
  /** The lesson to take next, undefined when every lesson is passed. */
  next: Lesson | undefined;
  starsEarned: number;
  /** Given to the next lesson's card, which is brought into view once. */
  nextRef: RefObject<HTMLAnchorElement | null>;
}

/** The learner's progress through a course's lessons (in order), for its course map. */
export function useCourseProgress(lessons: readonly Lesson[]): CourseProgress {
  const records = useLessonRecords();
  const next = nextLessonToTake(lessons, records);
  const starsEarned = lessons.reduce((sum, lesson) => sum + (records[lesson.slug]?.bestStars ?? 0), 0);
  const nextRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // A long course: bring the lesson to take next into view (without stealing the focus).
    nextRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return { records, next, starsEarned, nextRef };
}

interface CourseMapPartProps {
  lessons: readonly Lesson[];
  progress: CourseProgress;
  /** The address of a lesson of the course. */
  lessonTo: (slug: string) => string;
  locale: LocaleCode;
}

/** The stars earned in the course and the link to the lesson to take next. */
export function CourseSummary({ lessons, progress, lessonTo, locale }: CourseMapPartProps) {
  const { next, starsEarned } = progress;
  return (
    <div className={styles.summary}>
      <p className={styles.total} data-testid="course-stars">
        <span aria-hidden="true" className={styles.totalStar}>
          ★
        </span>
        <FormattedMessage
          id="courseMap.starsTotal"
          defaultMessage="{earned} of {total} stars"
          values={{ earned: starsEarned, total: lessons.length * 3 }}
        />
      </p>
      {next && (
        <Link className="button button-primary" to={lessonTo(next.slug)} data-testid="continue-lesson">
          <FormattedMessage
            id="courseMap.continue"
            defaultMessage="Continue: {title}"
            values={{ title: localize(next.title, locale) }}
          />
        </Link>
      )}
    </div>
  );
}

/** The course's chapters, each with its lesson cards (stars, locks, the next one marked). */
export function CourseChapters({
  course,
  lessons,
  progress,
  lessonTo,
  locale,
}: CourseMapPartProps & { course: Course }) {
  const { records, next, nextRef } = progress;
  const isMember = useIsMember();
  const [prompt, setPrompt] = useState(false);
  const chapters = course.chapters.map((chapter, index) => {
    // A members' chapter (src/content/access.ts) for a learner who is not one: its cards open the prompt.
    const membersOnly = !isMember && isMemberChapter(course.family, index);
    return (
      <section key={chapter.slug} className={styles.chapter} aria-labelledby={`chapter-${chapter.slug}`}>
        <h2 id={`chapter-${chapter.slug}`} className={styles.chapterTitle}>
          {localize(chapter.title, locale)}
          {membersOnly && ' '}
          {membersOnly && <MembersBadge testId={`members-chapter-${chapter.slug}`} />}
        </h2>
        <ol className={styles.lessons}>
          {chapter.lessons.map((lesson) => (
            <li key={lesson.slug}>
              <LessonCard
                to={lessonTo(lesson.slug)}
                slug={lesson.slug}
                number={lesson.number}
                title={localize(lesson.title, locale)}
                record={records[lesson.slug]}
                unlocked={isUnlocked(lessons, records, lesson.slug)}
                isNext={lesson.slug === next?.slug}
                nextRef={lesson.slug === next?.slug ? nextRef : undefined}
                onMembersOnly={membersOnly ? () => setPrompt(true) : undefined}
              />
            </li>
          ))}
        </ol>
      </section>
    );
  });
  return (
    <>
      {chapters}
      {prompt && <UpgradeDialog reason="content" onClose={() => setPrompt(false)} />}
    </>
  );
}
