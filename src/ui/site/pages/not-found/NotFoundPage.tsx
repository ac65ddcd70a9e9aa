import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FreeTrialButton } from '../../../components/account/FreeTrialButton';
import { usePageMeta } from '../../page-meta';
import styles from './NotFoundPage.module.css';

/**
 * Spec section 2.9: a large 404, the message and a way back home; the tab says the page was not found. Inside the
 * site's layout (`framed`), which has its own <main>, it is a plain section: a page has one main landmark.
 */
export function NotFoundPage({ framed = false }: { framed?: boolean }) {
  const Frame = framed ? 'div' : 'main';
  const intl = useIntl();
  const message = intl.formatMessage({
    id: 'notFound.message',
    defaultMessage: "Sorry, the page you're looking for doesn't exist",
  });
  usePageMeta({
    title: intl.formatMessage(
      { id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' },
      { title: intl.formatMessage({ id: 'notFound.title', defaultMessage: 'Page not found' }) },
    ),
    description: message,
  });
  return (
    <Frame className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Link className="button button-primary" to="/">
          <FormattedMessage id="notFound.backHome" defaultMessage="Back to Home" />
        </Link>
        <FreeTrialButton className="button button-secondary" />
      </div>
    </Frame>
  );
}
