import { eq, or, sql } from 'drizzle-orm';
import type {
  BindAccountPayload,
  BindCodePayload,
  CodeLoginPayload,
  DeleteAccountPayload,
  LoginMethod,
  LoginResult,
  LoginType,
  PasswordLoginPayload,
  RegisterPayload,
  SetPasswordPayload,
  VisitorLoginPayload,
} from '../../contracts';
import { normalizeLoginName } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { fail, isUniqueViolation } from '../errors';
import { consumeCode } from '../auth/codes';
import { admitSession } from '../membership/devices';
import { schoolAccounts } from '../schools/schema';
import { checkPassword, hashPassword } from './passwords';
import { insertPasswordAccount, isMember, requireUser, toUser, usernameTaken, type UserRow } from './users';

/** The device of a login and, from the route, the client's address (for the membership's device limits). */
export type LoginContext = Pick<
  VisitorLoginPayload,
  'deviceId' | 'clientType' | 'osType' | 'channel' | 'region'
> & {
  clientAddress?: string;
};
type FromAddress = Pick<LoginContext, 'clientAddress'>;
/** A signed-in account calling from an address (password and code checks count per address). */
export interface Caller {
  userId: number;
  address: string;
}

/**
 * Records the login type with the account and opens a session: the login result. The account's row, the session
 * and its refresh token are written in one transaction: the caller's (a new account is created in it), else one
 * of its own.
 */
export async function completeLogin(
  context: ServerContext,
  row: UserRow,
  loginType: LoginType,
  device: LoginContext,
  isNewUser: boolean,
  executor?: Executor,
): Promise<LoginResult> {
  if (!executor) {
    return context.db.transaction((tx) => completeLogin(context, row, loginType, device, isNewUser, tx));
  }
  const [updated] = await executor
    .update(users)
    .set({ lastLoginType: loginType, updatedAt: context.clock.now() })
    .where(eq(users.id, row.id))
    .returning();
  const tokens = await context.tokens.startSession(row.id, loginType, device, executor);
  const session = await context.tokens.verifyAccess(tokens.accessToken, executor);
  if (session) {
    const admitted = { ...session, address: device.clientAddress };
    await admitSession(context, admitted, executor);
  }
  return { ...tokens, user: toUser(updated ?? row), isNewUser };
}

/**
 * A new guest account and its session. A guest is never found again by its deviceId (anyone who learns a device
 * id could take the account): the device resumes its guest with the refresh token it holds
 * (`POST /user/auth/refresh`), which is the guest's only secret. docs/ACCOUNTS.md.
 */
export async function visitorLogin(
  context: ServerContext,
  payload: VisitorLoginPayload & FromAddress,
): Promise<LoginResult> {
  // The account and its first session are one write: a failed login leaves no account behind.
  return context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        isGuest: true,
        guestDeviceId: payload.deviceId,
        lastLoginType: 'guest',
        region: payload.region ?? null,
        createdAt: context.clock.now(),
      })
      .returning();
    if (!created) throw new Error('The guest account was not created.');
    return completeLogin(context, created, 'guest', payload, true, tx);
  });
}

/** Sign-up with a username and a password (the terms were agreed to: the payload schema checks it). */
export async function register(
  context: ServerContext,
  payload: RegisterPayload & FromAddress,
): Promise<LoginResult> {
  if (await usernameTaken(context.db, payload.username)) throw fail('ACCOUNT_EXISTS');
  const passwordHash = await hashPassword(payload.password);
  try {
    // The account and its first session are one write: a failed sign-up leaves no account behind.
    return await context.db.transaction(async (tx) => {
      const created = await insertPasswordAccount(tx, {
        username: payload.username,
        passwordHash,
        region: payload.region ?? null,
        now: context.clock.now(),
      });
      return completeLogin(context, created, 'account', payload, true, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('ACCOUNT_EXISTS');
    throw error;
  }
}

/**
 * Sign-in with a password; the username field also takes the account's email address or phone. The name is
 * normalised once (`normalizeLoginName`) for the lookup and for the limits alike.
 */
export async function passwordLogin(
  context: ServerContext,
  payload: PasswordLoginPayload & Required<FromAddress>,
): Promise<LoginResult> {
  const name = normalizeLoginName(payload.username);
  const [row] = await context.db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${name}`, eq(users.email, name), eq(users.phone, name)))
    .limit(1);
  // An unknown name answers as a wrong password does, after the same work (a hash checked) and under the same
  // limit, so neither the answer nor its time tells whether an account exists.
  const from = { account: row?.id ?? name, address: payload.clientAddress };
  if (!(await checkPassword(context, from, row?.passwordHash ?? null, payload.password))) {
    throw fail('WRONG_PASSWORD');
  }
  return completeLogin(context, row!, 'account', payload, false);
}

const columnOf = { email: users.email, phone: users.phone } as const;

/**
 * Sign-in with a code sent to an email address or a phone. An unknown address or phone becomes a new account,
 * which needs the terms agreed to (checked before the code is used up, so the learner can tick and retry).
 */
export async function codeLogin(
  context: ServerContext,
  payload: CodeLoginPayload & Required<FromAddress>,
): Promise<LoginResult> {
  const column = columnOf[payload.via];
  const [existing] = await context.db.select().from(users).where(eq(column, payload.target));
  if (!existing && !payload.agreeTerms) throw fail('TERMS_NOT_ACCEPTED');
  await consumeCode(context, {
    target: payload.target,
    purpose: 'login',
    code: payload.code,
    address: payload.clientAddress,
  });
  if (existing) return completeLogin(context, existing, 'account', payload, false);
  try {
    return await context.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          [payload.via]: payload.target,
          isGuest: false,
          lastLoginType: 'account',
          region: payload.region ?? null,
          createdAt: context.clock.now(),
        })
        .returning();
      if (!created) throw new Error('The account was not created.');
      return completeLogin(context, created, 'account', payload, true, tx);
    });
  } catch (error) {
    // Two first sign-ins at once: the other one made the account.
    if (!isUniqueViolation(error)) throw error;
    const [row] = await context.db.select().from(users).where(eq(column, payload.target));
    if (!row) throw error;
    return completeLogin(context, row, 'account', payload, false);
  }
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
 * Binds an email address or a phone proved by a code. If another account has it: a member's account cannot
 * give it up; any other account is only replaced when the learner asks (`replaceExisting`), which deletes it.
 */
export async function bindByCode(
  context: ServerContext,
  { userId, address }: Caller,
  payload: BindCodePayload,
): Promise<UserRow> {
  const row = await requireUser(context.db, userId);
  // An account a school opened keeps a username, a class and results only (docs/PRIVACY.md).
  const [opened] = await context.db
    .select({ id: schoolAccounts.userId })
    .from(schoolAccounts)
    .where(eq(schoolAccounts.userId, userId));
  if (opened) throw fail('SCHOOL_ACCOUNT_NO_CONTACT');
  const current = row[payload.via];
  if (current === payload.target) return row;
  if (current) throw fail('LOGIN_METHOD_IN_USE');
  const [owner] = await context.db.select().from(users).where(eq(columnOf[payload.via], payload.target));
  if (owner) {
    if (isMember(owner, context.clock.now())) throw fail('BIND_TARGET_IS_MEMBER');
    if (!payload.replaceExisting) throw fail('ACCOUNT_ALREADY_REGISTERED');
  }
  // The code is spent in its own transaction: a wrong guess must count even when nothing else is written.
  await consumeCode(context, { target: payload.target, purpose: 'bind', code: payload.code, address });
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
