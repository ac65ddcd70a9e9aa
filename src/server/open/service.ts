import { desc, eq } from 'drizzle-orm';
import {
  BLOG_HOME_LIMIT,
  type BlogArticle,
  type BlogArticleDetail,
  type BlogHome,
  type BlogList,
  type Country,
  type FeedbackPayload,
  type FeedbackResult,
  type LocaleCode,
  type OrganizationInfo,
} from '../../contracts';
import { blogArticle, blogText } from '../../content/site/blog-articles';
import { countryByCode, countryOfIso, countryOfLanguageTag } from '../../content/site/countries';
import type { ServerContext } from '../context';
import { blogArticles, feedbackMessages, organizations } from '../db/schema';
import { fail } from '../errors';

/** An organisation's name, verification kind and home-page theme (public: the student's home page shows it). */
export async function organizationInfo(context: ServerContext, orgId: number): Promise<OrganizationInfo> {
  const [row] = await context.db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw fail('NOT_FOUND');
  return { orgName: row.name, orgAuthType: row.authType, homepageConfig: row.homepageConfig };
}

type BlogRow = typeof blogArticles.$inferSelect;

/** A listed article in the request's language: our written text when we have it, else the row as stored. */
function localizedArticle(row: BlogRow, language: LocaleCode): BlogArticle {
  const source = blogArticle(row.slug);
  const text = source && blogText(source, language);
  return {
    slug: row.slug,
    title: text?.title ?? row.title,
    description: text?.description ?? row.description,
    cover: row.cover ?? source?.cover ?? null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** The latest articles for the home page's blog teaser. */
export async function blogHome(context: ServerContext, language: LocaleCode): Promise<BlogHome> {
  const rows = await context.db
    .select()
    .from(blogArticles)
    .orderBy(desc(blogArticles.publishedAt))
    .limit(BLOG_HOME_LIMIT);
  return rows.map((row) => localizedArticle(row, language));
}

/** Every article, newest first. */
export async function blogList(context: ServerContext, language: LocaleCode): Promise<BlogList> {
  const rows = await context.db.select().from(blogArticles).orderBy(desc(blogArticles.publishedAt));
  return rows.map((row) => localizedArticle(row, language));
}

/** One article with its body; NOT_FOUND for a slug that is not published or has no body. */
export async function blogArticleDetail(
  context: ServerContext,
  slug: string,
  language: LocaleCode,
): Promise<BlogArticleDetail> {
  const [row] = await context.db.select().from(blogArticles).where(eq(blogArticles.slug, slug));
  const source = blogArticle(slug);
  if (!row || !source) throw fail('NOT_FOUND');
  return { ...localizedArticle(row, language), html: blogText(source, language).html, language };
}

/** Stores a contact-form message. */
export async function storeFeedback(
  context: ServerContext,
  payload: FeedbackPayload,
  language: LocaleCode,
): Promise<FeedbackResult> {
  const [row] = await context.db
    .insert(feedbackMessages)
    .values({
      topic: payload.topic,
      name: payload.name ?? null,
      email: payload.email,
      message: payload.message,
      language,
      deviceId: payload.deviceId,
    })
    .returning({ id: feedbackMessages.id });
  if (!row) throw fail('INTERNAL_ERROR');
  return { feedbackId: row.id };
}

/**
 * The visitor's country: a proxy's country header (`cf-ipcountry` or `x-country-code`, ISO 3166) when one is
 * set in front of the server, else the region of the browser's language (zh-TW -> TW), else OTHER.
 */
export function visitorCountry(headers: Record<string, string | string[] | undefined>): Country {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const fromProxy = header('cf-ipcountry') ?? header('x-country-code');
  const code = fromProxy ? countryOfIso(fromProxy) : countryOfLanguageTag(header('accept-language'));
  return { code, languageCode: countryByCode(code).language };
}
