import { useIntl } from 'react-intl';
import type { AvatarKey, CharacterType, SubscriptionType } from '../../../contracts';
import type { Edition } from '../../../contracts';
import { avatarsFor, needsUpgrade } from '../../account/character-rules';
import { AvatarArt } from './AvatarArt';
import { LockIcon } from './editor-icons';
import styles from './CharacterEditor.module.css';

/** The avatars of a role; members' (PRO) avatars carry a badge, with a lock on a FREE plan. */
export function AvatarPicker({
  edition,
  role,
  plan,
  avatar,
  current,
  onChoose,
}: {
  edition: Edition;
  role: CharacterType;
  plan: SubscriptionType;
  avatar: AvatarKey;
  /** The avatar the edited character has now (it stays available). */
  current: string | undefined;
  onChoose: (avatar: AvatarKey) => void;
}) {
  const intl = useIntl();
  const character = { avatar: current };
  return (
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
            onClick={() => onChoose(entry.key)}
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
  );
}
