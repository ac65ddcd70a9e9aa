import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  CUSTOM_COURSE_TEXT_MAX,
  CUSTOM_COURSE_TITLE_MAX,
  customCourseTyping,
  type CustomCourse,
} from '../../../contracts/custom-course';
import { describeError, useSessionStore } from '../../api';
import { catalogueMessage, isBlank } from '../../account/form-errors';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import styles from './CustomCoursesPage.module.css';
import { customCoursesQuery, useDeleteCustomCourse, useSaveCustomCourse } from '../../queries/custom-course';
import { lessonPath } from '../../../contracts/app-pages';

/**
 * The learner's own courses at /custom-courses: write a course from any text (title, text, stop or free
 * mode), practise it on the lesson screen (/lesson/custom-<id>; Chinese text as a pinyin drill at
 * /chapter/pinyin/custom-<id>), edit it until it is completed (the server
 * answers COURSE_COMPLETED after its first finished attempt), delete it. Saved on the server per character.
 */
export default function CustomCoursesPage() {
  const intl = useIntl();
  const characterId = useSessionStore((state) => state.characterId);
  const signedIn = useSessionStore((state) => state.signedIn);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'practice.custom.title', defaultMessage: 'My own courses' })} · KeyQuest`;
  }, [intl]);

  return (
    <LearningShell>
      <div className={styles.page}>
        <h1 className={styles.title}>
          <FormattedMessage id="practice.custom.title" defaultMessage="My own courses" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage
            id="practice.custom.lead"
            defaultMessage="Type any text you like: spelling words, a poem, notes for school. Your courses are saved with your role."
          />
        </p>
        {signedIn && characterId !== null ? (
          <CourseManager characterId={characterId} />
        ) : (
          <p className={styles.signIn} data-testid="custom-sign-in">
            <FormattedMessage
              id="practice.custom.signIn"
              defaultMessage="Sign in or start a free trial to keep your own courses."
            />{' '}
            <Link className="button button-primary" to="/login/?redirect=%2Fcustom-courses">
              <FormattedMessage id="practice.custom.signInButton" defaultMessage="Sign in" />
            </Link>
          </p>
        )}
      </div>
    </LearningShell>
  );
}

function CourseManager({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<CustomCourse | null>(null);
  const courses = useQuery(customCoursesQuery(characterId));
  const remove = useDeleteCustomCourse(characterId);
  const list = courses.data?.courses ?? [];
  const full = courses.data ? list.length >= courses.data.limit : false;

  return (
    <>
      <CourseForm
        key={editing?.courseId ?? 'new'}
        characterId={characterId}
        course={editing}
        full={full}
        onDone={() => setEditing(null)}
      />
      <h2 className={styles.listTitle}>
        <FormattedMessage
          id="practice.custom.count"
          defaultMessage="{count, plural, one {# course} other {# courses}} of {limit}"
          values={{ count: list.length, limit: courses.data?.limit ?? 0 }}
        />
      </h2>
      {courses.isError && (
        <p className={styles.error} role="alert">
          {intl.formatMessage(describeError(courses.error))}
        </p>
      )}
      <ul className={styles.list} data-testid="custom-course-list">
        {list.map((course) => (
          <li key={course.courseId} className={styles.item} data-testid="custom-course">
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>{course.title}</h3>
              <p className={styles.preview}>{course.text.slice(0, 120)}</p>
              {course.completedAt && (
                <span className={styles.done} data-testid="custom-course-completed">
                  <FormattedMessage id="practice.custom.completed" defaultMessage="Completed" />
                </span>
              )}
            </div>
            <div className={styles.actions}>
              <Link
                className="button button-primary"
                to={lessonPath(
                  `custom-${course.courseId}`,
                  customCourseTyping(course.text) === 'pinyin' ? 'pinyin' : 'lesson',
                )}
                data-testid="custom-course-practise"
              >
                <FormattedMessage id="practice.custom.practise" defaultMessage="Practise" />
              </Link>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setEditing(course)}
                data-testid="custom-course-edit"
              >
                <FormattedMessage id="practice.custom.edit" defaultMessage="Edit" />
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => remove.mutate(course.courseId)}
                aria-label={intl.formatMessage(
                  { id: 'practice.custom.deleteLabel', defaultMessage: 'Delete {title}' },
                  { title: course.title },
                )}
              >
                <FormattedMessage id="practice.custom.delete" defaultMessage="Delete" />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Creates a course, or edits `course`; the server's refusal (COURSE_COMPLETED, limits) is shown translated. */
function CourseForm({
  characterId,
  course,
  full,
  onDone,
}: {
  characterId: number;
  course: CustomCourse | null;
  full: boolean;
  onDone: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [title, setTitle] = useState(course?.title ?? '');
  const [text, setText] = useState(course?.text ?? '');
  const [mode, setMode] = useState<'stop' | 'free'>(course?.mode ?? 'stop');
  /** Fields left empty at the last submit: "required" is said there, and no older server error stays. */
  const [missing, setMissing] = useState<{ title: boolean; text: boolean }>({ title: false, text: false });
  const save = useSaveCustomCourse(characterId);
  const problem = save.isError ? intl.formatMessage(describeError(save.error)) : null;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const found = { title: isBlank(title), text: isBlank(text) };
        setMissing(found);
        if (found.title || found.text) save.reset();
        else
          save.mutate(
            { courseId: course?.courseId, title, text, mode },
            {
              onSuccess: () => {
                setTitle('');
                setText('');
                onDone();
              },
            },
          );
      }}
      data-testid="custom-course-form"
      noValidate
    >
      <h2 className={styles.formTitle}>
        {course ? (
          <FormattedMessage
            id="practice.custom.editTitle"
            defaultMessage="Edit “{title}”"
            values={{ title: course.title }}
          />
        ) : (
          <FormattedMessage id="practice.custom.newTitle" defaultMessage="New course" />
        )}
      </h2>
      <label htmlFor={`${id}-title`}>
        <FormattedMessage id="practice.custom.fieldTitle" defaultMessage="Title" />
      </label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={CUSTOM_COURSE_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={missing.title || undefined}
        aria-describedby={missing.title ? `${id}-title-error` : undefined}
        data-testid="custom-course-title"
      />
      {missing.title && <Required id={`${id}-title-error`} />}
      <label htmlFor={`${id}-text`}>
        <FormattedMessage id="practice.custom.fieldText" defaultMessage="Text to type" />
      </label>
      <textarea
        id={`${id}-text`}
        rows={5}
        value={text}
        maxLength={CUSTOM_COURSE_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={missing.text || undefined}
        aria-describedby={missing.text ? `${id}-text-error` : undefined}
        data-testid="custom-course-text"
      />
      {missing.text && <Required id={`${id}-text-error`} />}
      <fieldset className={styles.modes}>
        <legend>
          <FormattedMessage id="practice.custom.fieldMode" defaultMessage="When a key is wrong" />
        </legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'stop'}
            onChange={() => setMode('stop')}
          />
          <FormattedMessage
            id="practice.custom.modeStop"
            defaultMessage="Stop until the right key is pressed"
          />
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'free'}
            onChange={() => setMode('free')}
          />
          <FormattedMessage id="practice.custom.modeFree" defaultMessage="Go on and count it as a mistake" />
        </label>
      </fieldset>
      {problem && (
        <p className={styles.error} role="alert" data-testid="custom-course-error">
          {problem}
        </p>
      )}
      <div className={styles.formActions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={save.isPending || (!course && full)}
          data-testid="custom-course-save"
        >
          {course ? (
            <FormattedMessage id="practice.custom.save" defaultMessage="Save changes" />
          ) : (
            <FormattedMessage id="practice.custom.create" defaultMessage="Create course" />
          )}
        </button>
        {course && (
          <button type="button" className="button button-secondary" onClick={onDone}>
            <FormattedMessage id="practice.custom.cancel" defaultMessage="Cancel" />
          </button>
        )}
      </div>
    </form>
  );
}

/** The message under a required field left empty. */
function Required({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <p id={id} className={styles.error} data-testid="field-required">
      {intl.formatMessage(catalogueMessage('FIELD_REQUIRED'))}
    </p>
  );
}
