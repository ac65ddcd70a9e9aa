import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { AvatarArt } from './AvatarArt';
import styles from './AccountButton.module.css';
import { charactersQuery } from '../../queries/character';

/**
 * The account corner of the top bar: "Sign in" (coming back here after) when signed out; the current role's avatar
 * and nickname, linking to /character, when signed in.
 */
export function AccountButton() {
  const intl = useIntl();
  const location = useLocation();
  const signedIn = useSessionStore((state) => state.signedIn);
  const characterId = useSessionStore((state) => state.characterId);
  const characters = useQuery({ ...charactersQuery(), enabled: signedIn });
  if (!signedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link className={styles.signIn} to={`/login/?redirect=${back}`} data-testid="account-sign-in">
        <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
      </Link>
    );
  }
  const current = characters.data?.find((character) => character.characterId === characterId);
  return (
    <Link className={styles.account} to="/character" data-testid="account-button">
      {current ? <AvatarArt avatar={current.avatar} size={36} /> : <span className={styles.placeholder} />}
      {/* The name read out starts with the name shown (axe label-content-name-mismatch). */}
      <span className={styles.name}>{current?.nickname ?? ''}</span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: 'account.myRolesAfterName', defaultMessage: ': my roles' })}
      </span>
    </Link>
  );
}
