import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { courseLessons, FINGER_COURSE, localize } from '../../../content';
import {
  ASSIGNMENT_KINDS,
  GAME_CENTER_GAMES,
  type AssignmentKind,
  type GroupMember,
} from '../../../contracts';
import { api } from '../../api/endpoints';
import { describeError } from '../../api/errors';
import { useLocaleStore } from '../../i18n/locale-store';
import { groupAssignmentsQuery, groupKeys } from '../../queries/groups';
import styles from './Teacher.module.css';
import { customCoursesQuery } from '../../queries/custom-course';

const KIND_NAMES: Record<AssignmentKind, { id: string; defaultMessage: string }> = {
  lesson: { id: 'classes.assign.kind.lesson', defaultMessage: 'A lesson' },
  chapter: { id: 'classes.assign.kind.chapter', defaultMessage: 'A chapter' },
  custom: { id: 'classes.assign.kind.custom', defaultMessage: 'One of my custom courses' },
  game: { id: 'classes.assign.kind.game', defaultMessage: 'A game' },
};

/** Give the class work (a lesson, a chapter, a custom course or a game, with an optional due date) and see who did it. */
export function GroupAssignments({
  characterId,
  groupId,
  members,
}: {
  characterId: number;
  groupId: number;
  members: readonly GroupMember[];
}) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const queryClient = useQueryClient();
  const list = useQuery(groupAssignmentsQuery(characterId, groupId));
  const courses = useQuery(customCoursesQuery(characterId));
  const [kind, setKind] = useState<AssignmentKind>('lesson');
  const [target, setTarget] = useState('');
  const [dueDate, setDueDate] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKeys.all(characterId) });
  const create = useMutation({
    meta: { handlesError: true },
    mutationFn: () =>
      api.createAssignment({ characterId, groupId, kind, target, dueDate: dueDate || undefined }),
    onSuccess: refresh,
  });
  const tailored = useMutation({
    meta: { handlesError: true },
    mutationFn: () => api.tailoredCourse({ characterId, groupId, dueDate: dueDate || undefined }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    meta: { handlesError: true },
    mutationFn: (assignmentId: number) => api.deleteAssignment({ characterId, groupId, assignmentId }),
    onSuccess: refresh,
  });
  const options: { value: string; label: string }[] =
    kind === 'lesson'
      ? courseLessons(FINGER_COURSE).map((lesson) => ({
          value: lesson.slug,
          label: `${lesson.number}. ${localize(lesson.title, locale)}`,
        }))
      : kind === 'chapter'
        ? FINGER_COURSE.chapters.map((chapter, index) => ({
            value: `${FINGER_COURSE.slug}/${index + 1}`,
            label: localize(chapter.title, locale),
          }))
        : kind === 'custom'
          ? (courses.data?.courses ?? []).map((course) => ({
              value: String(course.courseId),
              label: course.title,
            }))
          : GAME_CENTER_GAMES.map((game) => ({ value: game, label: game }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const nameOf = (id: number) => {
    const member = members.find((candidate) => candidate.studentId === id);
    return member ? (member.remarkName ?? member.nickname) : String(id);
  };
  const error = create.error ?? tailored.error ?? remove.error;

  return (
    <section className={styles.section} aria-labelledby="assign-title">
      <h2 id="assign-title" className={styles.sectionTitle}>
        <FormattedMessage id="classes.tab.assignments" defaultMessage="Assignments" />
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <FormattedMessage id="classes.assign.kind" defaultMessage="What" />
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as AssignmentKind);
              setTarget('');
            }}
            data-testid="assign-kind"
          >
            {ASSIGNMENT_KINDS.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage(KIND_NAMES[name])}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="classes.assign.target" defaultMessage="Which" />
          <select
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            data-testid="assign-target"
          >
            <option value="">
              {intl.formatMessage({ id: 'classes.assign.choose', defaultMessage: 'Choose…' })}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="classes.assign.due" defaultMessage="Due date (optional)" />
          <input type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
        </label>
        <button type="submit" className={styles.button} disabled={create.isPending}>
          <FormattedMessage id="classes.assign.create" defaultMessage="Assign" />
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => tailored.mutate()}
          disabled={tailored.isPending}
        >
          <FormattedMessage
            id="classes.assign.tailored"
            defaultMessage="Assign a course made for the class's weak keys"
          />
        </button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(error))}
        </p>
      )}
      <ul className={styles.cards} data-testid="assignment-list">
        {list.data?.map((assignment) => {
          const title =
            assignment.kind === 'lesson'
              ? (options.find((o) => o.value === assignment.target)?.label ?? assignment.title)
              : assignment.title;
          return (
            <li key={assignment.assignmentId} className={styles.card} data-testid="assignment">
              <span className={styles.cardTitle}>{title}</span>
              <span>{intl.formatMessage(KIND_NAMES[assignment.kind])}</span>
              {assignment.dueDate && (
                <span>
                  <FormattedMessage
                    id="classes.assign.dueOn"
                    defaultMessage="Due {date}"
                    values={{
                      date: intl.formatDate(`${assignment.dueDate}T12:00:00`, { dateStyle: 'medium' }),
                    }}
                  />
                </span>
              )}
              <span data-testid="assignment-done">
                <FormattedMessage
                  id="classes.assign.done"
                  defaultMessage="Done by {done} of {total}"
                  values={{ done: assignment.doneBy.length, total: members.length }}
                />
                {assignment.doneBy.length > 0 && `: ${assignment.doneBy.map(nameOf).join(', ')}`}
              </span>
              <button
                type="button"
                className={styles.danger}
                onClick={() => remove.mutate(assignment.assignmentId)}
              >
                <FormattedMessage id="classes.assign.remove" defaultMessage="Remove" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
