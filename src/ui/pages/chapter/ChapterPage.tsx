import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { courseLessons, fingerCourseFor, localize } from '../../../content';
import { CourseChapters, CourseSummary, useCourseProgress } from '../../components/course-map/CourseProgress';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { ClassAssignments } from '../../components/class-assignments/ClassAssignments';
import { KeyboardFirstRun } from '../../components/keyboard-layout/KeyboardLayoutPanel';
import { AccessOffer } from '../../components/access/AccessSection';
import { ClassRaceInvite } from '../../components/class-race/ClassRaceInvite';
import { TodayPlan } from '../../components/today-plan/TodayPlan';
import { useLocaleStore } from '../../i18n/locale-store';
import { CourseLessons, MyPracticeLinks } from '../../practice/CourseLessons';
import { LeaderboardLink } from '../leaderboard/LeaderboardLink';
import { WalletBadge } from '../economy/WalletBadge';
import { practiceCourses } from '../../practice/practice-courses';
import { useKeyboardLayout } from '../../queries/groups';
import styles from '../../components/course-map/CourseMap.module.css';
import { lessonPath } from '../../../contracts/app-pages';

/** The learning home: the finger-placement course's chapters and lessons, with stars and locks. */
export default function ChapterPage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  // The finger course on the character's keyboard layout: AZERTY's third lesson is Q and M.
  const course = fingerCourseFor(useKeyboardLayout());
  const lessons = courseLessons(course);
  const progress = useCourseProgress(lessons);
  const { next } = progress;

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'chapter.title', defaultMessage: 'Course map' })} · KeyQuest`;
  }, [intl]);

  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.hero}>
          <div>
            <h1 className={styles.title}>
              <FormattedMessage id="chapter.title" defaultMessage="Course map" />
            </h1>
            <p className={styles.courseName}>{localize(course.title, locale)}</p>
            <p className={styles.description}>{localize(course.description, locale)}</p>
          </div>
          <div>
            <WalletBadge />
            <LeaderboardLink />
            <CourseSummary lessons={lessons} progress={progress} lessonTo={lessonPath} locale={locale} />
          </div>
        </header>

        {/* A student's class assignments come first, before today's plan. */}
        <ClassAssignments />
        <ClassRaceInvite />

        <TodayPlan
          nextLessonSlug={next?.slug}
          lessonTitle={(slug) => {
            const lesson = lessons.find((candidate) => candidate.slug === slug);
            return lesson ? localize(lesson.title, locale) : '';
          }}
          courseSlugs={new Set(lessons.map((lesson) => lesson.slug))}
        />

        <CourseChapters
          course={course}
          lessons={lessons}
          progress={progress}
          lessonTo={lessonPath}
          locale={locale}
        />

        {/* Until the learner says which keyboard they type on, the map asks (then names it, with a link); below the
            chapters, so the next lesson and its continue button stay in the first screen. */}
        <KeyboardFirstRun />
        {/* Until the learner answers it once: speech, reading and colour help (the settings kept per character). */}
        <AccessOffer />

        {/* Every other practice kind of this edition, in course-map order. */}
        <MyPracticeLinks />
        <CourseLessons courses={practiceCourses(locale)} foldable />
      </div>
    </LearningShell>
  );
}
