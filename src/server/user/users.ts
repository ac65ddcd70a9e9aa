import { eq, sql } from 'drizzle-orm';
import {
  normalizeLoginName,
  type LoginMethod,
  type LoginType,
  type SubscriptionType,
  type User,
} from '../../contracts';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { fail } from '../errors';

export type UserRow = typeof users.$inferSelect;

/** The login methods bound to an account: a username, an email address, a phone. */
export function loginMethodsOf(row: UserRow): LoginMethod[] {
  const methods: LoginMethod[] = [];
  if (row.username) methods.push('account');
  if (row.email) methods.push('email');
  if (row.phone) methods.push('phone');
  return methods;
}

/** A user row as the API shows it to its owner. */
export function toUser(row: UserRow): User {
  return {
    uid: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    isGuest: row.isGuest,
    hasPassword: row.passwordHash !== null,
    loginMethods: loginMethodsOf(row),
    lastLoginType: row.lastLoginType as LoginType,
    subscriptionType: row.subscriptionType as SubscriptionType,
    region: row.region,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The signed-in user; an account deleted in the meantime is a signed-out caller. */
export async function requireUser(db: Executor, id: number): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row) throw fail('UNAUTHORIZED');
  return row;
}

/** A member has a subscription other than FREE (lifetime, or paid and not expired). */
export function isMember(row: UserRow, now: Date): boolean {
  if (row.subscriptionType === 'FREE') return false;
  return row.subscriptionExpiresAt === null || row.subscriptionExpiresAt > now;
}

/** Whether a username is taken, whatever its case (as the sign-in looks it up). */
export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${normalizeLoginName(username)}`);
  return taken !== undefined;
}

/**
 * A new account signed in with a username and a password: a sign-up, or an account a school opens for a student.
 * In the caller's transaction; a username taken meanwhile is the unique index's error (`isUniqueViolation`).
 */
export async function insertPasswordAccount(
  db: Executor,
  account: { username: string; passwordHash: string; region?: string | null; now: Date },
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      username: account.username,
      passwordHash: account.passwordHash,
      isGuest: false,
      lastLoginType: 'account',
      region: account.region ?? null,
      createdAt: account.now,
    })
    .returning();
  if (!created) throw new Error('The account was not created.');
  return created;
}

/**
 * A new account a school's sign-in or learning platform opens (docs/ACCOUNTS.md, "School sign-in"): a
 * pseudonymous username and no password; it is signed in to through the school's provider only. In the caller's
 * transaction.
 */
export async function insertExternalAccount(
  db: Executor,
  account: { username: string; now: Date },
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      username: account.username,
      passwordHash: null,
      isGuest: false,
      lastLoginType: 'account',
      createdAt: account.now,
    })
    .returning();
  if (!created) throw new Error('The account was not created.');
  return created;
}
