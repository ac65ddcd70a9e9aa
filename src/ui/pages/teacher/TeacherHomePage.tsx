import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Character } from '../../../contracts';
import { describeError } from '../../api/errors';
import { groupListQuery, useCreateGroup } from '../../queries/groups';
import { SchoolInvitations } from './SchoolInvitations';
import { TeacherGate } from './TeacherGate';
import styles from '../../components/class-area/ClassArea.module.css';

/** A teacher's home: their groups (classes) and a form to create one. */
export default function TeacherHomePage() {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'classes.home.title', defaultMessage: 'My classes' })} · KeyQuest`;
  }, [intl]);
  return <TeacherGate>{(teacher) => <TeacherHome teacher={teacher} />}</TeacherGate>;
}

function TeacherHome({ teacher }: { teacher: Character }) {
  const intl = useIntl();
  const groups = useQuery(groupListQuery(teacher.characterId));
  const [name, setName] = useState('');
  const create = useCreateGroup(teacher.characterId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, { onSuccess: () => setName('') });
  };

  return (
    <div className={styles.page} data-testid="teacher-home">
      <h1 className={styles.title}>
        <FormattedMessage id="classes.home.title" defaultMessage="My classes" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="classes.home.lead"
          defaultMessage="{name}, here are your classes. Invite students with a code, give them work and follow their progress."
          values={{ name: teacher.nickname }}
        />
      </p>

      {teacher.type === 'TEACHER' && <SchoolInvitations characterId={teacher.characterId} />}

      <section className={styles.section} aria-labelledby="groups-title">
        <h2 id="groups-title" className={styles.sectionTitle}>
          <FormattedMessage id="classes.home.groups" defaultMessage="Classes" />
        </h2>
        {groups.data && groups.data.length === 0 && (
          <p className={styles.note}>
            <FormattedMessage
              id="classes.home.none"
              defaultMessage="No class yet: create your first one below."
            />
          </p>
        )}
        <ul className={styles.cards}>
          {groups.data?.map((group) => (
            <li key={group.groupId}>
              <Link className={styles.card} to={`/teacher/group/${group.groupId}`} data-testid="group-card">
                <span className={styles.cardTitle}>{group.name}</span>
                <span>
                  <FormattedMessage
                    id="classes.home.members"
                    defaultMessage="{count, plural, one {# student} other {# students}}"
                    values={{ count: group.memberCount }}
                  />
                </span>
                {group.schoolName && <span className={styles.note}>{group.schoolName}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {teacher.type === 'TEACHER' && (
        <section className={styles.section} aria-labelledby="create-group-title">
          <h2 id="create-group-title" className={styles.sectionTitle}>
            <FormattedMessage id="classes.home.create" defaultMessage="Create a class" />
          </h2>
          <form className={styles.form} onSubmit={submit} noValidate>
            <label className={styles.field}>
              <FormattedMessage id="classes.home.groupName" defaultMessage="Class name" />
              <input
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={30}
                required
                aria-invalid={create.isError}
                aria-describedby={create.isError ? 'create-group-error' : undefined}
              />
            </label>
            <button type="submit" className={styles.button} disabled={create.isPending}>
              <FormattedMessage id="classes.home.createButton" defaultMessage="Create" />
            </button>
          </form>
          {create.isError && (
            <p id="create-group-error" role="alert" className={styles.error}>
              {intl.formatMessage(describeError(create.error))}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
