import { CUSTOM_COURSE_LIMITS, type SubscriptionType } from '../../contracts';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { requireUser, type UserRow } from './users';

/**
 * The account's tier, kept on `users` (tier and expiry; membership/ writes it with its events), and what it
 * unlocks, asked by the other resources (read only) from here, below them all: every gate answers from the tier
 * in force now, so an expired membership freezes member content at once and deletes nothing.
 */

/** The tier in force at `now`: a PREMIUM whose date has passed counts as FREE. */
export function tierAt(row: UserRow, now: Date): SubscriptionType {
  if (row.subscriptionType === 'LIFETIME') return 'LIFETIME';
  if (row.subscriptionType === 'PREMIUM' && row.subscriptionExpiresAt && row.subscriptionExpiresAt > now)
    return 'PREMIUM';
  return 'FREE';
}

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
