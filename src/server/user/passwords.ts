import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ServerContext } from '../context';
import { spendBudget } from '../shared/limits';
import { clientKey } from '../shared/client-key';
import { MINUTE } from '../shared/clock';

/**
 * Passwords are hashed with argon2id (memory-hard), @node-rs/argon2's default algorithm and parameters
 * (19 MiB, 2 passes), off the event loop.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

async function matches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

let decoy: Promise<string> | undefined;
/** A hash of a random password, checked for unknown names so they take as long as known ones. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}

/** Who gives a password: the account (its id, or the sign-in name when no account has it) and the address. */
export interface PasswordTry {
  account: number | string;
  address: string;
}

/**
 * The one way a password is checked, wherever it is asked for (sign-in, binding, a new password, deleting an
 * account, a character, a class): each check first counts against the account and the client address,
 * RATE_LIMIT_PER_MINUTE a minute across all of those calls (RATE_LIMITED beyond), in the database's counters, so
 * no call is a way around the sign-in's budget. No stored hash (an unknown name, an account without a password)
 * checks a decoy, so the answer takes as long and is false.
 */
export async function checkPassword(
  context: ServerContext,
  from: PasswordTry,
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const account = typeof from.account === 'number' ? `user:${from.account}` : `name:${from.account}`;
  await spendBudget(context, {
    key: `password|${account}|${clientKey(from.address)}`,
    limit: context.env.RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE,
  });
  if (!passwordHash) {
    await matches(await decoyHash(), password);
    return false;
  }
  return matches(passwordHash, password);
}
