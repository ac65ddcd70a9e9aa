import { eq, or, sql } from 'drizzle-orm';
import {
  normalizeLoginName,
  type CodeChannel,
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

/** The account a sign-in name names: its username (any case), email address or phone, already normalised. */
export async function findBySignInName(db: Executor, name: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${name}`, eq(users.email, name), eq(users.phone, name)))
    .limit(1);
  return row;
}

const contactColumn = { email: users.email, phone: users.phone } as const;

/** The account an email address or a phone is bound to. */
export async function findByContact(
  db: Executor,
  via: CodeChannel,
  target: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(contactColumn[via], target));
  return row;
}

/**
 * A new account: a guest (its device id kept for the operator; it is resumed by its refresh token only) or an
 * account signed in to by a code sent to an email address or a phone. In the caller's transaction; a contact
 * taken meanwhile is the unique index's error.
 */
export async function insertSignedInAccount(
  db: Executor,
  account:
    | { guestDeviceId: string; region?: string | null; now: Date }
    | { via: CodeChannel; target: string; region?: string | null; now: Date },
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      ...('guestDeviceId' in account
        ? { isGuest: true, guestDeviceId: account.guestDeviceId, lastLoginType: 'guest' }
        : { [account.via]: account.target, isGuest: false, lastLoginType: 'account' }),
      region: account.region ?? null,
      createdAt: account.now,
    })
    .returning();
  if (!created) throw new Error('The account was not created.');
  return created;
}

/** Records how the account last signed in. In the sign-in's transaction. */
export async function noteLogin(
  db: Executor,
  row: UserRow,
  loginType: LoginType,
  now: Date,
): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ lastLoginType: loginType, updatedAt: now })
    .where(eq(users.id, row.id))
    .returning();
  return updated ?? row;
}
