import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  LOGIN_TYPES,
  SESSION_KEY_CODE_TTL_SECONDS,
  type LoginType,
  SESSION_KEY_TTL_SECONDS,
  type SessionKeyCodeResult,
  type SessionKeyResult,
} from '../../contracts';
import type { ServerContext } from '../context';
import { loginSessionKeys } from '../db/schema';
import { fail } from '../errors';
import { SECOND } from '../shared/clock';
import { requireUser, type UserRow } from '../user/users';

/**
 * QR-code login (the spec's session-key flow): the computer shows a session key as a QR code and polls for
 * its code; a phone signed in to the same product approves the key, which makes the code; the computer
 * exchanges the code, once, for a login result of the phone's account.
 */
export async function generateSessionKey(context: ServerContext): Promise<SessionKeyResult> {
  const sessionKey = randomBytes(24).toString('base64url');
  const expiresAt = new Date(context.clock.now().getTime() + SESSION_KEY_TTL_SECONDS * SECOND);
  await context.db.insert(loginSessionKeys).values({ sessionKey, expiresAt, createdAt: context.clock.now() });
  return { sessionKey, expireTime: expiresAt.getTime() };
}

async function liveKey(context: ServerContext, sessionKey: string) {
  const [row] = await context.db
    .select()
    .from(loginSessionKeys)
    .where(eq(loginSessionKeys.sessionKey, sessionKey));
  if (!row) throw fail('SESSION_KEY_INVALID');
  if (row.usedAt || (row.expiresAt <= context.clock.now() && !row.code)) throw fail('SESSION_KEY_EXPIRED');
  return row;
}

/** The poll: the code once a phone has approved the key, null until then. */
export async function sessionKeyCode(
  context: ServerContext,
  sessionKey: string,
): Promise<SessionKeyCodeResult> {
  const row = await liveKey(context, sessionKey);
  if (row.code && row.codeExpiresAt && row.codeExpiresAt <= context.clock.now())
    throw fail('SESSION_KEY_EXPIRED');
  return { code: row.code };
}

/** A signed-in phone approves the key for its account. */
export async function approveSessionKey(
  context: ServerContext,
  userId: number,
  sessionKey: string,
): Promise<void> {
  const row = await liveKey(context, sessionKey);
  if (row.approvedUserId !== null) {
    if (row.approvedUserId === userId) return;
    throw fail('SESSION_KEY_INVALID');
  }
  const code = randomBytes(32).toString('base64url');
  const codeExpiresAt = new Date(context.clock.now().getTime() + SESSION_KEY_CODE_TTL_SECONDS * SECOND);
  await context.db
    .update(loginSessionKeys)
    .set({ approvedUserId: userId, code, codeExpiresAt })
    .where(and(eq(loginSessionKeys.sessionKey, sessionKey), isNull(loginSessionKeys.approvedUserId)));
}

/**
 * A key approved at once for an account the server itself signed in (a school's sign-in, an LTI launch), counted as
 * `loginType`: the browser is sent to /login/callback with it and exchanges its code as after a QR approval.
 */
export async function approvedSessionKey(
  context: ServerContext,
  userId: number,
  loginType: LoginType,
): Promise<string> {
  const { sessionKey } = await generateSessionKey(context);
  await approveSessionKey(context, userId, sessionKey);
  await context.db
    .update(loginSessionKeys)
    .set({ loginType })
    .where(eq(loginSessionKeys.sessionKey, sessionKey));
  return sessionKey;
}

/** Uses up an approved key's code (once) and gives the account it was approved for and how the sign-in counts. */
export async function redeemLoginCode(
  context: ServerContext,
  code: string,
): Promise<{ user: UserRow; loginType: LoginType }> {
  const now = context.clock.now();
  const [row] = await context.db
    .update(loginSessionKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginSessionKeys.code, code),
        isNull(loginSessionKeys.usedAt),
        gt(loginSessionKeys.codeExpiresAt, now),
      ),
    )
    .returning();
  if (!row || row.approvedUserId === null) throw fail('LOGIN_CODE_INVALID');
  const loginType = (LOGIN_TYPES as readonly string[]).includes(row.loginType)
    ? (row.loginType as LoginType)
    : 'wechat';
  return { user: await requireUser(context.db, row.approvedUserId), loginType };
}
