import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { useEconomyCharacter } from '../../queries/economy';
import { WalletBadge } from './WalletBadge';
import styles from './Economy.module.css';

/**
 * The frame of the economy's pages (points history, toolbox, lottery): the learning shell, a heading, the
 * balances, and, when nobody is signed in, the way to sign in instead of the page.
 */
export function EconomyFrame({
  title,
  intro,
  children,
}: {
  title: MessageDescriptor;
  intro: ReactNode;
  children: (characterId: number) => ReactNode;
}) {
  const intl = useIntl();
  const characterId = useEconomyCharacter();
  const heading = intl.formatMessage(title);
  useEffect(() => {
    document.title = `${heading} · KeyQuest`;
  }, [heading]);
  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{heading}</h1>
            <p className={styles.intro}>{intro}</p>
          </div>
          <WalletBadge />
        </header>
        {characterId === null ? (
          <p className={styles.notice}>
            <FormattedMessage
              id="economy.signInFirst"
              defaultMessage="Points, crystals and the toolbox belong to a profile."
            />{' '}
            <Link to="/login/" className="button button-primary">
              <FormattedMessage id="economy.signIn" defaultMessage="Sign in or try for free" />
            </Link>
          </p>
        ) : (
          children(characterId)
        )}
      </div>
    </LearningShell>
  );
}
