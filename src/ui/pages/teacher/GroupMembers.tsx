import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { GroupMember } from '../../../contracts';
import { layoutById } from '../../../keyboard';
import { describeError } from '../../api/errors';
import { useGroupChanges } from '../../queries/groups';
import styles from '../../components/class-area/ClassArea.module.css';
import { ScrollRegion } from '../../components/scroll-region/ScrollRegion';

/** The students of a class: their nickname, the teacher's remark name for them, their report, removal. */
export function GroupMembers({
  characterId,
  groupId,
  members,
}: {
  characterId: number;
  groupId: number;
  members: readonly GroupMember[];
}) {
  return (
    <section className={styles.section} aria-labelledby="members-title">
      <h2 id="members-title" className={styles.sectionTitle}>
        <FormattedMessage id="classes.tab.students" defaultMessage="Students" />
      </h2>
      {members.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage
            id="classes.members.none"
            defaultMessage="No student yet: share the class code from the Invite section."
          />
        </p>
      ) : (
        <ScrollRegion className={styles.tableWrap} labelledBy="members-title">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="classes.members.nickname" defaultMessage="Nickname" />
                </th>
                <th scope="col">
                  <FormattedMessage id="classes.members.remark" defaultMessage="Remark name" />
                </th>
                <th scope="col">
                  <FormattedMessage id="classes.members.layout" defaultMessage="Keyboard" />
                </th>
                <th scope="col">
                  <FormattedMessage id="classes.members.actions" defaultMessage="Actions" />
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <MemberRow
                  key={member.studentId}
                  characterId={characterId}
                  groupId={groupId}
                  member={member}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function MemberRow({
  characterId,
  groupId,
  member,
}: {
  characterId: number;
  groupId: number;
  member: GroupMember;
}) {
  const intl = useIntl();
  const [remark, setRemark] = useState(member.remarkName ?? '');
  const { remark: save, removeMember: remove } = useGroupChanges(characterId, groupId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ studentId: member.studentId, remarkName: remark });
  };
  const confirmRemove = () => {
    const question = intl.formatMessage(
      { id: 'classes.members.removeConfirm', defaultMessage: 'Remove {name} from this class?' },
      { name: member.remarkName ?? member.nickname },
    );
    if (window.confirm(question)) remove.mutate(member.studentId);
  };
  const errorId = `remark-error-${member.studentId}`;
  return (
    <tr data-testid="member-row">
      <td>{member.nickname}</td>
      <td>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span className="visually-hidden">
              <FormattedMessage
                id="classes.members.remarkFor"
                defaultMessage="Remark name for {name}"
                values={{ name: member.nickname }}
              />
            </span>
            <input
              value={remark}
              maxLength={15}
              onChange={(event) => setRemark(event.target.value)}
              aria-invalid={save.isError}
              aria-describedby={save.isError ? errorId : undefined}
            />
          </label>
          <button type="submit" className={styles.secondary} disabled={save.isPending}>
            <FormattedMessage id="classes.members.save" defaultMessage="Save" />
          </button>
        </form>
        {save.isError && (
          <p id={errorId} role="alert" className={styles.error}>
            {intl.formatMessage(describeError(save.error))}
          </p>
        )}
      </td>
      {/* The layout's own name, as the operating system calls it (not translated). */}
      <td>{layoutById(member.keyboardLayout).name}</td>
      <td>
        <div className={styles.row}>
          <Link className={styles.secondary} to={`/teacher/group/${groupId}/student/${member.studentId}`}>
            <FormattedMessage id="classes.members.report" defaultMessage="Report" />
          </Link>
          <button type="button" className={styles.danger} onClick={confirmRemove}>
            <FormattedMessage id="classes.members.remove" defaultMessage="Remove" />
          </button>
        </div>
      </td>
    </tr>
  );
}
