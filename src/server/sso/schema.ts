import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { schools } from '../schools/schema';
import { users } from '../user/schema';

/**
 * An OpenID Connect provider a school lets its people sign in with (docs/ACCOUNTS.md, "School sign-in"): a preset
 * (Google, Microsoft Entra ID, Clever, ClassLink) or a generic issuer, the client KeyQuest is registered as there,
 * and the domains (an e-mail's or Google's `hd`) and tenants (Entra's `tid`) that belong to the school. The secret is
 * never sent back by any call.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret'),
    domains: text('domains').array().notNull().default([]),
    tenants: text('tenants').array().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('sso_providers_school_idx').on(table.schoolId)],
);

/**
 * A sign-in under way: the state sent to the provider, with the nonce and PKCE verifier kept here (never in the
 * browser) and a hash of the random value of the browser's short cookie, so the answer is taken only in the browser
 * that began it. Used once; an hour at most.
 */
export const ssoFlows = pgTable('sso_flows', {
  state: text('state').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => ssoProviders.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  bindingHash: text('binding_hash').notNull(),
  redirect: text('redirect').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Which KeyQuest account a provider's person (issuer and subject) is: made at the first sign-in or linked. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('sso_identities_user_idx').on(table.userId),
  ],
);
