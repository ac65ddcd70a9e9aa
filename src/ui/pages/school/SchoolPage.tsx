import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { describeError } from '../../api/errors';
import { switchCharacter } from '../../queries/session';
import { useSessionStore } from '../../api/session-store';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { SchoolArea } from './SchoolArea';
import styles from '../../components/class-area/ClassArea.module.css';
import { charactersQuery } from '../../queries/character';
import { useOpenSchool } from '../../queries/groups';

/**
 * The school (or organisation) administrator area: opened here by an account with a password, run by the
 * account's SCHOOL role (docs/SITE.md, docs/PRIVACY.md).
 */
export default function SchoolPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const characters = useQuery({ ...charactersQuery(), enabled: signedIn });
  const schoolRole = characters.data?.find((character) => character.type === 'SCHOOL');
  const [name, setName] = useState('');
  const [nickname, setNickname] = useState('');
  const open = useOpenSchool();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'school.title', defaultMessage: 'School administration' })} · KeyQuest`;
  }, [intl]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({ name, nickname });
  };

  let body;
  if (!signedIn) {
    body = (
      <Link className={styles.button} to={`/login/?redirect=${encodeURIComponent('/school')}`}>
        <FormattedMessage id="school.signIn" defaultMessage="Sign in to run your school" />
      </Link>
    );
  } else if (schoolRole && schoolRole.characterId === characterId) {
    body = <SchoolArea admin={schoolRole} />;
  } else if (schoolRole) {
    body = (
      <button
        type="button"
        className={styles.button}
        onClick={() => void switchCharacter(queryClient, schoolRole.characterId)}
      >
        <FormattedMessage
          id="school.switch"
          defaultMessage="Use the school role {name}"
          values={{ name: schoolRole.nickname }}
        />
      </button>
    );
  } else if (characters.data) {
    body = (
      <section className={styles.section} aria-labelledby="open-school">
        <h2 id="open-school" className={styles.sectionTitle}>
          <FormattedMessage id="school.open" defaultMessage="Open your school" />
        </h2>
        <p className={styles.note}>
          <FormattedMessage
            id="school.openNote"
            defaultMessage="Your account needs a password. The school role runs classes and teachers, opens student accounts and reads reports."
          />
        </p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <FormattedMessage id="school.name" defaultMessage="School name" />
            <input value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
          </label>
          <label className={styles.field}>
            <FormattedMessage id="school.nickname" defaultMessage="Your name as administrator" />
            <input value={nickname} maxLength={15} onChange={(event) => setNickname(event.target.value)} />
          </label>
          <button type="submit" className={styles.button} disabled={open.isPending}>
            <FormattedMessage id="school.openButton" defaultMessage="Open the school" />
          </button>
        </form>
        {open.isError && (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(describeError(open.error))}
          </p>
        )}
      </section>
    );
  }
  return (
    <LearningShell>
      <div className={styles.page} data-testid="school-page">
        <h1 className={`${styles.title} ${styles.noPrint}`}>
          <FormattedMessage id="school.title" defaultMessage="School administration" />
        </h1>
        {body}
      </div>
    </LearningShell>
  );
}
