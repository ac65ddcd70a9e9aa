import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** The infrastructure's own table (server/shared/secrets.ts). */

/** Secrets the servers share, such as the token signing key when none is configured. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
