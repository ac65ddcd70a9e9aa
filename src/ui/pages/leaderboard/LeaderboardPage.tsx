import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LEADERBOARD_WINDOWS, RANKING_RULES, type LeaderboardWindow } from '../../../contracts';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useEconomyCharacter } from '../../queries/economy';
import { leaderboardQuery, type BoardChoice } from '../../queries/leaderboard';
import { BoardTabs, type Tab } from './BoardTabs';
import { GroupPicker, type GroupChoice } from './GroupPicker';
import { LeaderboardTable } from './LeaderboardTable';
import { boardIntros, reasonMessages, tabNames } from './leaderboard-strings';
import styles from './Leaderboard.module.css';

/**
 * /leaderboard: the total, fast-progress and class-and-family boards over the past 7 or 30 days, the learner's
 * own row highlighted, and why the latest result did not count when it did not (docs/METRICS.md).
 */
export default function LeaderboardPage() {
  const intl = useIntl();
  const characterId = useEconomyCharacter();
  const heading = intl.formatMessage({ id: 'leaderboard.title', defaultMessage: 'Leaderboards' });
  useEffect(() => {
    document.title = `${heading} · KeyQuest`;
  }, [heading]);
  return (
    <LearningShell>
      <div className={styles.page}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.intro}>
          <FormattedMessage
            id="leaderboard.intro"
            defaultMessage="Only results our server checked from your keystrokes count. Boards show avatars and nicknames only."
          />
        </p>
        {characterId === null ? (
          <p className={styles.notice}>
            <FormattedMessage id="leaderboard.signInFirst" defaultMessage="Boards belong to a profile." />{' '}
            <Link to="/login/" className="button button-primary">
              <FormattedMessage id="economy.signIn" defaultMessage="Sign in or try for free" />
            </Link>
          </p>
        ) : (
          <Boards characterId={characterId} />
        )}
      </div>
    </LearningShell>
  );
}

function Boards({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('total');
  const [windowDays, setWindowDays] = useState<LeaderboardWindow>(7);
  const [group, setGroup] = useState<GroupChoice>({ scope: 'family', board: 'total' });
  const choice: BoardChoice =
    tab === 'group'
      ? { board: group.board, scope: group.scope, groupId: group.groupId, window: windowDays }
      : { board: tab, scope: 'everyone', window: windowDays };
  const query = useQuery(leaderboardQuery(characterId, choice));
  const data = query.data;
  const windowName = (days: number) =>
    intl.formatMessage({ id: 'leaderboard.window', defaultMessage: 'Past {days} days' }, { days });
  const caption = `${intl.formatMessage(tabNames[tab])}, ${windowName(windowDays)}`;

  return (
    <>
      {data?.lastUncounted && (
        <p className={styles.uncounted} role="status" data-testid="leaderboard-uncounted">
          <FormattedMessage id="leaderboard.uncounted" defaultMessage="Your latest result did not count:" />{' '}
          {intl.formatMessage(reasonMessages[data.lastUncounted.reason], {
            chars: RANKING_RULES.minChars,
            seconds: RANKING_RULES.minDurationMs / 1000,
            accuracy: RANKING_RULES.minAccuracy * 100,
          })}
        </p>
      )}
      <BoardTabs tab={tab} onChange={setTab} />
      <div role="tabpanel" id={`leaderboard-panel-${tab}`} aria-labelledby={`leaderboard-tab-${tab}`}>
        <div className={styles.controls}>
          <div
            className={styles.switch}
            role="group"
            aria-label={intl.formatMessage({
              id: 'leaderboard.windowSwitch',
              defaultMessage: 'Days counted',
            })}
          >
            {LEADERBOARD_WINDOWS.map((days) => (
              <button
                key={days}
                type="button"
                className="button button-secondary"
                aria-pressed={windowDays === days}
                data-testid={`leaderboard-window-${days}`}
                onClick={() => setWindowDays(days)}
              >
                {windowName(days)}
              </button>
            ))}
          </div>
          {tab === 'group' && <GroupPicker value={group} groups={data?.groups ?? []} onChange={setGroup} />}
        </div>
        {tab !== 'group' && <p className={styles.boardIntro}>{intl.formatMessage(boardIntros[tab])}</p>}
        {query.isPending && (
          <p>
            <FormattedMessage id="leaderboard.loading" defaultMessage="Loading the board…" />
          </p>
        )}
        {query.isError && (
          <p role="alert">
            <FormattedMessage
              id="leaderboard.error"
              defaultMessage="The board could not be loaded. Check the connection and try again."
            />
          </p>
        )}
        {data && <LeaderboardTable data={data} caption={caption} />}
        {data && data.entrants > 0 && (
          <p className={styles.muted}>
            <FormattedMessage
              id="leaderboard.entrants"
              defaultMessage="{count, plural, one {# learner} other {# learners}} on this board."
              values={{ count: data.entrants }}
            />
          </p>
        )}
      </div>
    </>
  );
}
