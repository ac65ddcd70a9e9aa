import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { Leaderboard, LeaderboardRow } from '../../../contracts';
import { AvatarArt } from '../../components/account/AvatarArt';
import styles from './Leaderboard.module.css';

/** One row: rank, avatar and nickname (nothing else about a learner), and the board's value. */
function Row({ row, progress }: { row: LeaderboardRow; progress: boolean }) {
  return (
    <tr
      className={row.own ? styles.own : undefined}
      aria-current={row.own ? 'true' : undefined}
      data-testid="leaderboard-row"
      data-own={row.own}
      data-rank={row.rank}
      data-character={row.characterId}
    >
      <td className={styles.rank}>{row.rank}</td>
      <th scope="row" className={styles.learner}>
        <AvatarArt avatar={row.avatar} size={36} />
        <span data-testid="leaderboard-nickname">{row.nickname}</span>
        {row.own && (
          <span className={styles.you}>
            <FormattedMessage id="leaderboard.you" defaultMessage="(you)" />
          </span>
        )}
      </th>
      <td className={styles.value} data-value={row.value}>
        {progress ? (
          <FormattedMessage
            id="leaderboard.progressValue"
            defaultMessage="+{percent}% ({from} → {to} WPM)"
            values={{
              percent: <FormattedNumber value={row.value} maximumFractionDigits={1} />,
              from: <FormattedNumber value={row.fromWpm ?? 0} maximumFractionDigits={1} />,
              to: <FormattedNumber value={row.toWpm ?? 0} maximumFractionDigits={1} />,
            }}
          />
        ) : (
          <FormattedNumber value={row.value} />
        )}
      </td>
    </tr>
  );
}

/** The board as a table: the top rows, and the learner's own row below them when it is further down. */
export function LeaderboardTable({ data, caption }: { data: Leaderboard; caption: string }) {
  const intl = useIntl();
  const progress = data.board === 'progress';
  if (data.rows.length === 0) {
    return (
      <p className={styles.empty} data-testid="leaderboard-empty">
        {progress ? (
          <FormattedMessage
            id="leaderboard.empty.progress"
            defaultMessage="No one is on this board yet. Practise on two days and beat your first day's speed to be the first."
          />
        ) : (
          <FormattedMessage
            id="leaderboard.empty.total"
            defaultMessage="No one is on this board yet. Finish a lesson to be the first."
          />
        )}
      </p>
    );
  }
  return (
    <table className={styles.table} data-testid="leaderboard-table">
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="leaderboard.col.rank" defaultMessage="Rank" />
          </th>
          <th scope="col">
            <FormattedMessage id="leaderboard.col.learner" defaultMessage="Learner" />
          </th>
          <th scope="col">
            {progress
              ? intl.formatMessage({ id: 'leaderboard.col.progress', defaultMessage: 'Faster by' })
              : intl.formatMessage({ id: 'leaderboard.col.total', defaultMessage: 'Characters typed' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <Row key={row.characterId} row={row} progress={progress} />
        ))}
        {data.own && (
          <>
            <tr className={styles.gap} aria-hidden="true">
              <td colSpan={3}>…</td>
            </tr>
            <Row row={data.own} progress={progress} />
          </>
        )}
      </tbody>
    </table>
  );
}
