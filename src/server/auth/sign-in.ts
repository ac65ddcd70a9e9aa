import type {
  CodeLoginPayload,
  LoginResult,
  LoginType,
  PasswordLoginPayload,
  RegisterPayload,
  VisitorLoginPayload,
} from '../../contracts';
import { normalizeLoginName } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail, isUniqueViolation } from '../errors';
import { checkPassword, hashPassword } from '../user/passwords';
import {
  findByContact,
  findBySignInName,
  insertPasswordAccount,
  insertSignedInAccount,
  noteLogin,
  toUser,
  usernameTaken,
  type UserRow,
} from '../user/users';
import { consumeCode } from './codes';

/** The device of a login and, from the route, the client's address (for the membership's device limits). */
export type LoginContext = Pick<
  VisitorLoginPayload,
  'deviceId' | 'clientType' | 'osType' | 'channel' | 'region'
> & {
  clientAddress?: string;
};
type FromAddress = Pick<LoginContext, 'clientAddress'>;

/** A session a sign-in opened: its account, its id and the address it came from. */
export interface SessionOpened {
  userId: number;
  sessionId: string;
  address: string | undefined;
}

/**
 * A resource's reaction to a session a sign-in opened, run in the sign-in's transaction (the membership's device
 * limits: membership/devices.ts). Sign-in never imports its listeners: the app hands them over in
 * ServerContext.sessionOpened (app.ts), so membership depends on auth and not the other way round.
 */
export type SessionOpenedListener = (
  context: ServerContext,
  session: SessionOpened,
  tx: Executor,
) => Promise<void>;

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
  const updated = await noteLogin(executor, row, loginType, context.clock.now());
  const tokens = await context.tokens.startSession(row.id, loginType, device, executor);
  const session = await context.tokens.verifyAccess(tokens.accessToken, executor);
  if (session) {
    const opened = { userId: session.userId, sessionId: session.sessionId, address: device.clientAddress };
    for (const listener of context.sessionOpened) await listener(context, opened, executor);
  }
  return { ...tokens, user: toUser(updated), isNewUser };
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
    const created = await insertSignedInAccount(tx, {
      guestDeviceId: payload.deviceId,
      region: payload.region,
      now: context.clock.now(),
    });
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
  const row = await findBySignInName(context.db, name);
  // An unknown name answers as a wrong password does, after the same work (a hash checked) and under the same
  // limit, so neither the answer nor its time tells whether an account exists.
  const from = { account: row?.id ?? name, address: payload.clientAddress };
  if (!(await checkPassword(context, from, row?.passwordHash ?? null, payload.password))) {
    throw fail('WRONG_PASSWORD');
  }
  return completeLogin(context, row!, 'account', payload, false);
}

/**
 * Sign-in with a code sent to an email address or a phone. An unknown address or phone becomes a new account,
 * which needs the terms agreed to (checked before the code is used up, so the learner can tick and retry).
 */
export async function codeLogin(
  context: ServerContext,
  payload: CodeLoginPayload & Required<FromAddress>,
): Promise<LoginResult> {
  const existing = await findByContact(context.db, payload.via, payload.target);
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
      const created = await insertSignedInAccount(tx, {
        via: payload.via,
        target: payload.target,
        region: payload.region,
        now: context.clock.now(),
      });
      return completeLogin(context, created, 'account', payload, true, tx);
    });
  } catch (error) {
    // Two first sign-ins at once: the other one made the account.
    if (!isUniqueViolation(error)) throw error;
    const row = await findByContact(context.db, payload.via, payload.target);
    if (!row) throw error;
    return completeLogin(context, row, 'account', payload, false);
  }
}
