import { useQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocaleStore } from '../../../i18n/locale-store';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';
import blog from './Blog.module.css';
import { blogListQuery } from '../../../queries/blog';

/** /blog: every article, newest first, in the interface language (Chinese or English). */
export default function BlogListPage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const { data, isError, isPending, refetch } = useQuery(blogListQuery(locale));
  const title = intl.formatMessage({ id: 'site.blog.title', defaultMessage: 'Blog' });
  usePageMeta({
    title: intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title }),
    description: intl.formatMessage({
      id: 'site.blog.description',
      defaultMessage: 'Articles about touch typing, finger placement, typing speed and typing for children.',
    }),
    keywords: intl.formatMessage({
      id: 'site.blog.keywords',
      defaultMessage: 'typing blog, touch typing tips, typing for kids',
    }),
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {isPending && (
        <p>
          <FormattedMessage id="site.loading" defaultMessage="Loading..." />
        </p>
      )}
      {isError && (
        <p role="alert">
          <FormattedMessage id="site.blog.loadError" defaultMessage="The articles could not be loaded." />{' '}
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            <FormattedMessage id="site.retry" defaultMessage="Try again" />
          </button>
        </p>
      )}
      {data && (
        <ul className={blog.list} data-testid="blog-list">
          {data.map((article) => (
            <li key={article.slug}>
              <Link to={`/blog/${article.slug}`} className={blog.card}>
                {article.cover && <img src={article.cover} alt="" width={416} height={264} />}
                <strong>{article.title}</strong>
                <span>{article.description}</span>
                <time dateTime={article.publishedAt}>
                  <FormattedDate value={article.publishedAt} dateStyle="medium" />
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
