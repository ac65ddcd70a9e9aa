import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styles from './Leaderboard.module.css';

/** The way to the leaderboards from the course map and the game center. */
export function LeaderboardLink() {
  return (
    <Link to="/leaderboard" className={styles.link} data-testid="leaderboard-link">
      <span className={styles.trophy} aria-hidden="true">
        ★
      </span>
      <FormattedMessage id="leaderboard.link" defaultMessage="Leaderboards" />
    </Link>
  );
}
