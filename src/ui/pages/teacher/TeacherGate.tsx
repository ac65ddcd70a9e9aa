import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Character } from '../../../contracts';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useCurrentCharacter } from '../../queries/groups';
import styles from '../../components/class-area/ClassArea.module.css';

/** The teacher area for a TEACHER (or SCHOOL) role; anyone else is told where to go. */
export function TeacherGate({ children }: { children: (teacher: Character) => ReactNode }) {
  const { character, loading } = useCurrentCharacter();
  if (loading) {
    return (
      <LearningShell>
        <p className={styles.page} aria-busy="true">
          <FormattedMessage id="classes.loading" defaultMessage="Loading…" />
        </p>
      </LearningShell>
    );
  }
  if (!character || (character.type !== 'TEACHER' && character.type !== 'SCHOOL')) {
    return (
      <LearningShell>
        <div className={styles.page}>
          <h1 className={styles.title}>
            <FormattedMessage id="classes.teacherOnly.title" defaultMessage="For teachers" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage
              id="classes.teacherOnly.text"
              defaultMessage="Classes are run by a teacher role. Sign in and choose or create a teacher role."
            />
          </p>
          <Link className={styles.button} to="/character">
            <FormattedMessage id="classes.teacherOnly.roles" defaultMessage="My roles" />
          </Link>
        </div>
      </LearningShell>
    );
  }
  return <LearningShell>{children(character)}</LearningShell>;
}
