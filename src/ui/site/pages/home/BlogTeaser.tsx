import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useLocaleStore } from '../../../i18n/locale-store';
import styles from './Home.module.css';
import { blogHomeQuery } from '../../../queries/blog';

/**
 * The home page's blog teaser (spec section 2.4): up to 6 latest articles from GET /blog/article/home, each
 * with cover, title and description, opening /blog/{slug} in a new tab.
 */
export default function BlogTeaser() {
  const locale = useLocaleStore((state) => state.locale);
  // The server answers in the request's language: one cache entry per language.
  const { data, isError } = useQuery(blogHomeQuery(locale));
  if (isError || !data || data.length === 0) return null;
  return (
    <div className={styles.blogTeaser} data-testid="blog-teaser">
      <h3 className={styles.blogTeaserTitle}>
        <FormattedMessage
          id="site.home.blogTitle"
          defaultMessage="Learn more about typing and typing skills"
        />
      </h3>
      <ul className={styles.blogCards}>
        {data.slice(0, 6).map((article) => (
          <li key={article.slug}>
            <a className={styles.blogCard} href={`/blog/${article.slug}`} target="_blank" rel="noopener">
              {article.cover && <img src={article.cover} alt="" width={416} height={160} loading="lazy" />}
              <strong>{article.title}</strong>
              <span>{article.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
