import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  DISCOUNT_CARD_DAYS,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_PERCENT_MIN,
  type DiscountCard,
} from '../../contracts';
import type { Database, Executor } from '../db/database';
import { fail } from '../errors';
import { CARD_CODE_ALPHABET, randomCode } from '../shared/random-code';
import { discountCards } from './schema';
import { DAY } from '../shared/clock';

export type DiscountCardRow = typeof discountCards.$inferSelect;

/** A new discount code: 10 characters of 32, about 50 bits. */
export function newDiscountCode(): string {
  return randomCode(CARD_CODE_ALPHABET, 10);
}

export function toDiscountCard(row: DiscountCardRow, now: Date): DiscountCard {
  return {
    cardId: row.id,
    code: row.code,
    percent: row.percent,
    expiresAt: row.expiresAt.toISOString(),
    state: row.state as DiscountCard['state'],
    expired: row.expiresAt.getTime() <= now.getTime(),
    source: row.source,
  };
}

/**
 * Makes a discount card: `percent` of the list price to pay (76 to 95). With a character it is theirs at once
 * (a lottery prize); without one it is a code to hand out, claimed by the first character that enters it.
 */
export async function grantDiscountCard(
  tx: Executor,
  card: {
    percent: number;
    now: Date;
    source: string;
    owner?: { characterId: number; userId: number };
    expiresAt?: Date;
  },
): Promise<DiscountCardRow> {
  if (
    !Number.isInteger(card.percent) ||
    card.percent < DISCOUNT_PERCENT_MIN ||
    card.percent > DISCOUNT_PERCENT_MAX
  )
    throw new Error(
      `A discount card pays ${DISCOUNT_PERCENT_MIN} to ${DISCOUNT_PERCENT_MAX} % of the price.`,
    );
  const [row] = await tx
    .insert(discountCards)
    .values({
      code: newDiscountCode(),
      percent: card.percent,
      expiresAt: card.expiresAt ?? new Date(card.now.getTime() + DISCOUNT_CARD_DAYS * DAY),
      characterId: card.owner?.characterId ?? null,
      userId: card.owner?.userId ?? null,
      state: 'received',
      source: card.source,
      createdAt: card.now,
    })
    .returning();
  return row!;
}

/**
 * Makes `count` discount codes to hand out (the operator's `npm run codes -- --discount <percent>`: a campaign, a
 * school's or a partner's cards): cards without an owner, source `campaign:<name>`, each claimed by the first
 * learner who enters it (on the toolbox or the membership page) and then paying for one order. Answers the codes.
 */
export async function createDiscountCodes(
  db: Database,
  batch: { percent: number; count: number; name: string; now: Date; expiresAt?: Date },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const codes: string[] = [];
    for (let made = 0; made < batch.count; made++) {
      const card = await grantDiscountCard(tx, {
        percent: batch.percent,
        now: batch.now,
        source: `campaign:${batch.name}`,
        ...(batch.expiresAt ? { expiresAt: batch.expiresAt } : {}),
      });
      codes.push(card.code);
    }
    return codes;
  });
}

/**
 * A code entered by a learner: a handed-out card joins this character's toolbox (one conditional update, so two
 * learners cannot both claim it); the character's own card is answered as it is.
 */
export async function claimDiscountCode(
  tx: Executor,
  claim: { code: string; characterId: number; userId: number; now: Date },
): Promise<DiscountCardRow> {
  const [card] = await tx.select().from(discountCards).where(eq(discountCards.code, claim.code));
  if (!card) throw fail('DISCOUNT_CODE_INVALID');
  if (card.characterId === claim.characterId) return card;
  if (card.characterId !== null) throw fail('DISCOUNT_CODE_INVALID');
  if (card.expiresAt.getTime() <= claim.now.getTime()) throw fail('DISCOUNT_CODE_EXPIRED');
  const [claimed] = await tx
    .update(discountCards)
    .set({ characterId: claim.characterId, userId: claim.userId })
    .where(and(eq(discountCards.id, card.id), isNull(discountCards.characterId)))
    .returning();
  if (!claimed) throw fail('DISCOUNT_CODE_INVALID');
  return claimed;
}

/**
 * For orders (the membership service): the account's unredeemed, unexpired card with this code, or null. Call it
 * inside the order's transaction, then `redeemDiscountCard` in the same one.
 */
export async function findRedeemableCard(
  tx: Executor,
  lookup: { userId: number; code: string; now: Date },
): Promise<DiscountCardRow | null> {
  const code = lookup.code.trim().toUpperCase().replace(/[\s-]/g, '');
  const [card] = await tx
    .select()
    .from(discountCards)
    .where(
      and(
        eq(discountCards.code, code),
        eq(discountCards.userId, lookup.userId),
        inArray(discountCards.state, ['received', 'available']),
        gt(discountCards.expiresAt, lookup.now),
      ),
    );
  return card ?? null;
}

/**
 * Marks a card redeemed against an order, inside the caller's transaction: a conditional update, so a card pays
 * for one order only. Answers false when it was redeemed (or expired) meanwhile; the caller then rolls back.
 */
export async function redeemDiscountCard(
  tx: Executor,
  redeem: { cardId: number; userId: number; orderRef: string; now: Date },
): Promise<boolean> {
  const redeemed = await tx
    .update(discountCards)
    .set({ state: 'redeemed', orderRef: redeem.orderRef, redeemedAt: redeem.now })
    .where(
      and(
        eq(discountCards.id, redeem.cardId),
        eq(discountCards.userId, redeem.userId),
        inArray(discountCards.state, ['received', 'available']),
        sql`${discountCards.expiresAt} > ${redeem.now}`,
      ),
    )
    .returning({ id: discountCards.id });
  return redeemed.length > 0;
}

/**
 * Gives back the card an order redeemed when that order ends unpaid (cancelled, failed, expired, closed), inside
 * the order's transaction: the card was never spent, so it is usable again until its own expiry.
 */
export async function releaseDiscountCard(
  tx: Executor,
  release: { userId: number; orderRef: string },
): Promise<void> {
  await tx
    .update(discountCards)
    .set({ state: 'available', orderRef: null, redeemedAt: null })
    .where(
      and(
        eq(discountCards.userId, release.userId),
        eq(discountCards.orderRef, release.orderRef),
        eq(discountCards.state, 'redeemed'),
      ),
    );
}
