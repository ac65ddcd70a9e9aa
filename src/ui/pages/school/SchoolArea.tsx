import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Character } from '../../../contracts';
import { describeError } from '../../api/errors';
import { schoolQuery, useSchoolChanges } from '../../queries/groups';
import { DeleteClass } from './DeleteClass';
import { MoveStudent } from './MoveStudent';
import { SchoolImport } from './SchoolImport';
import { SchoolRosterImport } from './SchoolRosterImport';
import { SchoolReportView } from './SchoolReportView';
import { SchoolLogoForm } from './SchoolExports';
import { SchoolSignIn } from './SchoolSignIn';
import { SchoolStudies } from './SchoolStudies';
import styles from '../../components/class-area/ClassArea.module.css';
import { ScrollRegion } from '../../components/scroll-region/ScrollRegion';

/** The school's classes and teachers, the CSV of new accounts, moves, deletion and reports. */
export function SchoolArea({ admin }: { admin: Character }) {
  const intl = useIntl();
  const characterId = admin.characterId;
  const school = useQuery(schoolQuery(characterId));
  const [teacherName, setTeacherName] = useState('');
  const [className, setClassName] = useState('');
  const [teacherId, setTeacherId] = useState('');
  const { addTeacher, addClass } = useSchoolChanges(characterId);
  if (!school.data) {
    return (
      <p aria-busy="true">
        <FormattedMessage id="classes.loading" defaultMessage="Loading…" />
      </p>
    );
  }
  const data = school.data;
  const onSubmit = (run: () => void) => (event: FormEvent) => {
    event.preventDefault();
    run();
  };
  const error = addTeacher.error ?? addClass.error;
  return (
    <>
      <p className={`${styles.lead} ${styles.noPrint}`}>{data.name}</p>
      <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby="school-classes">
        <h2 id="school-classes" className={styles.sectionTitle}>
          <FormattedMessage id="school.classes" defaultMessage="Classes" />
        </h2>
        <ScrollRegion className={styles.tableWrap} labelledBy="school-classes">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="classes.home.groupName" defaultMessage="Class name" />
                </th>
                <th scope="col">
                  <FormattedMessage id="school.teacher" defaultMessage="Teacher" />
                </th>
                <th scope="col">
                  <FormattedMessage id="school.students" defaultMessage="Students" />
                </th>
                <th scope="col">
                  <FormattedMessage id="classes.members.actions" defaultMessage="Actions" />
                </th>
              </tr>
            </thead>
            <tbody>
              {data.classes.map((row) => (
                <tr key={row.groupId} data-testid="school-class">
                  <th scope="row">
                    <Link to={`/teacher/group/${row.groupId}`}>{row.name}</Link>
                  </th>
                  <td>
                    {row.teacherNickname ??
                      intl.formatMessage({ id: 'school.noTeacher', defaultMessage: 'The school' })}
                  </td>
                  <td>{row.memberCount}</td>
                  <td>
                    <DeleteClass characterId={characterId} groupId={row.groupId} name={row.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <form
          className={styles.form}
          onSubmit={onSubmit(() =>
            addClass.mutate(
              { name: className, teacherId: teacherId ? Number(teacherId) : undefined },
              { onSuccess: () => setClassName('') },
            ),
          )}
          noValidate
        >
          <label className={styles.field}>
            <FormattedMessage id="school.newClass" defaultMessage="New class" />
            <input value={className} maxLength={30} onChange={(event) => setClassName(event.target.value)} />
          </label>
          <label className={styles.field}>
            <FormattedMessage id="school.teacher" defaultMessage="Teacher" />
            <select value={teacherId} onChange={(event) => setTeacherId(event.target.value)}>
              <option value="">
                {intl.formatMessage({ id: 'school.noTeacher', defaultMessage: 'The school' })}
              </option>
              {data.teachers
                .filter((teacher) => teacher.accepted)
                .map((teacher) => (
                  <option key={teacher.teacherId} value={teacher.teacherId}>
                    {teacher.nickname}
                  </option>
                ))}
            </select>
          </label>
          <button type="submit" className={styles.button}>
            <FormattedMessage id="school.addClass" defaultMessage="Add the class" />
          </button>
        </form>
      </section>
      <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby="school-teachers">
        <h2 id="school-teachers" className={styles.sectionTitle}>
          <FormattedMessage id="school.teachers" defaultMessage="Teachers" />
        </h2>
        <ul>
          {data.teachers.map((teacher) => (
            <li key={teacher.teacherId}>
              {teacher.nickname} {teacher.username && `(${teacher.username})`}
              {!teacher.accepted && (
                <>
                  {' – '}
                  <FormattedMessage
                    id="school.teacherInvited"
                    defaultMessage="invited: a class can be given once they accept in their teacher area"
                  />
                </>
              )}
            </li>
          ))}
        </ul>
        <form
          className={styles.form}
          onSubmit={onSubmit(() => addTeacher.mutate(teacherName, { onSuccess: () => setTeacherName('') }))}
          noValidate
        >
          <label className={styles.field}>
            <FormattedMessage id="school.teacherUsername" defaultMessage="Teacher's username" />
            <input
              value={teacherName}
              onChange={(event) => setTeacherName(event.target.value)}
              autoComplete="off"
            />
          </label>
          <button type="submit" className={styles.button}>
            <FormattedMessage id="school.addTeacher" defaultMessage="Invite the teacher" />
          </button>
        </form>
      </section>
      {error && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(error))}
        </p>
      )}
      <SchoolImport characterId={characterId} />
      <SchoolRosterImport characterId={characterId} />
      <SchoolSignIn characterId={characterId} />
      <MoveStudent characterId={characterId} classes={data.classes} />
      <SchoolStudies characterId={characterId} classes={data.classes} />
      <SchoolReportView characterId={characterId} />
      <SchoolLogoForm characterId={characterId} />
    </>
  );
}
