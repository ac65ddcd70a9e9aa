import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { LeaderboardBoard } from '../../../contracts';
import { tabNames } from './leaderboard-strings';
import styles from './Leaderboard.module.css';

/** A class or family board: whose, and ranked by what. */
export interface GroupChoice {
  scope: 'group' | 'family';
  groupId?: number | undefined;
  board: LeaderboardBoard;
}

/** Picks the class (or the family) and the ranking of the class-and-family tab. */
export function GroupPicker({
  value,
  groups,
  onChange,
}: {
  value: GroupChoice;
  groups: { groupId: number; name: string }[];
  onChange: (choice: GroupChoice) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const selected = value.scope === 'family' ? 'family' : String(value.groupId);
  return (
    <>
      <label className={styles.picker} htmlFor={`${id}-who`}>
        {intl.formatMessage({ id: 'leaderboard.who', defaultMessage: 'Who' })}
        <select
          id={`${id}-who`}
          value={selected}
          data-testid="leaderboard-who"
          onChange={(event) => {
            const picked = event.target.value;
            onChange(
              picked === 'family'
                ? { ...value, scope: 'family', groupId: undefined }
                : { ...value, scope: 'group', groupId: Number(picked) },
            );
          }}
        >
          <option value="family">
            {intl.formatMessage({ id: 'leaderboard.family', defaultMessage: 'My family (this account)' })}
          </option>
          {groups.map((group) => (
            <option key={group.groupId} value={group.groupId}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <div
        className={styles.switch}
        role="group"
        aria-label={intl.formatMessage({ id: 'leaderboard.rankBy', defaultMessage: 'Rank by' })}
      >
        {(['total', 'progress'] as const).map((board) => (
          <button
            key={board}
            type="button"
            className="button button-secondary"
            aria-pressed={value.board === board}
            onClick={() => onChange({ ...value, board })}
          >
            {intl.formatMessage(tabNames[board])}
          </button>
        ))}
      </div>
    </>
  );
}
