import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { schools } from '../schools/schema';
import { users } from '../user/schema';

/**
 * A school's learning platform (Canvas, Moodle, Schoology…) that launches KeyQuest with LTI 1.3
 * (docs/LTI.md): its issuer, the client id it gave KeyQuest, the deployments it may launch from, and its OIDC
 * authorization endpoint, OAuth 2 token endpoint and key set.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: text('deployment_ids').array().notNull().default([]),
    authUrl: text('auth_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('lti_platforms_client_idx').on(table.issuer, table.clientId)],
);

/** A launch under way (third-party login initiated, the platform's answer awaited): state and nonce, used once. */
export const ltiFlows = pgTable('lti_flows', {
  state: text('state').primaryKey(),
  platformId: integer('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A learner's launch of a resource link with a line item (Assignment and Grade Services): the lesson it opened
 * and where its score goes. `postedAt` is set when the score is claimed for posting, so it is posted once.
 */
export const ltiLaunches = pgTable(
  'lti_launches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The platform's user id (the ID token's `sub`): the score's `userId`. */
    subject: text('subject').notNull(),
    lessonSlug: text('lesson_slug').notNull(),
    lineItem: text('line_item').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('lti_launches_user_idx').on(table.userId, table.lessonSlug)],
);

/** A teacher's deep-linking request, answered once with the resources they chose (ten minutes at most). */
export const ltiDeepLinks = pgTable('lti_deep_links', {
  id: text('id').primaryKey(),
  platformId: integer('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  deploymentId: text('deployment_id').notNull(),
  returnUrl: text('return_url').notNull(),
  data: text('data'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
