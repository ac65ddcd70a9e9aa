import { useIntl } from 'react-intl';
import { tabNames } from './leaderboard-strings';
import styles from './Leaderboard.module.css';

export const TABS = ['total', 'progress', 'group'] as const;
export type Tab = (typeof TABS)[number];

/** The boards as tabs (arrow keys move between them, as tabs do). */
export function BoardTabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const intl = useIntl();
  return (
    <div
      className={styles.tabs}
      role="tablist"
      aria-label={intl.formatMessage({ id: 'leaderboard.tabs', defaultMessage: 'Boards' })}
    >
      {TABS.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`leaderboard-tab-${value}`}
          aria-selected={tab === value}
          aria-controls={`leaderboard-panel-${value}`}
          tabIndex={tab === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(value)}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
            onChange(next);
            document.getElementById(`leaderboard-tab-${next}`)?.focus();
          }}
        >
          {intl.formatMessage(tabNames[value])}
        </button>
      ))}
    </div>
  );
}
