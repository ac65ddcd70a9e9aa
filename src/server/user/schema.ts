import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** The user resource's tables (server/user): accounts. */

/** Accounts. A guest account has no login method yet; it is found again by the device that made it. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username'),
    passwordHash: text('password_hash'),
    email: text('email'),
    phone: text('phone'),
    isGuest: boolean('is_guest').notNull(),
    guestDeviceId: text('guest_device_id'),
    lastLoginType: text('last_login_type').notNull(),
    subscriptionType: text('subscription_type').notNull().default('FREE'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    region: text('region'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames are unique whatever their case; email addresses are stored lowercased.
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_key').on(table.phone),
    index('users_guest_device_idx').on(table.guestDeviceId),
  ],
);
