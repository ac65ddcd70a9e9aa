import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { Character } from '../../../contracts';
import { describeError } from '../../api/errors';
import { useSessionStore } from '../../api/session-store';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import styles from '../../components/class-area/ClassArea.module.css';
import { charactersQuery } from '../../queries/character';
import { joinInfoQuery, useJoinGroup } from '../../queries/groups';

/**
 * Joining a class with its code (typed, or from the teacher's link or QR code): with the current student role,
 * another student role of the account, or as a new guest.
 */
export default function JoinPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useParams();
  const [typed, setTyped] = useState(params.code ?? '');
  const code = (params.code ?? '').toUpperCase();
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const info = useQuery({ ...joinInfoQuery(code), enabled: code.length > 0 });
  const characters = useQuery({ ...charactersQuery(), enabled: signedIn });
  const students = (characters.data ?? []).filter((character) => character.type === 'STUDENT');
  const current = students.find((character) => character.characterId === characterId) ?? students[0];
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'classes.join.title', defaultMessage: 'Join a class' })} · KeyQuest`;
  }, [intl]);

  const join = useJoinGroup(code, characterId);
  const joinAs = (student: Character | 'guest') =>
    join.mutate(student, { onSuccess: () => void navigate('/chapter/?joined=1') });
  const goToCode = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) void navigate(`/join/${encodeURIComponent(typed.trim().toUpperCase())}`);
  };

  return (
    <LearningShell>
      <div className={styles.page} data-testid="join-page">
        <h1 className={styles.title}>
          <FormattedMessage id="classes.join.title" defaultMessage="Join a class" />
        </h1>
        <form className={`${styles.form} ${styles.section}`} onSubmit={goToCode} noValidate>
          <label className={styles.field}>
            <FormattedMessage id="classes.join.code" defaultMessage="Class code from your teacher" />
            <input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoCapitalize="characters"
              maxLength={12}
              data-testid="join-code-input"
            />
          </label>
          <button type="submit" className={styles.secondary}>
            <FormattedMessage id="classes.join.check" defaultMessage="Check the code" />
          </button>
        </form>
        {info.isError && (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(describeError(info.error))}
          </p>
        )}
        {info.data && (
          <section className={styles.section} aria-labelledby="join-group">
            <h2 id="join-group" className={styles.sectionTitle}>
              <FormattedMessage
                id="classes.join.group"
                defaultMessage="{group}, taught by {teacher}"
                values={{ group: info.data.groupName, teacher: info.data.teacherNickname }}
              />
            </h2>
            <div className={styles.row}>
              {signedIn && current && (
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => joinAs(current)}
                  data-testid="join-button"
                >
                  <FormattedMessage
                    id="classes.join.as"
                    defaultMessage="Join as {name}"
                    values={{ name: current.nickname }}
                  />
                </button>
              )}
              {signedIn && characters.data && !current && (
                <Link className={styles.button} to="/character">
                  <FormattedMessage id="classes.noPractice.create" defaultMessage="Create a student role" />
                </Link>
              )}
              {!signedIn && (
                <>
                  <Link
                    className={styles.button}
                    to={`/login/?redirect=${encodeURIComponent(`/join/${code}`)}`}
                  >
                    <FormattedMessage id="classes.join.signIn" defaultMessage="Sign in and join" />
                  </Link>
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => joinAs('guest')}
                    data-testid="join-guest"
                  >
                    <FormattedMessage id="classes.join.guest" defaultMessage="Join as a new guest" />
                  </button>
                </>
              )}
            </div>
            {join.isError && (
              <p role="alert" className={styles.error}>
                {intl.formatMessage(describeError(join.error))}
              </p>
            )}
          </section>
        )}
      </div>
    </LearningShell>
  );
}
