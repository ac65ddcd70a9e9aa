import { CUSTOM_COURSE_LIMITS } from '../../contracts';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { requireUser } from '../user/users';
import { tierAt } from './state';

/**
 * What membership unlocks, asked by the other resources (read only): every gate answers from the tier in force
 * now, so an expired membership freezes member content at once and deletes nothing.
 */

/** Custom courses a character of this account may keep: its tier's limit, under the server's cap. */
export async function customCourseLimit(context: ServerContext, userId: number): Promise<number> {
  const tier = tierAt(await requireUser(context.db, userId), context.clock.now());
  return Math.min(CUSTOM_COURSE_LIMITS[tier] ?? Infinity, context.env.CUSTOM_COURSE_LIMIT);
}

/**
 * Refuses a non-member with the catalogue's "membership not opened or expired". `at` asks about another moment
 * than now: a result typed while the membership was in force (queued offline and sent after it ended) still
 * counts.
 */
export async function requireMembership(
  context: ServerContext,
  userId: number,
  at: Date = context.clock.now(),
): Promise<void> {
  const tier = tierAt(await requireUser(context.db, userId), at);
  if (tier === 'FREE') throw fail('MEMBERSHIP_REQUIRED');
}
