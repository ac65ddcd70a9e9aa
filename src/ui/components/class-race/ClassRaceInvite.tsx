import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { useCurrentCharacter } from '../../queries/groups';
import { classRacesQuery } from '../../queries/race';
import styles from '../class-area/ClassArea.module.css';

/** On the course map: a race a student's class has open, to join in one click, and a link to race friends. */
export function ClassRaceInvite() {
  const signedIn = useSessionStore((state) => state.signedIn);
  const { character } = useCurrentCharacter();
  const isStudent = signedIn && character?.type === 'STUDENT';
  const races = useQuery({ ...classRacesQuery(character?.characterId ?? 0), enabled: isStudent });
  if (!isStudent) return null;
  const open = races.data?.races ?? [];
  return (
    <section className={styles.section} data-testid="class-race-invite">
      {open.map((race) => (
        <p key={race.code}>
          <FormattedMessage
            id="race.classOpen"
            defaultMessage="{group} has a race open."
            values={{ group: race.groupName }}
          />{' '}
          <Link
            to={`/race?code=${race.code}`}
            className="button button-primary"
            data-testid="class-race-join"
          >
            <FormattedMessage id="race.joinClass" defaultMessage="Join the race" />
          </Link>
        </p>
      ))}
      <Link to="/race">
        <FormattedMessage id="race.raceFriends" defaultMessage="Race your friends" />
      </Link>
    </section>
  );
}
