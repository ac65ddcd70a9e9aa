import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { users } from '../user/schema';

/** A signed-in session (one per login): its refresh tokens rotate inside it; revoking it signs out. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    deviceId: text('device_id').notNull(),
    clientType: text('client_type'),
    osType: text('os_type'),
    channel: text('channel'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, by the hash of their secret. A used token that comes back reveals a stolen session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The token this one was rotated into (a refresh whose answer was lost may be retried: REFRESH_RETRY_MS). */
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Verification codes sent by email or SMS: hashed, with an expiry and an attempt counter. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    via: text('via').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_target_idx').on(table.target, table.purpose, table.createdAt)],
);

/** QR-code login: a session key shown as a QR code, approved by a signed-in phone, then exchanged by its code. */
export const loginSessionKeys = pgTable('login_session_keys', {
  sessionKey: text('session_key').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  approvedUserId: integer('approved_user_id').references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').unique(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** How the approved sign-in counts (`lastLoginType`): `wechat` for a QR approval, `account` for a school's sign-in. */
  loginType: text('login_type').notNull().default('wechat'),
  createdAt: createdAt(),
});
