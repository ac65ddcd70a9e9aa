import { eq, sql } from 'drizzle-orm';
import type {
  BindAccountPayload,
  BindCodePayload,
  DeleteAccountPayload,
  LoginMethod,
  SetPasswordPayload,
} from '../../contracts';
import { normalizeLoginName } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { fail, isUniqueViolation } from '../errors';
import { checkPassword, hashPassword } from './passwords';
import { findByContact, isMember, requireUser, type UserRow } from './users';

/** A signed-in account calling from an address (password and code checks count per address). */
export interface Caller {
  userId: number;
  address: string;
}

/** Gives the account a username and password: a guest becomes a formal account. */
export async function bindAccount(
  context: ServerContext,
  caller: Caller,
  payload: BindAccountPayload,
): Promise<UserRow> {
  const row = await requireUser(context.db, caller.userId);
  if (row.username) throw fail('LOGIN_METHOD_IN_USE');
  // An account that already has a password keeps it: the password given must be that one.
  if (
    row.passwordHash &&
    !(await checkPassword(context, passwordTry(caller), row.passwordHash, payload.password))
  ) {
    throw fail('WRONG_PASSWORD');
  }
  const [taken] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${normalizeLoginName(payload.username)}`);
  if (taken) throw fail('ACCOUNT_EXISTS');
  const passwordHash = row.passwordHash ?? (await hashPassword(payload.password));
  return updateUser(context, caller.userId, { username: payload.username, passwordHash, ...becomesFormal });
}

const passwordTry = (caller: Caller) => ({ account: caller.userId, address: caller.address });

const becomesFormal = { isGuest: false, guestDeviceId: null } as const;

/**
 * Binds an email address or a phone that `prove` proves (auth/binding.ts: a code sent to it). If another account
 * has it: a member's account cannot give it up; any other account is only replaced when the learner asks
 * (`replaceExisting`), which deletes it.
 */
export async function bindContact(
  context: ServerContext,
  userId: number,
  payload: Pick<BindCodePayload, 'via' | 'target' | 'replaceExisting'>,
  prove: () => Promise<void>,
): Promise<UserRow> {
  const row = await requireUser(context.db, userId);
  const current = row[payload.via];
  if (current === payload.target) return row;
  if (current) throw fail('LOGIN_METHOD_IN_USE');
  const owner = await findByContact(context.db, payload.via, payload.target);
  if (owner) {
    if (isMember(owner, context.clock.now())) throw fail('BIND_TARGET_IS_MEMBER');
    if (!payload.replaceExisting) throw fail('ACCOUNT_ALREADY_REGISTERED');
  }
  // The proof is spent in its own transaction: a wrong guess must count even when nothing else is written.
  await prove();
  // Replacing the other account and binding here are one write: a failed bind never leaves it deleted.
  return context.db.transaction(async (tx) => {
    if (owner) {
      // Read again under a lock: the other account may have become a member since the check above.
      const [locked] = await tx.select().from(users).where(eq(users.id, owner.id)).for('update');
      if (locked && locked[payload.via] === payload.target) {
        if (isMember(locked, context.clock.now())) throw fail('BIND_TARGET_IS_MEMBER');
        await tx.delete(users).where(eq(users.id, owner.id));
      }
    }
    return updateUser(context, userId, { [payload.via]: payload.target, ...becomesFormal }, tx);
  });
}

/** Unbinds a login method; the last one stays, or the account could never be signed in to again. */
export async function unbind(context: ServerContext, userId: number, method: LoginMethod): Promise<UserRow> {
  const row = await requireUser(context.db, userId);
  const column = { account: 'username', email: 'email', phone: 'phone' } as const;
  if (!row[column[method]]) throw fail('LOGIN_METHOD_NOT_BOUND');
  const bound = [row.username, row.email, row.phone].filter(Boolean).length;
  if (bound <= 1) throw fail('LAST_LOGIN_METHOD');
  return updateUser(context, userId, { [column[method]]: null });
}

/** Sets the account's first password, or changes it (the old one is needed). */
export async function setPassword(
  context: ServerContext,
  auth: Caller & { sessionId: string },
  payload: SetPasswordPayload,
): Promise<UserRow> {
  const row = await requireUser(context.db, auth.userId);
  if (row.passwordHash) {
    if (!payload.oldPassword) throw fail('PASSWORD_REQUIRED');
    if (!(await checkPassword(context, passwordTry(auth), row.passwordHash, payload.oldPassword))) {
      throw fail('WRONG_PASSWORD');
    }
  }
  const passwordHash = await hashPassword(payload.password);
  // A new password ends every other session and its refresh tokens (whoever knew the old one is signed out), in
  // the same write: the password never changes while the old sessions stay open.
  return context.db.transaction(async (tx) => {
    const updated = await updateUser(context, auth.userId, { passwordHash }, tx);
    await context.tokens.revokeOtherSessions(auth.userId, auth.sessionId, 'password-changed', tx);
    return updated;
  });
}

/**
 * Checks the password an irreversible action (deleting the account or a character) asks for. An account with a
 * password must give that password; an account without one (made by a verification code or as a guest, and no
 * password set since) has nothing to give, so the ticked acknowledgement alone confirms it.
 */
export async function confirmPassword(
  context: ServerContext,
  caller: Caller,
  password: string | undefined,
): Promise<UserRow> {
  const row = await requireUser(context.db, caller.userId);
  if (!row.passwordHash) return row;
  if (!password) throw fail('PASSWORD_REQUIRED');
  if (!(await checkPassword(context, passwordTry(caller), row.passwordHash, password))) {
    throw fail('WRONG_PASSWORD');
  }
  return row;
}

/**
 * Deletes the account and everything in it (characters, attempts, sessions): irreversible. Always needs the
 * ticked acknowledgement (the payload schema checks it too), and the password when the account has one.
 */
export async function deleteAccount(
  context: ServerContext,
  caller: Caller,
  { acknowledge, password }: Pick<DeleteAccountPayload, 'acknowledge' | 'password'>,
): Promise<void> {
  if (acknowledge !== true) throw fail('ACKNOWLEDGEMENT_REQUIRED');
  await confirmPassword(context, caller, password);
  await context.db.delete(users).where(eq(users.id, caller.userId));
}

async function updateUser(
  context: ServerContext,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
  executor: Executor = context.db,
): Promise<UserRow> {
  try {
    const [updated] = await executor
      .update(users)
      .set({ ...values, updatedAt: context.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw fail('UNAUTHORIZED');
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('BINDING_FAILED');
    throw error;
  }
}
