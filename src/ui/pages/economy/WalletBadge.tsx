import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useEconomyCharacter, walletQuery } from '../../queries/economy';
import styles from './Economy.module.css';

/**
 * The learner's balances where a child plays (game center, course map): points and energy crystals, with the
 * way to the toolbox, the lottery and the points history. Nothing when nobody is signed in.
 */
export function WalletBadge() {
  const intl = useIntl();
  const characterId = useEconomyCharacter();
  const wallet = useQuery({ ...walletQuery(characterId ?? 0), enabled: characterId !== null });
  if (characterId === null || !wallet.data) return null;
  const { points, crystals } = wallet.data;
  return (
    <nav
      className={styles.badge}
      aria-label={intl.formatMessage({ id: 'economy.badge.label', defaultMessage: 'My points and crystals' })}
      data-testid="wallet-badge"
    >
      <Link to="/points" className={styles.balance} data-testid="wallet-points" data-value={points}>
        <span className={`${styles.dot} ${styles.pointsDot}`} aria-hidden="true" />
        <FormattedMessage
          id="economy.badge.points"
          defaultMessage="{points, plural, one {# point} other {# points}}"
          values={{ points }}
        />
      </Link>
      <Link to="/lottery" className={styles.balance} data-testid="wallet-crystals" data-value={crystals}>
        <span className={`${styles.dot} ${styles.crystalsDot}`} aria-hidden="true" />
        <FormattedMessage
          id="economy.badge.crystals"
          defaultMessage="{crystals, plural, one {# crystal} other {# crystals}}"
          values={{ crystals }}
        />
      </Link>
      <Link to="/toolbox" className={styles.balance}>
        <span className={`${styles.dot} ${styles.toolboxDot}`} aria-hidden="true" />
        <FormattedMessage id="economy.badge.toolbox" defaultMessage="Toolbox" />
      </Link>
    </nav>
  );
}
