import { useIntl } from 'react-intl';
import type { CharacterType } from '../../../contracts';
import { rolesOffered } from '../../account/character-rules';
import type { Edition } from '../../../contracts';
import { ROLE_LABEL } from './RoleFeatures';
import styles from './CharacterEditor.module.css';

/** The role switch of create mode (student, teacher; school and organisation where the edition offers them). */
export function RolePicker({
  edition,
  role,
  onChoose,
}: {
  edition: Edition;
  role: CharacterType;
  onChoose: (type: CharacterType) => void;
}) {
  const intl = useIntl();
  return (
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
          onClick={() => onChoose(type)}
          data-testid={`role-${type}`}
        >
          {intl.formatMessage(ROLE_LABEL[type])}
        </button>
      ))}
    </div>
  );
}
