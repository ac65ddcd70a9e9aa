import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { Character } from '../../../contracts';
import { describeError } from '../../api/errors';
import { groupDetailQuery } from '../../queries/groups';
import { GroupAssignments } from './GroupAssignments';
import { GroupInvite } from './GroupInvite';
import { GroupMembers } from './GroupMembers';
import { GroupSettings } from './GroupSettings';
import { GroupStatsPanel } from './GroupStatsPanel';
import { TeacherGate } from './TeacherGate';
import styles from '../../components/class-area/ClassArea.module.css';

const PANELS = ['stats', 'students', 'invite', 'assignments', 'settings'] as const;
type Panel = (typeof PANELS)[number];
const PANEL_NAMES: Record<Panel, { id: string; defaultMessage: string }> = {
  stats: { id: 'classes.tab.stats', defaultMessage: 'Progress' },
  students: { id: 'classes.tab.students', defaultMessage: 'Students' },
  invite: { id: 'classes.tab.invite', defaultMessage: 'Invite' },
  assignments: { id: 'classes.tab.assignments', defaultMessage: 'Assignments' },
  settings: { id: 'classes.tab.settings', defaultMessage: 'Settings' },
};

/** One class: its progress, students, invitation, assignments and settings. */
export default function GroupPage() {
  return <TeacherGate>{(teacher) => <Group teacher={teacher} />}</TeacherGate>;
}

function Group({ teacher }: { teacher: Character }) {
  const intl = useIntl();
  const groupId = Number(useParams().groupId);
  const detail = useQuery(groupDetailQuery(teacher.characterId, groupId));
  const [panel, setPanel] = useState<Panel>(() => {
    const asked = new URLSearchParams(window.location.search).get('tab');
    return (PANELS as readonly string[]).includes(asked ?? '') ? (asked as Panel) : 'stats';
  });
  useEffect(() => {
    if (detail.data) document.title = `${detail.data.name} · KeyQuest`;
  }, [detail.data]);

  if (detail.isError) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(detail.error))}
        </p>
        <Link to="/teacher" className={styles.secondary}>
          <FormattedMessage id="classes.backHome" defaultMessage="Back to my classes" />
        </Link>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <p className={styles.page} aria-busy="true">
        <FormattedMessage id="classes.loading" defaultMessage="Loading…" />
      </p>
    );
  }
  const group = detail.data;
  const scope = { characterId: teacher.characterId, groupId };
  return (
    <div className={styles.page} data-testid="group-page">
      <Link to={teacher.type === 'SCHOOL' ? '/school' : '/teacher'} className={styles.noPrint}>
        <FormattedMessage id="classes.backHome" defaultMessage="Back to my classes" />
      </Link>
      <h1 className={styles.title}>{group.name}</h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="classes.home.members"
          defaultMessage="{count, plural, one {# student} other {# students}}"
          values={{ count: group.memberCount }}
        />
        {group.schoolName ? ` · ${group.schoolName}` : ''}
      </p>
      <p>
        <Link to={`/race?group=${groupId}`} className="button button-primary" data-testid="open-class-race">
          <FormattedMessage id="race.openClass" defaultMessage="Open a race for the class" />
        </Link>
      </p>
      <div
        className={`${styles.tabs} ${styles.noPrint}`}
        role="group"
        aria-label={intl.formatMessage({ id: 'classes.tabs', defaultMessage: 'Class sections' })}
      >
        {PANELS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.tab}
            aria-pressed={panel === name}
            onClick={() => setPanel(name)}
            data-testid={`tab-${name}`}
          >
            {intl.formatMessage(PANEL_NAMES[name])}
          </button>
        ))}
      </div>
      {panel === 'stats' && <GroupStatsPanel {...scope} />}
      {panel === 'students' && <GroupMembers {...scope} members={group.members} />}
      {panel === 'invite' && <GroupInvite {...scope} group={group} />}
      {panel === 'assignments' && <GroupAssignments {...scope} members={group.members} />}
      {panel === 'settings' && <GroupSettings {...scope} group={group} />}
    </div>
  );
}
