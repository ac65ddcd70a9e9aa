import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Character, CharacterType } from '../../../contracts';
import { useSessionStore } from '../../api';
import { useChooseCharacter, useSignOut } from '../../queries/session';
import { AvatarArt } from '../../components/account/AvatarArt';
import { AvatarOnStage } from './AvatarOnStage';
import { CharacterEditor } from '../../components/account/CharacterEditor';
import { FreeTrialButton } from '../../components/account/FreeTrialButton';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import styles from './CharacterPage.module.css';
import { MembershipStatus } from '../membership/MembershipStatus';
import { charactersQuery } from '../../queries/character';
import { KeyboardLayoutSetting } from '../../components/keyboard-layout/KeyboardLayoutPanel';
import { AccessSection } from '../../components/access/AccessSection';
import { useDownload } from '../../queries/exports';

const ROLE_LABEL: Record<CharacterType, { id: string; defaultMessage: string }> = {
  STUDENT: { id: 'character.role.student', defaultMessage: 'Student' },
  TEACHER: { id: 'character.role.teacher', defaultMessage: 'Teacher' },
  SCHOOL: { id: 'character.role.school', defaultMessage: 'School' },
  INST: { id: 'character.role.inst', defaultMessage: 'Organisation' },
};

/**
 * /character: the account's roles (characters). The current one is marked and stands on its stage (a Pixi scene);
 * choosing another makes it current and refreshes its progress; each can be edited in the overlay; a new one is
 * created there too. Also the account line (guest or signed in) and sign-out.
 */
export default function CharacterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.signedIn);
  const user = useSessionStore((state) => state.user);
  const currentId = useSessionStore((state) => state.characterId);
  const characters = useQuery({ ...charactersQuery(), enabled: signedIn });
  const [editing, setEditing] = useState<Character | 'new' | null>(null);
  const choose = useChooseCharacter();
  const leave = useSignOut();
  // Everything held about the account (a parent's right of access): a zip of JSON and CSV (docs/PRIVACY.md).
  const myData = useDownload('childDataExport');

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'character.pageTitle', defaultMessage: 'My roles' })} · KeyQuest`;
  }, [intl]);

  if (!signedIn) {
    return (
      <LearningShell>
        <section className={styles.empty}>
          <h1>
            <FormattedMessage id="character.pageTitle" defaultMessage="My roles" />
          </h1>
          <p>
            <FormattedMessage
              id="character.signedOut"
              defaultMessage="Sign in, or start a free trial, to make a role and keep your results."
            />
          </p>
          <div className={styles.actions}>
            <Link className="button button-primary" to="/login/?redirect=%2Fcharacter">
              <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
            </Link>
            <FreeTrialButton className="button button-secondary" />
          </div>
        </section>
      </LearningShell>
    );
  }

  const accountName = user?.isGuest
    ? intl.formatMessage({ id: 'character.guest', defaultMessage: 'Guest' })
    : (user?.username ?? user?.email ?? user?.phone ?? '');
  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.head}>
          <div>
            <h1 className={styles.title}>
              <FormattedMessage id="character.pageTitle" defaultMessage="My roles" />
            </h1>
            <p className={styles.account} data-testid="account-name">
              <FormattedMessage
                id="character.signedInAs"
                defaultMessage="Signed in as {name}"
                values={{ name: accountName }}
              />
            </p>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              onClick={() => setEditing('new')}
              data-testid="new-character"
            >
              <FormattedMessage id="character.new" defaultMessage="New role" />
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => leave.mutate(undefined, { onSuccess: () => void navigate('/') })}
              disabled={leave.isPending}
              data-testid="sign-out"
            >
              <FormattedMessage id="character.signOut" defaultMessage="Sign out" />
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => myData.mutate({})}
              disabled={myData.isPending}
              data-testid="data-export"
            >
              <FormattedMessage id="character.dataExport" defaultMessage="Download my data" />
            </button>
          </div>
        </header>

        {user?.isGuest && (
          <p className={styles.guest}>
            <FormattedMessage
              id="character.guestHint"
              defaultMessage="You are trying KeyQuest as a guest. Sign up to keep your results on every device."
            />{' '}
            <Link to="/login/?mode=signup&redirect=%2Fcharacter">
              <FormattedMessage id="character.guestSignUp" defaultMessage="Sign up" />
            </Link>
          </p>
        )}

        <section className={styles.guest} aria-labelledby="plan-title" data-testid="account-membership">
          <h2 id="plan-title" className="visually-hidden">
            <FormattedMessage id="membership.mine" defaultMessage="My plan" />
          </h2>
          <MembershipStatus />
          <Link to="/membership">
            <FormattedMessage id="membership.manage" defaultMessage="Membership: plans, orders and codes" />
          </Link>
        </section>

        {/* The current student's keyboard layout: lessons show and grade its keys. */}
        <KeyboardLayoutSetting />

        {/* The current learner's accessibility settings (speech, sound cues, reading, colour, young hands). */}
        <AccessSection />

        {characters.isPending && (
          <p role="status">
            <FormattedMessage id="character.loading" defaultMessage="Loading your roles…" />
          </p>
        )}
        <ul className={styles.list} data-testid="character-list">
          {(characters.data ?? []).map((character) => {
            const current = character.characterId === currentId;
            const avatarLabel = intl.formatMessage(
              { id: 'character.avatarOf', defaultMessage: "{name}'s avatar" },
              { name: character.nickname },
            );
            return (
              <li
                key={character.characterId}
                className={`${styles.item} ${current ? styles.current : ''}`}
                data-testid={`character-${character.characterId}`}
                aria-current={current ? 'true' : undefined}
              >
                {current ? (
                  <AvatarOnStage avatar={character.avatar} label={avatarLabel} />
                ) : (
                  <AvatarArt avatar={character.avatar} size={88} label={avatarLabel} />
                )}
                <div className={styles.info}>
                  <strong className={styles.nickname}>{character.nickname}</strong>
                  <span className={styles.roleName}>{intl.formatMessage(ROLE_LABEL[character.type])}</span>
                  {current && (
                    <span className={styles.badge}>
                      <FormattedMessage id="character.current" defaultMessage="Current" />
                    </span>
                  )}
                </div>
                <div className={styles.itemActions}>
                  {!current && (
                    <button
                      type="button"
                      className="button button-primary"
                      onClick={() => choose.mutate(character.characterId)}
                    >
                      {/* The name read out is the text shown (axe label-content-name-mismatch). */}
                      <FormattedMessage
                        id="character.useNamed"
                        defaultMessage="Play as {name}"
                        values={{ name: character.nickname }}
                      />
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setEditing(character)}
                    aria-label={intl.formatMessage(
                      { id: 'character.editNamed', defaultMessage: 'Edit {name}' },
                      { name: character.nickname },
                    )}
                    data-testid="edit-character"
                  >
                    <FormattedMessage id="character.edit" defaultMessage="Edit" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        {characters.data?.length === 0 && (
          <p>
            <FormattedMessage id="character.none" defaultMessage="No roles yet: make your first one." />
          </p>
        )}
        <p>
          <Link to="/chapter/">
            <FormattedMessage id="lesson.backToMap" defaultMessage="Back to the course map" />
          </Link>
        </p>
      </div>
      {editing && (
        <CharacterEditor
          {...(editing === 'new' ? {} : { character: editing })}
          onClose={() => setEditing(null)}
        />
      )}
    </LearningShell>
  );
}
