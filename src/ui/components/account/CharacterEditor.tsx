import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  FIRST_AVATAR_OF,
  PasswordSchema,
  UsernameSchema,
  randomNickname,
  type AvatarKey,
  type Character,
  type CharacterType,
} from '../../../contracts';
import {
  avatarsFor,
  initialAvatar,
  needsUpgrade,
  nicknameError,
  overlayAction,
  portalUrl,
  roleOf,
  rolesOffered,
} from '../../account/character-rules';
import { catalogueMessage, fieldError } from '../../account/form-errors';
import { api, appEdition, describeError, isApiError, switchCharacter, useSessionStore } from '../../api';
import { useLocaleStore } from '../../i18n/locale-store';
import { AvatarArt } from './AvatarArt';
import styles from './CharacterEditor.module.css';
import { characterKeys } from '../../queries/character';
import { selfQuery, subscriptionQuery, userKeys } from '../../queries/user';

export interface CharacterEditorProps {
  /** The character being edited; absent: create mode. */
  character?: Character;
  /** Forced open (a learner who must make a character first): no back control. */
  forced?: boolean;
  onClose: () => void;
}

const ROLE_LABEL: Record<CharacterType, { id: string; defaultMessage: string }> = {
  STUDENT: { id: 'character.role.student', defaultMessage: 'Student' },
  TEACHER: { id: 'character.role.teacher', defaultMessage: 'Teacher' },
  SCHOOL: { id: 'character.role.school', defaultMessage: 'School' },
  INST: { id: 'character.role.inst', defaultMessage: 'Organisation' },
};

function RoleFeatures({ type }: { type: CharacterType }) {
  const items: Record<CharacterType, ReactNode[]> = {
    STUDENT: [
      <FormattedMessage
        key="1"
        id="character.features.student.1"
        defaultMessage="Typing courses from the home keys up"
      />,
      <FormattedMessage
        key="2"
        id="character.features.student.2"
        defaultMessage="Typing games with stars and scores"
      />,
      <FormattedMessage
        key="3"
        id="character.features.student.3"
        defaultMessage="Reports of your speed and accuracy"
      />,
    ],
    TEACHER: [
      <FormattedMessage
        key="1"
        id="character.features.teacher.1"
        defaultMessage="AI-tailored courses for your class"
      />,
      <FormattedMessage
        key="2"
        id="character.features.teacher.2"
        defaultMessage="Study groups: invite members and see group statistics"
      />,
      <FormattedMessage
        key="3"
        id="character.features.teacher.3"
        defaultMessage="Teachers do not practise: make a student role for that"
      />,
    ],
    SCHOOL: [
      <FormattedMessage
        key="1"
        id="character.features.school.1"
        defaultMessage="Fingering courses with teaching plans"
      />,
      <FormattedMessage
        key="2"
        id="character.features.school.2"
        defaultMessage="Classes and students managed in bulk, with learning analytics"
      />,
      <FormattedMessage
        key="3"
        id="character.features.school.3"
        defaultMessage="Set up on the school portal, which opens in a new window"
      />,
    ],
    INST: [
      <FormattedMessage
        key="1"
        id="character.features.inst.1"
        defaultMessage="Your own home page, courses and classes"
      />,
      <FormattedMessage
        key="2"
        id="character.features.inst.2"
        defaultMessage="Accounts opened in bulk, with detailed reports"
      />,
      <FormattedMessage
        key="3"
        id="character.features.inst.3"
        defaultMessage="Set up on the organisation portal, which opens in a new window"
      />,
    ],
  };
  return (
    <ul className={styles.features} data-testid="role-features">
      {items[type].map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A small modal dialog over the overlay (native <dialog>: focus kept inside, Escape closes). */
function Dialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid={testId}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/**
 * The full-screen character overlay (spec 2.6 with the rules of sections 4 and 5): create (role switch, avatars,
 * random nickname and a name dialog) or edit (avatar and nickname box). Pro avatars on a FREE plan open an upgrade
 * prompt and save nothing; a teacher on an account without a password sets one first; schools and
 * organisations open their portals in a new window.
 */
export function CharacterEditor({ character, forced = false, onClose }: CharacterEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !forced && dialog === null) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [forced, dialog, onClose]);

  const afterSave = async (saved: Character) => {
    await queryClient.invalidateQueries({ queryKey: characterKeys.list() });
    await switchCharacter(queryClient, saved.characterId);
    onClose();
    if (mode === 'edit') void navigate('/character');
    else if (saved.type === 'TEACHER') void navigate('/chapter/');
  };
  const onSaveError = (error: unknown) => {
    if (isApiError(error) && error.errorCode === 'AVATAR_NEEDS_UPGRADE') setDialog('upgrade');
    else if (isApiError(error) && error.errorCode === 'TEACHER_NEEDS_PASSWORD') setDialog('password');
    else if (
      isApiError(error) &&
      (error.errorCode === 'NICKNAME_EMPTY' || error.errorCode === 'NICKNAME_TOO_LONG')
    )
      setNicknameProblem(error.errorCode);
  };
  const save = useMutation({
    meta: { handlesError: true },
    mutationFn: () =>
      character
        ? api.updateCharacter({ characterId: character.characterId, avatar, nickname: nickname.trim() })
        : api.createCharacter({
            avatar,
            nickname: nickname.trim(),
            type: role === 'TEACHER' ? 'TEACHER' : 'STUDENT',
          }),
    onSuccess: afterSave,
    onError: onSaveError,
  });

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
        save.mutate();
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
    <div
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
          <div
            className={styles.roles}
            role="radiogroup"
            aria-label={intl.formatMessage({ id: 'character.roleLabel', defaultMessage: 'Role' })}
          >
            {rolesOffered(edition).map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={role === type}
                className={styles.role}
                onClick={() => chooseRole(type)}
                data-testid={`role-${type}`}
              >
                {intl.formatMessage(ROLE_LABEL[type])}
              </button>
            ))}
          </div>
        )}

        <div
          className={styles.avatars}
          role="radiogroup"
          aria-label={intl.formatMessage({ id: 'character.avatarLabel', defaultMessage: 'Avatar' })}
        >
          {avatarsFor(edition, role, character?.avatar as AvatarKey | undefined).map((entry, index) => {
            const locked = needsUpgrade(edition, entry.key, plan, character?.avatar);
            return (
              <button
                key={entry.key}
                type="button"
                role="radio"
                aria-checked={avatar === entry.key}
                className={styles.avatar}
                onClick={() => setAvatar(entry.key)}
                data-testid={`avatar-${entry.key}`}
                data-pro={entry.isPro || undefined}
                aria-label={intl.formatMessage(
                  entry.isPro
                    ? { id: 'character.avatarPro', defaultMessage: 'Avatar {number} (members)' }
                    : { id: 'character.avatarNumber', defaultMessage: 'Avatar {number}' },
                  { number: index + 1 },
                )}
              >
                <AvatarArt avatar={entry.key} size={84} />
                {entry.isPro && (
                  <span className={`${styles.pro} ${locked ? styles.locked : ''}`} aria-hidden="true">
                    {locked && <LockIcon />}PRO
                  </span>
                )}
              </button>
            );
          })}
        </div>

        <section className={styles.card}>
          <AvatarArt avatar={avatar} size={120} />
          <div>
            <h2 className={styles.cardTitle}>{intl.formatMessage(ROLE_LABEL[role])}</h2>
            <RoleFeatures type={role} />
          </div>
        </section>
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
      {dialog === 'upgrade' && (
        <Dialog
          title={<FormattedMessage id="character.upgradeTitle" defaultMessage="A members' avatar" />}
          onClose={() => setDialog(null)}
          testId="upgrade-prompt"
        >
          <p>{message('AVATAR_NEEDS_UPGRADE')}</p>
          <div className={styles.dialogActions}>
            <button type="button" className="button button-primary" onClick={() => setDialog(null)}>
              <FormattedMessage id="character.upgradeOk" defaultMessage="Choose another avatar" />
            </button>
          </div>
        </Dialog>
      )}
      {dialog === 'password' && (
        <PasswordDialog
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            save.mutate();
          }}
        />
      )}
    </div>
  );
}

/** The name dialog: one field with an icon, required, 1 to 15 characters, pre-filled; confirm sets the name. */
export function NameDialog({
  initial,
  onClose,
  onConfirm,
}: {
  initial: string;
  onClose: () => void;
  onConfirm: (nickname: string) => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const error = nicknameError(value);
    if (error) setProblem(error);
    else onConfirm(value.trim());
  };
  return (
    <Dialog
      title={<FormattedMessage id="character.nameTitle" defaultMessage="Your nickname" />}
      onClose={onClose}
      testId="name-dialog"
    >
      <form onSubmit={confirm} noValidate className={styles.nameForm}>
        <label htmlFor={id} className="visually-hidden">
          <FormattedMessage id="character.nickname" defaultMessage="Nickname" />
        </label>
        <div className={styles.prefixed}>
          <PersonIcon />
          <input
            id={id}
            value={value}
            autoFocus
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            data-testid="name-dialog-input"
          />
        </div>
        {problem && (
          <span id={`${id}-error`} className={styles.required} role="alert">
            {intl.formatMessage(catalogueMessage(problem))}
          </span>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="character.cancel" defaultMessage="Cancel" />
          </button>
          <button type="submit" className="button button-primary" data-testid="name-dialog-confirm">
            <FormattedMessage id="character.confirm" defaultMessage="Confirm" />
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Creating a teacher needs the account to have a password: set one here, then the teacher is created. An account
 * without a username (a guest, or one made by a verification code) also chooses a username, so the password can
 * be used to sign in: the guest becomes a formal account (`bindAccount`), never a guest with an unusable password.
 */
function PasswordDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const needsUsername = useSessionStore((state) => !state.user?.username);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setUser = useSessionStore((state) => state.setUser);
  const id = useId();
  const save = useMutation({
    meta: { handlesError: true },
    mutationFn: () =>
      needsUsername
        ? api.bindAccount({ username: username.trim(), password, confirmPassword: confirm })
        : api.setPassword({ password, confirmPassword: confirm }),
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(userKeys.self(), user);
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error =
      (needsUsername ? fieldError(UsernameSchema, username) : null) ??
      fieldError(PasswordSchema, password) ??
      (confirm === password ? null : 'PASSWORD_MISMATCH');
    setProblem(error);
    if (error) save.reset();
    else save.mutate();
  };
  return (
    <Dialog
      title={<FormattedMessage id="character.passwordTitle" defaultMessage="Set a password first" />}
      onClose={onClose}
      testId="password-dialog"
    >
      <p>{intl.formatMessage(catalogueMessage('TEACHER_NEEDS_PASSWORD'))}</p>
      <form onSubmit={submit} noValidate className={styles.nameForm}>
        {needsUsername && (
          <>
            <label htmlFor={`${id}-u`}>
              <FormattedMessage id="login.username" defaultMessage="Username" />
            </label>
            <input
              id={`${id}-u`}
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              data-testid="password-dialog-username"
            />
          </>
        )}
        <label htmlFor={`${id}-p`}>
          <FormattedMessage id="login.password" defaultMessage="Password" />
        </label>
        <input
          id={`${id}-p`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <label htmlFor={`${id}-c`}>
          <FormattedMessage id="login.confirmPassword" defaultMessage="Password again" />
        </label>
        <input
          id={`${id}-c`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {(problem || save.isError) && (
          <span className={styles.required} role="alert">
            {problem
              ? intl.formatMessage(catalogueMessage(problem))
              : intl.formatMessage(describeError(save.error))}
          </span>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="character.cancel" defaultMessage="Cancel" />
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            <FormattedMessage id="character.passwordSave" defaultMessage="Save password and create" />
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

function LockIcon() {
  return (
    <svg {...iconProps} width={12} height={12} style={{ marginRight: 3, verticalAlign: '-1px' }}>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
    </svg>
  );
}

function DiceIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      {[
        [8, 8],
        [16, 8],
        [12, 12],
        [8, 16],
        [16, 16],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.7" fill="currentColor" />
      ))}
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg {...iconProps}>
      <path
        d="M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg {...iconProps} width={26} height={26} style={{ color: 'var(--color-muted)' }}>
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}
