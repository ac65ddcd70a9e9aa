import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database, in drizzle's pg-core: the same tables on PGlite and PostgreSQL. Change it here, then run
 * `npm run db:generate` to write the next committed SQL migration into ./migrations.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
  createdAt: createdAt(),
});

/** Learner profiles of an account. */
export const characters = pgTable(
  'characters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    avatar: text('avatar').notNull(),
    nickname: text('nickname').notNull(),
    /** The time zone of the latest attempt: "today" for this character. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('characters_user_idx').on(table.userId)],
);

/** Every stored attempt with its keystroke log and the figures the server computed from it. */
export const attempts = pgTable(
  'attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    lessonSlug: text('lesson_slug'),
    gameId: text('game_id'),
    practiceId: text('practice_id'),
    mode: text('mode').notNull(),
    text: text('text').notNull(),
    keystrokes: jsonb('keystrokes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    finished: boolean('finished').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    keystrokeCount: integer('keystroke_count').notNull(),
    correctChars: integer('correct_chars').notNull(),
    wrongChars: integer('wrong_chars').notNull(),
    matchingChars: integer('matching_chars').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    wpm: doublePrecision('wpm').notNull(),
    rawWpm: doublePrecision('raw_wpm').notNull(),
    kpm: doublePrecision('kpm').notNull(),
    rpm: doublePrecision('rpm').notNull(),
    score: integer('score').notNull(),
    stars: smallint('stars'),
    missedWords: jsonb('missed_words').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('attempts_idempotency_key').on(table.userId, table.idempotencyKey),
    index('attempts_character_idx').on(table.characterId, table.id),
    index('attempts_character_day_idx').on(table.characterId, table.day),
  ],
);

/** Rollup: a character's best results per lesson, maintained on write. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    lessonSlug: text('lesson_slug').notNull(),
    stars: smallint('stars').notNull(),
    bestWpm: doublePrecision('best_wpm').notNull(),
    bestAccuracy: doublePrecision('best_accuracy').notNull(),
    bestScore: integer('best_score').notNull(),
    attempts: integer('attempts').notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.lessonSlug] })],
);

/** Rollup: a character's figures per expected key, maintained on write. */
export const keyStats = pgTable(
  'key_stats',
  {
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    misses: integer('misses').notNull(),
    timedHits: integer('timed_hits').notNull(),
    timeSumMs: doublePrecision('time_sum_ms').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.key] })],
);

/**
 * Rollup: a character's figures per expected key and day (the attempt's day in its time zone), maintained on
 * write: what the reports' key heat map of a day, week or month is summed from.
 */
export const keyStatsDaily = pgTable(
  'key_stats_daily',
  {
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    misses: integer('misses').notNull(),
    timedHits: integer('timed_hits').notNull(),
    timeSumMs: doublePrecision('time_sum_ms').notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day, table.key] })],
);

/**
 * Read-only links to a character's report (a day, week or month), made by the account and opened by anyone who
 * has the link until it expires or the account withdraws it (`revokedAt`). Only the SHA-256 of the token is kept;
 * `id` names the link to its owner (listing and withdrawing) without the secret.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('report_shares_character_idx').on(table.characterId)],
);

/** Rollup: a character's totals per day (in the time zone of each attempt), maintained on write. */
export const dailyTotals = pgTable(
  'daily_totals',
  {
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull(),
    lessonAttempts: integer('lesson_attempts').notNull(),
    gameRounds: integer('game_rounds').notNull(),
    lessonsPassed: integer('lessons_passed').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    keystrokes: integer('keystrokes').notNull(),
    correctChars: integer('correct_chars').notNull(),
    wrongChars: integer('wrong_chars').notNull(),
    matchingChars: integer('matching_chars').notNull(),
    score: integer('score').notNull(),
    bestWpm: doublePrecision('best_wpm').notNull(),
    /** The characters RPM counts (each attempt's rpm × its minutes): matching characters, spelt ones in pinyin. */
    rpmChars: doublePrecision('rpm_chars').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day] })],
);

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

/**
 * Courses a learner writes from their own text (custom content). `completedAt` is set by the first finished
 * attempt at the course (practice id `custom-<id>`); a completed course can no longer be edited.
 */
export const customCourses = pgTable(
  'custom_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    mode: text('mode').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_courses_character_idx').on(table.characterId, table.id)],
);

/**
 * A character's error-word notebook (engine: src/engine/notebook.ts). Derived from the character's finished
 * attempts on read (`notebook_state.last_attempt_id` says how far), so it never misses a queued attempt.
 */
export const notebookEntries = pgTable(
  'notebook_entries',
  {
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    misses: integer('misses').notNull(),
    streak: integer('streak').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.mode, table.token] })],
);

/** A character's notebook settings and how far its attempts have been read into the notebook. */
export const notebookState = pgTable('notebook_state', {
  characterId: integer('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  wordLoopCount: integer('word_loop_count').notNull(),
  clearAfter: integer('clear_after').notNull(),
  lastAttemptId: integer('last_attempt_id').notNull().default(0),
});

/** Secrets the servers share, such as the token signing key when none is configured. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
