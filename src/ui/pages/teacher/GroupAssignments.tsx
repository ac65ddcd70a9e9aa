import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FINGER_COURSE } from '../../../content';
import { ASSIGNMENT_KINDS, type AssignmentKind, type GroupMember } from '../../../contracts';
import { describeError } from '../../api/errors';
import { groupAssignmentsQuery, useGroupChanges } from '../../queries/groups';
import { AssignmentTargetPicker } from './AssignmentTargetPicker';
import { useAssignmentTitles } from '../../components/class-assignments/lesson-names';
import styles from '../../components/class-area/ClassArea.module.css';

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
  const list = useQuery(groupAssignmentsQuery(characterId, groupId));
  const titleOf = useAssignmentTitles(list.data ?? []);
  const [kind, setKind] = useState<AssignmentKind>('lesson');
  const [course, setCourse] = useState(FINGER_COURSE.slug);
  const [target, setTarget] = useState('');
  const [dueDate, setDueDate] = useState('');
  // A date typed only in part (a day without its month and year) has no value: it is never dropped silently.
  const dueField = useRef<HTMLInputElement>(null);
  const [dueIncomplete, setDueIncomplete] = useState(false);
  const dueDateReady = () => {
    const incomplete = dueField.current?.validity.badInput ?? false;
    setDueIncomplete(incomplete);
    return !incomplete;
  };
  const { assign: create, tailored, unassign: remove } = useGroupChanges(characterId, groupId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dueDateReady()) create.mutate({ kind, target, dueDate: dueDate || undefined });
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
        <AssignmentTargetPicker
          characterId={characterId}
          kind={kind}
          course={course}
          target={target}
          onCourse={setCourse}
          onTarget={setTarget}
        />
        <label className={styles.field}>
          <FormattedMessage id="classes.assign.due" defaultMessage="Due date (optional)" />
          <input
            ref={dueField}
            type="date"
            value={dueDate}
            onChange={(event) => {
              setDueDate(event.target.value);
              if (event.target.value) setDueIncomplete(false);
            }}
            aria-invalid={dueIncomplete}
            aria-describedby={dueIncomplete ? 'assign-due-incomplete' : undefined}
            data-testid="assign-due"
          />
        </label>
        <button type="submit" className={styles.button} disabled={create.isPending}>
          <FormattedMessage id="classes.assign.create" defaultMessage="Assign" />
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            if (dueDateReady()) tailored.mutate(dueDate || undefined);
          }}
          disabled={tailored.isPending}
        >
          <FormattedMessage
            id="classes.assign.tailored"
            defaultMessage="Assign a course made for the class's weak keys"
          />
        </button>
      </form>
      {dueIncomplete && (
        <p
          role="alert"
          id="assign-due-incomplete"
          className={styles.error}
          data-testid="assign-due-incomplete"
        >
          <FormattedMessage
            id="classes.assign.dueIncomplete"
            defaultMessage="The due date is not complete: fill in its day, month and year, or clear it."
          />
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(error))}
        </p>
      )}
      <ul className={styles.cards} data-testid="assignment-list">
        {list.data?.map((assignment) => {
          return (
            <li key={assignment.assignmentId} className={styles.card} data-testid="assignment">
              <span className={styles.cardTitle}>{titleOf(assignment)}</span>
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
