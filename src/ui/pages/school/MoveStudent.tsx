import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SchoolClass } from '../../../contracts';
import { describeError } from '../../api/errors';
import { groupDetailQuery, useSchoolChanges } from '../../queries/groups';
import styles from '../../components/class-area/ClassArea.module.css';

/** Moves a student from one class of the school to another. */
export function MoveStudent({
  characterId,
  classes,
}: {
  characterId: number;
  classes: readonly SchoolClass[];
}) {
  const intl = useIntl();
  const [from, setFrom] = useState('');
  const [student, setStudent] = useState('');
  const [to, setTo] = useState('');
  const members = useQuery({ ...groupDetailQuery(characterId, Number(from)), enabled: from !== '' });
  const move = useSchoolChanges(characterId).move;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate(
      { studentId: Number(student), fromGroupId: Number(from), toGroupId: Number(to) },
      { onSuccess: () => setStudent('') },
    );
  };
  if (classes.length < 2) return null;
  return (
    <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby="school-move">
      <h2 id="school-move" className={styles.sectionTitle}>
        <FormattedMessage id="school.move" defaultMessage="Move a student to another class" />
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <FormattedMessage id="school.from" defaultMessage="From" />
          <select value={from} onChange={(event) => setFrom(event.target.value)}>
            <option value="">
              {intl.formatMessage({ id: 'classes.assign.choose', defaultMessage: 'Choose…' })}
            </option>
            {classes.map((row) => (
              <option key={row.groupId} value={row.groupId}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="classes.stats.student" defaultMessage="Student" />
          <select value={student} onChange={(event) => setStudent(event.target.value)}>
            <option value="">
              {intl.formatMessage({ id: 'classes.assign.choose', defaultMessage: 'Choose…' })}
            </option>
            {members.data?.members.map((member) => (
              <option key={member.studentId} value={member.studentId}>
                {member.remarkName ?? member.nickname}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="school.to" defaultMessage="To" />
          <select value={to} onChange={(event) => setTo(event.target.value)}>
            <option value="">
              {intl.formatMessage({ id: 'classes.assign.choose', defaultMessage: 'Choose…' })}
            </option>
            {classes
              .filter((row) => String(row.groupId) !== from)
              .map((row) => (
                <option key={row.groupId} value={row.groupId}>
                  {row.name}
                </option>
              ))}
          </select>
        </label>
        <button type="submit" className={styles.button} disabled={!from || !student || !to}>
          <FormattedMessage id="school.moveButton" defaultMessage="Move" />
        </button>
      </form>
      {move.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(move.error))}
        </p>
      )}
    </section>
  );
}
