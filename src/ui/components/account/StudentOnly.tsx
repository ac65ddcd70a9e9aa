import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LearningShell } from '../learning-shell/LearningShell';
import { useCurrentCharacter } from '../../queries/groups';
import styles from '../class-area/ClassArea.module.css';

/**
 * Only a student role practises (spec 6). A teacher, school or organisation role is told so before a lesson or
 * game starts, and offered to create a student role; its own home is one link away.
 */
export function StudentOnly({ children }: { children: ReactNode }) {
  const { character } = useCurrentCharacter();
  if (!character || character.type === 'STUDENT') return children;
  const home = character.type === 'SCHOOL' ? '/school' : '/teacher';
  return (
    <LearningShell>
      <div className={styles.page} data-testid="teacher-cannot-practise">
        <h1 className={styles.title}>
          <FormattedMessage id="classes.noPractice.title" defaultMessage="A teacher role cannot practise" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage
            id="classes.noPractice.text"
            defaultMessage="Only a student role can practise typing. Create a student role to practise, then switch to it."
          />
        </p>
        <div className={styles.row}>
          <Link className={styles.button} to="/character">
            <FormattedMessage id="classes.noPractice.create" defaultMessage="Create a student role" />
          </Link>
          <Link className={styles.secondary} to={home}>
            <FormattedMessage id="classes.noPractice.home" defaultMessage="Back to my classes" />
          </Link>
        </div>
      </div>
    </LearningShell>
  );
}
