import { useQuery } from '@tanstack/react-query';
import { m } from 'framer-motion';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  FIRST_AVATAR_OF,
  randomNickname,
  type AvatarKey,
  type Character,
  type CharacterType,
} from '../../../contracts';
import { initialAvatar, overlayAction, portalUrl, roleOf, rolesOffered } from '../../account/character-rules';
import { catalogueMessage } from '../../account/form-errors';
import { appEdition, describeError, isApiError, useSessionStore } from '../../api';
import { useSaveCharacter } from '../../queries/session';
import { AvatarArt } from './AvatarArt';
import styles from './CharacterEditor.module.css';
import { selfQuery, subscriptionQuery } from '../../queries/user';
import { AvatarPicker } from './AvatarPicker';
import { DiceIcon, PencilIcon } from './editor-icons';
import { NameDialog } from './NameDialog';
import { PasswordDialog } from './PasswordDialog';
import { RoleFeatures, ROLE_LABEL } from './RoleFeatures';
import { RolePicker } from './RolePicker';
import { UpgradeDialog } from './UpgradeDialog';
import { useLocaleStore } from '../../i18n/locale-store';
import { entrance, MotionScope, useStillMotion } from '../motion/MotionScope';

/** The server's refusals of the nickname itself: shown under the nickname box (the safety filter's among them). */
const NICKNAME_PROBLEMS: readonly string[] = ['NICKNAME_EMPTY', 'NICKNAME_TOO_LONG', 'NAME_NOT_ALLOWED'];

export interface CharacterEditorProps {
  /** The character being edited; absent: create mode. */
  character?: Character;
  /** Forced open (a learner who must make a character first): no back control. */
  forced?: boolean;
  onClose: () => void;
}

/**
 * The full-screen character overlay (spec 2.6 with the rules of sections 4 and 5): create (role switch, avatars,
 * random nickname and a name dialog) or edit (avatar and nickname box). Pro avatars on a FREE plan open an upgrade
 * prompt and save nothing; a teacher on an account without a password sets one first; schools and
 * organisations open their portals in a new window. It rises in over the page, and the role card comes in anew
 * with each avatar chosen (framer-motion, still under reduced motion and in the lite app).
 */
export function CharacterEditor(props: CharacterEditorProps) {
  return (
    <MotionScope>
      <Overlay {...props} />
    </MotionScope>
  );
}

function Overlay({ character, forced = false, onClose }: CharacterEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const edition = appEdition();
  const mode = character ? 'edit' : 'create';
  const user = useSessionStore((state) => state.user);
  const subscription = useQuery(subscriptionQuery());
  const self = useQuery(selfQuery());
  const plan = subscription.data?.subscriptionType ?? user?.subscriptionType ?? 'FREE';
  const hasPassword = self.data?.hasPassword ?? user?.hasPassword ?? false;

  const [avatar, setAvatar] = useState<AvatarKey>(() => initialAvatar(edition, character?.avatar));
  const [nickname, setNickname] = useState(
    () => character?.nickname ?? randomNickname(edition, Math.random(), useLocaleStore.getState().locale),
  );
  const [nicknameProblem, setNicknameProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'name' | 'upgrade' | 'password' | null>(null);
  const role = roleOf(edition, avatar);
  const headingId = useId();
  const message = (code: string | null) => (code ? intl.formatMessage(catalogueMessage(code)) : null);
  const still = useStillMotion();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !forced && dialog === null) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [forced, dialog, onClose]);

  const afterSave = (saved: Character) => {
    onClose();
    if (mode === 'edit') void navigate('/character');
    else if (saved.type === 'TEACHER') void navigate('/chapter/');
  };
  const onSaveError = (error: unknown) => {
    if (isApiError(error) && error.errorCode === 'AVATAR_NEEDS_UPGRADE') setDialog('upgrade');
    else if (isApiError(error) && error.errorCode === 'TEACHER_NEEDS_PASSWORD') setDialog('password');
    else if (isApiError(error) && NICKNAME_PROBLEMS.includes(error.errorCode))
      setNicknameProblem(error.errorCode);
  };
  const save = useSaveCharacter();
  const saveCharacter = () =>
    save.mutate(
      character
        ? { characterId: character.characterId, avatar, nickname: nickname.trim() }
        : { avatar, nickname: nickname.trim(), type: role === 'TEACHER' ? 'TEACHER' : 'STUDENT' },
      { onSuccess: afterSave, onError: onSaveError },
    );

  const submit = () => {
    const action = overlayAction({
      edition,
      mode,
      avatar,
      nickname,
      subscription: plan,
      hasPassword,
      currentAvatar: character?.avatar,
    });
    switch (action.kind) {
      case 'portal':
        window.open(portalUrl(action.type), '_blank', 'noopener');
        return;
      case 'invalid':
        // Edit mode shows the red message; create mode does nothing (the name dialog keeps it valid).
        if (mode === 'edit') setNicknameProblem(action.error);
        return;
      case 'upgrade':
        setDialog('upgrade');
        return;
      case 'set-password':
        setDialog('password');
        return;
      default:
        saveCharacter();
    }
  };

  const chooseRole = (type: CharacterType) => setAvatar(FIRST_AVATAR_OF[type]);
  const mainLabel =
    mode === 'edit' ? (
      <FormattedMessage id="character.save" defaultMessage="Save" />
    ) : role === 'SCHOOL' ? (
      <FormattedMessage id="character.goSchool" defaultMessage="Go to the school portal" />
    ) : role === 'INST' ? (
      <FormattedMessage id="character.goInst" defaultMessage="Go to the organisation portal" />
    ) : (
      <FormattedMessage id="character.create" defaultMessage="Create role" />
    );

  return (
    <m.div
      {...entrance(still)}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      data-testid="character-editor"
    >
      <header className={styles.header}>
        <span className={styles.logo}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <FormattedMessage id="app.name" defaultMessage="KeyQuest" />
        </span>
        {!forced && (
          <button type="button" className={styles.back} onClick={onClose} data-testid="editor-back">
            <span aria-hidden="true">←</span> <FormattedMessage id="character.back" defaultMessage="Back" />
          </button>
        )}
      </header>

      <div className={styles.body}>
        <h1 id={headingId} className={styles.title}>
          {mode === 'edit' ? (
            <FormattedMessage id="character.editTitle" defaultMessage="Edit your role" />
          ) : (
            <FormattedMessage id="character.createTitle" defaultMessage="Create a role" />
          )}
        </h1>

        {mode === 'create' && rolesOffered(edition).length > 1 && (
          <RolePicker edition={edition} role={role} onChoose={chooseRole} />
        )}

        <AvatarPicker
          edition={edition}
          role={role}
          plan={plan}
          avatar={avatar}
          current={character?.avatar}
          onChoose={setAvatar}
        />

        <m.section key={avatar} className={styles.card} {...entrance(still)}>
          <AvatarArt avatar={avatar} size={120} />
          <div>
            <h2 className={styles.cardTitle}>{intl.formatMessage(ROLE_LABEL[role])}</h2>
            <RoleFeatures type={role} />
          </div>
        </m.section>
      </div>

      <footer className={styles.bar}>
        {mode === 'edit' ? (
          <div className={styles.nameBox}>
            <label htmlFor={`${headingId}-nickname`}>
              <FormattedMessage id="character.nickname" defaultMessage="Nickname" />
            </label>
            <input
              id={`${headingId}-nickname`}
              value={nickname}
              onChange={(event) => {
                setNickname(event.target.value);
                setNicknameProblem(null);
              }}
              aria-invalid={nicknameProblem ? true : undefined}
              aria-describedby={nicknameProblem ? `${headingId}-nickname-error` : undefined}
              data-testid="nickname-input"
            />
            {nicknameProblem && (
              <span id={`${headingId}-nickname-error`} className={styles.required} role="alert">
                {message(nicknameProblem)}
              </span>
            )}
          </div>
        ) : (
          role !== 'SCHOOL' &&
          role !== 'INST' && (
            <div className={styles.nameShown}>
              <span className={styles.nameLabel}>
                <FormattedMessage id="character.nickname" defaultMessage="Nickname" />
              </span>
              <strong data-testid="nickname-shown">{nickname}</strong>
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  setNickname(randomNickname(edition, Math.random(), useLocaleStore.getState().locale))
                }
                data-testid="nickname-random"
              >
                <DiceIcon /> <FormattedMessage id="character.random" defaultMessage="Random" />
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDialog('name')}
                data-testid="nickname-edit"
              >
                <PencilIcon /> <FormattedMessage id="character.editName" defaultMessage="Edit name" />
              </button>
            </div>
          )
        )}
        {save.isError && !dialog && !nicknameProblem && (
          <p className={styles.required} role="alert">
            {intl.formatMessage(describeError(save.error))}
          </p>
        )}
        <button
          type="button"
          className={`button button-primary ${styles.main}`}
          onClick={submit}
          disabled={save.isPending}
          data-testid="editor-submit"
        >
          {mainLabel}
        </button>
      </footer>

      {dialog === 'name' && (
        <NameDialog
          initial={nickname}
          onClose={() => setDialog(null)}
          onConfirm={(value) => {
            setNickname(value);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'upgrade' && <UpgradeDialog onClose={() => setDialog(null)} />}
      {dialog === 'password' && (
        <PasswordDialog
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            saveCharacter();
          }}
        />
      )}
    </m.div>
  );
}
