import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** The open resource's tables (server/open): organisations, the blog, feedback. */

/** Organisations (institutions, schools) whose students see the organisation's home-page theme. */
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  authType: text('auth_type').notNull(),
  homepageConfig: text('homepage_config'),
  createdAt: createdAt(),
});

/** Blog articles listed on the home page. */
export const blogArticles = pgTable('blog_articles', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  cover: text('cover'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** Messages sent from the contact page (feedback, help requests, institution and school enquiries). */
export const feedbackMessages = pgTable('feedback_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  topic: text('topic').notNull(),
  name: text('name'),
  email: text('email').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  deviceId: text('device_id').notNull(),
  createdAt: createdAt(),
});
