import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { describeError } from '../../api/errors';
import { useSessionStore } from '../../api/session-store';
import { assignmentPath, useAssignmentTitles } from './lesson-names';
import { myGroupsQuery, useCurrentCharacter } from '../../queries/groups';
import styles from '../class-area/ClassArea.module.css';

/**
 * The student's class assignments, first on the learning home (before today's plan): not done first, by due date,
 * each a link to where it is practised; a link to join a class otherwise.
 */
export function ClassAssignments() {
  const intl = useIntl();
  const signedIn = useSessionStore((state) => state.signedIn);
  const { character } = useCurrentCharacter();
  const isStudent = signedIn && character?.type === 'STUDENT';
  const mine = useQuery({ ...myGroupsQuery(character?.characterId ?? 0), enabled: isStudent });
  const titleOf = useAssignmentTitles(mine.data?.assignments ?? []);
  if (!isStudent) return null;
  // e.g. another role of the account is in use on another device (multiple roles cannot be logged in at once).
  if (mine.isError) {
    return (
      <p role="alert" className={styles.error} data-testid="class-assignments-error">
        {intl.formatMessage(describeError(mine.error))}
      </p>
    );
  }
  if (!mine.data) return null;
  const { groups, assignments } = mine.data;
  return (
    <section className={styles.section} aria-labelledby="class-work" data-testid="class-assignments">
      <h2 id="class-work" className={styles.sectionTitle}>
        <FormattedMessage id="classes.mine.title" defaultMessage="From your teacher" />
      </h2>
      {groups.length === 0 ? (
        <p>
          <Link to="/join">
            <FormattedMessage id="classes.mine.join" defaultMessage="Have a class code? Join your class" />
          </Link>
        </p>
      ) : assignments.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage
            id="classes.mine.none"
            defaultMessage="{groups}: no assignment yet."
            values={{ groups: groups.map((group) => group.name).join(', ') }}
          />
        </p>
      ) : (
        <ul className={styles.cards}>
          {assignments.map((assignment) => (
            <li key={assignment.assignmentId}>
              <Link
                className={styles.card}
                to={assignmentPath(assignment)}
                data-testid="my-assignment"
                data-done={assignment.done}
              >
                <span className={styles.cardTitle}>{titleOf(assignment)}</span>
                <span className={styles.note}>{assignment.groupName}</span>
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
                <span className={`${styles.badge} ${assignment.done ? styles.badgeOk : ''}`}>
                  {assignment.done ? (
                    <FormattedMessage id="classes.mine.done" defaultMessage="Done" />
                  ) : (
                    <FormattedMessage id="classes.mine.todo" defaultMessage="To do" />
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
