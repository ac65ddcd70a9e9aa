import { queryOptions } from '@tanstack/react-query';
import type { LocaleCode } from '../../contracts/locales';
import { api } from '../api/endpoints';

/** The blog: the server answers in the request's language, so every key holds the locale. */
export const blogKeys = {
  home: (locale: LocaleCode) => ['blog', 'home', locale] as const,
  list: (locale: LocaleCode) => ['blog', 'list', locale] as const,
  article: (slug: string, locale: LocaleCode) => ['blog', 'article', slug, locale] as const,
};

/** GET /blog/article/home: the 6 latest articles. */
export const blogHomeQuery = (locale: LocaleCode) =>
  queryOptions({ queryKey: blogKeys.home(locale), queryFn: () => api.blogHome() });

/** GET /blog/article/list: every article, newest first. */
export const blogListQuery = (locale: LocaleCode) =>
  queryOptions({ queryKey: blogKeys.list(locale), queryFn: () => api.blogList() });

/** GET /blog/article/{slug}. */
export const blogArticleQuery = (slug: string, locale: LocaleCode) =>
  queryOptions({ queryKey: blogKeys.article(slug, locale), queryFn: () => api.blogArticle({ slug }) });
