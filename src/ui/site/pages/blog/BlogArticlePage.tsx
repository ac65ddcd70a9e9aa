import { useQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { LOCALE_TAGS } from '../../../../contracts';
import { useLocaleStore } from '../../../i18n/locale-store';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';
import blog from './Blog.module.css';
import { sanitizeArticle } from './sanitize';
import { blogArticleQuery } from '../../../queries/blog';

/** /blog/{slug}: one article, its HTML sanitised; an unknown slug shows the not-found page. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const { data, error, isPending } = useQuery(blogArticleQuery(slug, locale));
  usePageMeta({
    title: data
      ? intl.formatMessage(
          { id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' },
          { title: data.title },
        )
      : document.title,
    description: data?.description,
    keywords: data?.title,
  });
  if ((error as { statusCode?: number } | null)?.statusCode === 404 || (!isPending && !data && !error)) {
    return <NotFoundPage framed />;
  }
  if (error) {
    return (
      <p className={styles.page} role="alert">
        <FormattedMessage id="site.blog.loadError" defaultMessage="The articles could not be loaded." />
      </p>
    );
  }
  if (!data) {
    return (
      <p className={styles.page}>
        <FormattedMessage id="site.loading" defaultMessage="Loading..." />
      </p>
    );
  }
  return (
    <article className={`${styles.page} ${blog.article}`} lang={LOCALE_TAGS[data.language]}>
      <p>
        <Link to="/blog">
          <FormattedMessage id="site.blog.all" defaultMessage="All articles" />
        </Link>
      </p>
      <h1 className={styles.pageTitle}>{data.title}</h1>
      <p className={styles.lead}>{data.description}</p>
      <time dateTime={data.publishedAt} className={blog.date}>
        <FormattedDate value={data.publishedAt} dateStyle="long" />
      </time>
      {data.cover && <img className={blog.cover} src={data.cover} alt="" width={832} height={528} />}
      <div
        className={blog.body}
        data-testid="article-body"
        // Sanitised with DOMPurify (sanitize.ts) before it reaches the DOM.
        dangerouslySetInnerHTML={{ __html: sanitizeArticle(data.html) }}
      />
    </article>
  );
}
