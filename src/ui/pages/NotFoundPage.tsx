import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FreeTrialButton } from '../components/account/FreeTrialButton';
import styles from './NotFoundPage.module.css';

/** Spec section 2.9: a large 404, the message and a way back home. */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.message}>
        <FormattedMessage
          id="notFound.message"
          defaultMessage="Sorry, the page you're looking for doesn't exist"
        />
      </p>
      <div className={styles.actions}>
        <Link className="button button-primary" to="/">
          <FormattedMessage id="notFound.backHome" defaultMessage="Back to Home" />
        </Link>
        <FreeTrialButton className="button button-secondary" />
      </div>
    </main>
  );
}
