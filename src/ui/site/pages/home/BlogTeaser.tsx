import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocaleStore } from '../../../i18n/locale-store';
import styles from './BlogTeaser.module.css';
import { blogHomeQuery } from '../../../queries/blog';

/**
 * The blog teaser (spec sections 2.4 and 2.5): up to 6 latest articles from GET /blog/article/home in the
 * reader's language, each with cover, title and description, opening /blog/{slug} in a new tab. `title` is the
 * heading above the cards, when the page around it has none.
 */
export default function BlogTeaser({ title }: { title?: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  // The server answers in the request's language: one cache entry per language.
  const { data, isError } = useQuery(blogHomeQuery(locale));
  if (isError || !data || data.length === 0) return null;
  return (
    <div className={styles.blogTeaser} data-testid="blog-teaser">
      {title && <h3 className={styles.blogTeaserTitle}>{title}</h3>}
      <ul className={styles.blogCards}>
        {data.slice(0, 6).map((article) => (
          <li key={article.slug}>
            <a className={styles.blogCard} href={`/blog/${article.slug}`} target="_blank" rel="noopener">
              {article.cover && <img src={article.cover} alt="" width={416} height={132} loading="lazy" />}
              <strong>{article.title}</strong>
              <span>{article.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
