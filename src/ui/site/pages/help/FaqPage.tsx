import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localize } from '../../../../content/localize';
import { FAQ } from '../../../../content/site/help';
import { useLocaleStore } from '../../../i18n/locale-store';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';

/** /faq: questions parents and teachers ask, each a disclosure, and a way to ask another. */
export default function FaqPage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const title = intl.formatMessage({ id: 'site.faq.title', defaultMessage: 'Help and FAQ' });
  usePageMeta({
    title: intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title }),
    description: intl.formatMessage({
      id: 'site.faq.description',
      defaultMessage:
        'Answers to common questions about KeyQuest: age, daily practice, the free trial, devices and schools.',
    }),
    keywords: intl.formatMessage({
      id: 'site.faq.keywords',
      defaultMessage: 'KeyQuest help, typing FAQ, typing for kids, free trial',
    }),
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <div style={{ display: 'grid', gap: '0.75rem' }} data-testid="faq">
        {FAQ.map((item) => (
          <details key={item.question.ENG} className={styles.card}>
            <summary style={{ cursor: 'pointer', fontWeight: 700, minHeight: 32 }}>
              {localize(item.question, locale)}
            </summary>
            <p>{localize(item.answer, locale)}</p>
          </details>
        ))}
      </div>
      <p style={{ marginTop: '2rem' }}>
        <Link className="button button-primary" to="/contact?topic=help">
          <FormattedMessage id="site.faq.ask" defaultMessage="Ask us a question" />
        </Link>
      </p>
    </div>
  );
}
