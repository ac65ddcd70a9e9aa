import { and, desc, eq } from 'drizzle-orm';
import {
  CARD_DAYS,
  TRIAL_DAYS,
  type Membership,
  type MembershipCard,
  type SubscriptionType,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { fail, isUniqueViolation } from '../errors';
import { DAY } from '../shared/clock';
import { requireUser, type UserRow } from '../user/users';
import { membershipEvents } from './schema';
import { tierAt } from '../user/tier';

/**
 * The membership of an account (spec 4): not opened, active until a date (a trial or a card), expired (member
 * content frozen, data kept), or lifetime. Kept on `users` (tier and expiry); every change is a
 * `membership_events` row written in the change's transaction.
 */

/** The account's membership as the API shows it. */
export async function membershipOf(db: Executor, row: UserRow, now: Date): Promise<Membership> {
  const [last] = await db
    .select({ kind: membershipEvents.kind })
    .from(membershipEvents)
    .where(eq(membershipEvents.userId, row.id))
    .orderBy(desc(membershipEvents.id))
    .limit(1);
  const tier = tierAt(row, now);
  const state =
    tier === 'LIFETIME'
      ? 'LIFETIME'
      : tier === 'PREMIUM'
        ? last?.kind === 'trial'
          ? 'TRIAL'
          : 'ACTIVE'
        : row.subscriptionType === 'FREE'
          ? 'NONE'
          : 'EXPIRED';
  return {
    tier,
    state,
    expiresAt: tier === 'LIFETIME' ? null : (row.subscriptionExpiresAt?.toISOString() ?? null),
    trialAvailable: !last && row.subscriptionType === 'FREE' && !row.isGuest,
    canBuy: !row.isGuest && tier !== 'LIFETIME',
  };
}

/** Buying, redeeming and the trial need a formal account (a guest's membership would be lost at sign-out). */
export function checkCanBuy(row: UserRow, now: Date): void {
  if (row.isGuest) throw fail('MEMBERSHIP_NEEDS_ACCOUNT');
  if (tierAt(row, now) === 'LIFETIME') throw fail('ALREADY_LIFETIME');
}

/**
 * Adds a card (or the trial's days) to an account inside the caller's transaction: the user row is locked, the
 * time stacks on the current expiry when it is still ahead (else it starts now), a lifetime card makes the
 * account LIFETIME. The cause is unique, so the same order or code can never add time twice.
 */
export async function extendMembership(
  tx: Executor,
  change: {
    userId: number;
    kind: 'trial' | 'order' | 'code';
    cause: string;
    card: MembershipCard | null;
    now: Date;
  },
): Promise<{ tier: SubscriptionType; expiresAt: Date | null }> {
  const [row] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
  if (!row) throw fail('UNAUTHORIZED');
  const before = tierAt(row, change.now);
  if (before === 'LIFETIME') throw fail('ALREADY_LIFETIME');
  const days = change.card === null ? TRIAL_DAYS : CARD_DAYS[change.card];
  const base =
    before === 'PREMIUM' && row.subscriptionExpiresAt
      ? row.subscriptionExpiresAt.getTime()
      : change.now.getTime();
  const tier: SubscriptionType = days === null ? 'LIFETIME' : 'PREMIUM';
  const expiresAt = days === null ? null : new Date(base + days * DAY);
  await tx
    .update(users)
    .set({ subscriptionType: tier, subscriptionExpiresAt: expiresAt, updatedAt: change.now })
    .where(eq(users.id, row.id));
  await tx.insert(membershipEvents).values({
    userId: row.id,
    kind: change.kind,
    cause: change.cause,
    card: change.card,
    tierBefore: before,
    tierAfter: tier,
    expiresBefore: row.subscriptionExpiresAt,
    expiresAfter: expiresAt,
    createdAt: change.now,
  });
  return { tier, expiresAt };
}

/** The 7-day free trial: once per account, for an account that has never been a member. */
export async function startTrial(context: ServerContext, userId: number): Promise<Membership> {
  const now = context.clock.now();
  const row = await requireUser(context.db, userId);
  checkCanBuy(row, now);
  const [any] = await context.db
    .select({ id: membershipEvents.id })
    .from(membershipEvents)
    .where(and(eq(membershipEvents.userId, userId)))
    .limit(1);
  if (any || row.subscriptionType !== 'FREE') throw fail('TRIAL_USED');
  try {
    await context.db.transaction((tx) =>
      extendMembership(tx, { userId, kind: 'trial', cause: `trial:${userId}`, card: null, now }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('TRIAL_USED');
    throw error;
  }
  return membershipOf(context.db, await requireUser(context.db, userId), now);
}
