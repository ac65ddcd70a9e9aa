import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { GiftCode, Membership, MembershipCard } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { CARD_CODE_ALPHABET, randomCode } from '../shared/random-code';
import { requireUser } from '../user/users';
import { closeWaitingOrders } from './settle';
import { activationCodes, membershipOrders } from './schema';
import { checkCanBuy, extendMembership, membershipOf } from './state';

/** Codes are stored as their SHA-256 (80 random bits each, so no salt or slow hash is needed). */
export const hashActivationCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Makes `count` activation codes of a card (the operator's `npm run codes`): only their hashes are stored, the
 * codes themselves are answered once, to be handed out.
 */
export async function createActivationCodes(
  db: Executor,
  batch: { card: MembershipCard; count: number; name: string; now: Date; expiresAt: Date | null },
): Promise<string[]> {
  const codes = Array.from({ length: batch.count }, () => randomCode(CARD_CODE_ALPHABET, 16));
  await db.insert(activationCodes).values(
    codes.map((code) => ({
      codeHash: hashActivationCode(code),
      card: batch.card,
      batch: batch.name,
      createdAt: batch.now,
      expiresAt: batch.expiresAt,
    })),
  );
  return codes;
}

/**
 * Redeems a code for the signed-in account: one conditional update marks it used, in the same transaction as
 * the time it adds, so two redemptions at once cannot both win.
 */
export async function redeemActivationCode(
  context: ServerContext,
  userId: number,
  code: string,
): Promise<Membership> {
  const now = context.clock.now();
  checkCanBuy(await requireUser(context.db, userId), now);
  const hash = hashActivationCode(code);
  await context.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(activationCodes)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(
        and(
          eq(activationCodes.codeHash, hash),
          isNull(activationCodes.redeemedAt),
          or(isNull(activationCodes.expiresAt), gt(activationCodes.expiresAt, now)),
        ),
      )
      .returning();
    if (!taken) {
      const [known] = await tx.select().from(activationCodes).where(eq(activationCodes.codeHash, hash));
      if (!known) throw fail('ACTIVATION_CODE_INVALID');
      throw fail(known.redeemedAt ? 'ACTIVATION_CODE_USED' : 'ACTIVATION_CODE_EXPIRED');
    }
    const after = await extendMembership(tx, {
      userId,
      kind: 'code',
      cause: `code:${taken.id}`,
      card: taken.card as MembershipCard,
      now,
    });
    if (after.tier === 'LIFETIME') await closeWaitingOrders(tx, userId, now);
  });
  return membershipOf(context.db, await requireUser(context.db, userId), now);
}

/**
 * The activation code of a paid gift order, made and answered once (spec 5: "copied only once"): the code is
 * stored as its hash like any other, and the order keeps which code it made, in the same transaction. A second
 * ask (or two at once: one conditional update wins) answers GIFT_CODE_SHOWN.
 */
export async function revealGiftCode(
  context: ServerContext,
  userId: number,
  orderNo: string,
): Promise<GiftCode> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(membershipOrders)
      .where(and(eq(membershipOrders.orderNo, orderNo), eq(membershipOrders.userId, userId)));
    if (!order) throw fail('ORDER_NOT_FOUND');
    if (!order.gift || order.state !== 'PAID') throw fail('GIFT_CODE_NOT_READY');
    if (order.giftCodeId !== null) throw fail('GIFT_CODE_SHOWN');
    const card = order.card as MembershipCard;
    const [code] = await createActivationCodes(tx, {
      card,
      count: 1,
      name: `gift:${orderNo}`,
      now,
      expiresAt: null,
    });
    if (!code) throw new Error('No gift code was made.');
    const [made] = await tx
      .select({ id: activationCodes.id })
      .from(activationCodes)
      .where(eq(activationCodes.codeHash, hashActivationCode(code)));
    const [claimed] = await tx
      .update(membershipOrders)
      .set({ giftCodeId: made!.id })
      .where(and(eq(membershipOrders.id, order.id), isNull(membershipOrders.giftCodeId)))
      .returning({ id: membershipOrders.id });
    if (!claimed) throw fail('GIFT_CODE_SHOWN');
    return { orderNo, card, code };
  });
}
