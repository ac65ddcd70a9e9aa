import { useEffect, useState } from 'react';
import { isMemberChapter } from '../../content/access';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { familyOfLesson, loadFamily, type CatalogueEntry } from '../../content/catalogue';
import type { Course } from '../../content';
import { localize } from '../../content/localize';
import { useIsMember } from '../account/member-access';
import { MembersBadge } from '../components/account/MembersBadge';
import { UpgradeDialog } from '../components/account/UpgradeDialog';
import { LessonCard } from '../components/course-map/LessonCard';
import mapStyles from '../components/course-map/CourseMap.module.css';
import { useLocaleStore } from '../i18n/locale-store';
import { isPassed, isUnlocked, nextLessonToTake, useLessonRecords, type LessonRecord } from '../progress';
import { lessonPath } from '../../contracts/app-pages';
import type { LocaleCode } from '../../contracts/locales';
import { AdaptiveTools } from './AdaptiveTools';
import { useOpenCourses } from './open-courses';
import { lessonsOf } from './practice';
import styles from './CourseLessons.module.css';

/** Loads a family's course when shown (each family is a chunk of its own): only once `wanted`. */
function useCourse(entry: CatalogueEntry, wanted: boolean): Course | undefined {
  const [course, setCourse] = useState<Course | undefined>();
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void loadFamily(entry.family).then((loaded) => {
      if (!cancelled) setCourse(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [entry.family, wanted]);
  return course;
}

/**
 * Practice courses with their chapters and lessons (course map and product pages): each course's chapters
 * appear at once from the catalogue, its lessons when its family's chunk has loaded. Practice lessons open in
 * any order; the keypad course opens lesson by lesson like the finger course. On the course map (`foldable`) each
 * course is folded to its heading, description and progress, and unfolds with the button of its heading.
 */
export function CourseLessons({
  courses,
  headingLevel = 2,
  foldable = false,
}: {
  courses: readonly CatalogueEntry[];
  headingLevel?: 2 | 3;
  foldable?: boolean;
}) {
  const [open, setOpen] = useOpenCourses();
  return (
    <div className={styles.courses}>
      {courses.map((entry) => (
        <CourseSection
          key={entry.slug}
          entry={entry}
          headingLevel={headingLevel}
          fold={foldable ? { open: open.has(entry.slug), setOpen: (o) => setOpen(entry.slug, o) } : undefined}
        />
      ))}
    </div>
  );
}

interface Fold {
  open: boolean;
  setOpen: (open: boolean) => void;
}

function CourseSection({
  entry,
  headingLevel,
  fold,
}: {
  entry: CatalogueEntry;
  headingLevel: 2 | 3;
  fold: Fold | undefined;
}) {
  const locale = useLocaleStore((state) => state.locale);
  const records = useLessonRecords();
  const shown = !fold || fold.open;
  const course = useCourse(entry, shown);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={`course-${entry.slug}`}
      className={styles.course}
      aria-labelledby={`course-title-${entry.slug}`}
      data-testid={`course-${entry.slug}`}
    >
      <header className={styles.courseHeader}>
        <div>
          <Heading id={`course-title-${entry.slug}`} className={styles.courseTitle}>
            {fold ? (
              <button
                type="button"
                className={styles.foldButton}
                aria-expanded={fold.open}
                aria-controls={`course-lessons-${entry.slug}`}
                onClick={() => fold.setOpen(!fold.open)}
                data-testid={`course-toggle-${entry.slug}`}
              >
                <span aria-hidden="true" className={styles.foldCaret} />
                {localize(entry.title, locale)}
              </button>
            ) : (
              localize(entry.title, locale)
            )}
          </Heading>
          <p className={mapStyles.description}>{localize(entry.description, locale)}</p>
        </div>
        <p className={styles.count}>
          {fold ? (
            <FormattedMessage
              id="practice.courses.doneCount"
              defaultMessage="{done} of {count} done"
              values={{ done: passedIn(entry, records), count: entry.lessonCount }}
            />
          ) : (
            <FormattedMessage
              id="practice.courses.lessonCount"
              defaultMessage="{count, plural, one {# lesson} other {# lessons}}"
              values={{ count: entry.lessonCount }}
            />
          )}
        </p>
      </header>
      <div id={`course-lessons-${entry.slug}`} hidden={!shown}>
        {shown && (
          <CourseBody entry={entry} course={course} records={records} locale={locale} level={headingLevel} />
        )}
      </div>
    </section>
  );
}

/** Lessons passed in a course, from the records alone (the course's own chunk need not be loaded). */
function passedIn(entry: CatalogueEntry, records: Readonly<Record<string, LessonRecord>>): number {
  return Object.entries(records).filter(
    ([slug, record]) => familyOfLesson(slug) === entry.family && isPassed(record),
  ).length;
}

/** A course's tools and chapters with their lesson cards (a loading line per chapter until its chunk is in). */
function CourseBody({
  entry,
  course,
  records,
  locale,
  level,
}: {
  entry: CatalogueEntry;
  course: Course | undefined;
  records: Readonly<Record<string, LessonRecord>>;
  locale: LocaleCode;
  level: 2 | 3;
}) {
  const lessons = course ? lessonsOf(course) : [];
  const next = course ? nextLessonToTake(lessons, records) : undefined;
  const ChapterHeading = level === 2 ? 'h3' : 'h4';
  const isMember = useIsMember();
  const [prompt, setPrompt] = useState(false);
  return (
    <>
      {entry.family === 'adaptive' && <AdaptiveTools />}
      {entry.chapters.map((chapterMeta, index) => {
        const chapter = course?.chapters.find((candidate) => candidate.slug === chapterMeta.slug);
        // A members' chapter (src/content/access.ts) for a learner who is not one: locked, the prompt on a card.
        const membersOnly = !isMember && isMemberChapter(entry.family, index);
        return (
          <div key={chapterMeta.slug} className={mapStyles.chapter} data-members={membersOnly || undefined}>
            <ChapterHeading className={styles.chapterTitle}>
              {localize(chapterMeta.title, locale)}
              {membersOnly && ' '}
              {membersOnly && <MembersBadge testId={`members-chapter-${chapterMeta.slug}`} />}
            </ChapterHeading>
            {chapter ? (
              <ol className={mapStyles.lessons}>
                {chapter.lessons.map((lesson) => (
                  <li key={lesson.slug}>
                    <LessonCard
                      to={lessonPath(lesson.slug)}
                      slug={lesson.slug}
                      number={lesson.number}
                      title={localize(lesson.title, locale)}
                      record={records[lesson.slug]}
                      unlocked={isUnlocked(lessons, records, lesson.slug)}
                      isNext={lesson.slug === next?.slug && lessons.some((l) => l.gatesNext)}
                      onMembersOnly={membersOnly ? () => setPrompt(true) : undefined}
                    />
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.loading}>
                <FormattedMessage
                  id="practice.courses.loadingLessons"
                  defaultMessage="{count, plural, one {# lesson} other {# lessons}}…"
                  values={{ count: chapterMeta.lessonCount }}
                />
              </p>
            )}
          </div>
        );
      })}
      {prompt && <UpgradeDialog reason="content" onClose={() => setPrompt(false)} />}
    </>
  );
}

/** Links to the learner's own practice: the error-word notebook and custom courses. */
export function MyPracticeLinks() {
  const intl = useIntl();
  return (
    <nav
      className={styles.myLinks}
      aria-label={intl.formatMessage({ id: 'practice.myPractice', defaultMessage: 'My practice' })}
    >
      <Link className="button button-secondary" to="/notebook" data-testid="notebook-link">
        <FormattedMessage id="practice.notebook.link" defaultMessage="My error-word notebook" />
      </Link>
      <Link className="button button-secondary" to="/custom-courses" data-testid="custom-courses-link">
        <FormattedMessage id="practice.custom.link" defaultMessage="My own courses" />
      </Link>
    </nav>
  );
}
