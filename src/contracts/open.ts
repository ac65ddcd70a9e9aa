import { z } from 'zod';
import type { ApiRoute } from './http';
import { LOCALE_CODES } from './locales';
import { DeviceOnlyPayloadSchema, IdSchema, TimestampSchema, optionalField, withDevice } from './form';

/** GET /open/organization/info/by-student: the student's organisation, for its own home-page theme. */
export const OrganizationInfoPayloadSchema = withDevice({ orgId: IdSchema });
export type OrganizationInfoPayload = z.infer<typeof OrganizationInfoPayloadSchema>;
export const OrganizationInfoSchema = z.object({
  orgName: z.string(),
  /** AGENCY, PERSONAL, SCHOOL or anything else (shown as unverified). */
  orgAuthType: z.string(),
  /** JSON text with logo and background; the app ignores it when it is not valid JSON. */
  homepageConfig: z.string().nullable(),
});
export type OrganizationInfo = z.infer<typeof OrganizationInfoSchema>;

/** A blog article as the home page's teaser shows it. */
export const BlogArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Image URL, or null before the article has a cover. */
  cover: z.string().nullable(),
  publishedAt: TimestampSchema,
});
export type BlogArticle = z.infer<typeof BlogArticleSchema>;

/** GET /blog/article/home: the 6 latest articles. */
export const BlogHomeSchema = z.array(BlogArticleSchema);
export type BlogHome = z.infer<typeof BlogHomeSchema>;

/** GET /blog/article/list: every article, newest first, in the request's language. */
export const BlogListSchema = z.array(BlogArticleSchema);
export type BlogList = z.infer<typeof BlogListSchema>;

/** GET /blog/article/detail: one article by slug. */
export const BlogArticlePayloadSchema = withDevice({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
export const BlogArticleDetailSchema = BlogArticleSchema.extend({
  /** The article body as HTML (our own text; the app still sanitises it before rendering). */
  html: z.string(),
  /** The language the article is written in: the request's (every article is written in all five). */
  language: z.enum(LOCALE_CODES),
});
export type BlogArticleDetail = z.infer<typeof BlogArticleDetailSchema>;

/** Topics of the contact form. */
export const FEEDBACK_TOPICS = ['general', 'help', 'institution', 'school', 'bug'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_MESSAGE_MAX = 2000;

/** POST /open/feedback: the contact page's form, stored by the server. */
export const FeedbackPayloadSchema = withDevice({
  topic: z.enum(FEEDBACK_TOPICS),
  name: optionalField(z.string().trim().max(80)),
  email: z
    .string({ error: 'EMAIL_INVALID' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'EMAIL_INVALID' })
    .pipe(z.email({ error: 'EMAIL_INVALID' })),
  message: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX),
});
export type FeedbackPayload = z.infer<typeof FeedbackPayloadSchema>;
export const FeedbackResultSchema = z.object({ feedbackId: z.number().int().positive() });
export type FeedbackResult = z.infer<typeof FeedbackResultSchema>;

/** GET /open/country: the visitor's country (one of the picker's 15 codes) and the language it starts in. */
export const CountrySchema = z.object({
  code: z.enum(['FR', 'US', 'UK', 'GE', 'RU', 'ES', 'MA', 'KR', 'JP', 'PT', 'CN', 'MO', 'HK', 'TW', 'OTHER']),
  languageCode: z.enum(['ENG', 'CHS', 'CHT', 'MSA', 'JA']),
});
export type Country = z.infer<typeof CountrySchema>;

/** GET /health. */
export const HealthSchema = z.object({ ok: z.literal(true), edition: z.enum(['global', 'cn']) });
export type Health = z.infer<typeof HealthSchema>;

/** GET /dev/outbox (development and test modes only): the messages that would have been sent. */
export const OutboxPayloadSchema = z.object({ target: z.string().optional() });
export const OutboxMessageSchema = z.object({
  via: z.enum(['email', 'phone']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: TimestampSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type Outbox = z.infer<typeof OutboxSchema>;

/** Public reads and writes that need no account: organisation, blog, country, feedback. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const OPEN_ROUTES = {
  organizationByStudent: {
    method: 'GET',
    path: '/open/organization/info/by-student',
    auth: 'none',
    payload: OrganizationInfoPayloadSchema,
    answer: OrganizationInfoSchema,
  },
  blogHome: {
    method: 'GET',
    path: '/blog/article/home',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: BlogHomeSchema,
  },
  blogList: {
    method: 'GET',
    path: '/blog/article/list',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: BlogListSchema,
  },
  blogArticle: {
    method: 'GET',
    path: '/blog/article/detail',
    auth: 'none',
    payload: BlogArticlePayloadSchema,
    answer: BlogArticleDetailSchema,
  },
  country: {
    method: 'GET',
    path: '/open/country',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: CountrySchema,
  },
  feedback: {
    method: 'POST',
    path: '/open/feedback',
    auth: 'none',
    payload: FeedbackPayloadSchema,
    answer: FeedbackResultSchema,
    limited: true,
  },
} as const satisfies Record<string, ApiRoute>;
