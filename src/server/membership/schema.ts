import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from '../auth/schema';
import { users } from '../user/schema';

/**
 * Membership's tables (docs/MEMBERSHIP.md). The account's tier and expiry stay on `users` (subscription_type,
 * subscription_expires_at); every change of them is one row of `membership_events`, written in the same
 * transaction as its cause (an order paid, a code redeemed, the trial taken).
 */

/** Every change of an account's membership, with its cause; unique per cause, so a cause applies once. */
export const membershipEvents = pgTable(
  'membership_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `trial`, `order`, `code`. */
    kind: text('kind').notNull(),
    /** `trial:<userId>`, `order:<orderNo>`, `code:<codeId>`. */
    cause: text('cause').notNull(),
    card: text('card'),
    tierBefore: text('tier_before').notNull(),
    tierAfter: text('tier_after').notNull(),
    expiresBefore: timestamp('expires_before', { withTimezone: true }),
    expiresAfter: timestamp('expires_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('membership_events_cause').on(table.cause),
    index('membership_events_user_idx').on(table.userId),
  ],
);

/** Orders: one purchase card for one account, paid through a provider (or the Apple wrapper). */
export const membershipOrders = pgTable(
  'membership_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The merchant order number the payer and support see. */
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    card: text('card').notNull(),
    state: text('state').notNull(),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id. */
    paymentRef: text('payment_ref'),
    paymentUrl: text('payment_url'),
    currency: text('currency').notNull(),
    listPrice: integer('list_price').notNull(),
    amount: integer('amount').notNull(),
    discountCardId: integer('discount_card_id'),
    discountPercent: integer('discount_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    membershipUntil: timestamp('membership_until', { withTimezone: true }),
    /**
     * A card bought as a gift: paid, it adds no time to the buyer; an activation code of the card is made when the
     * buyer asks to see it, shown that once (spec 5), and only its hash kept (`gift_code_id`).
     */
    gift: boolean('gift').notNull().default(false),
    giftCodeId: integer('gift_code_id'),
  },
  (table) => [
    uniqueIndex('membership_orders_no').on(table.orderNo),
    index('membership_orders_user_idx').on(table.userId, table.state),
    // At most one order of an account waits for its payment (the "continue or cancel" rule).
    uniqueIndex('membership_orders_one_waiting')
      .on(table.userId)
      .where(sql`${table.state} = 'WAITING_PAYMENT'`),
  ],
);

/** Each provider notification received, once: a second delivery of the same one changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    /** Its order's number: deleted with the order, so with the account (docs/PRIVACY.md). */
    orderNo: text('order_no')
      .notNull()
      .references(() => membershipOrders.orderNo, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Whether it changed its order (false: the order had already left WAITING_PAYMENT). */
    applied: boolean('applied').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payment_notifications_key').on(table.provider, table.notificationId),
    index('payment_notifications_order_idx').on(table.orderNo),
  ],
);

/**
 * Payments that could not be used and go back to the payer through their provider: a payment that arrived for an
 * order no longer waiting (cancelled, expired, closed: "paid after cancel, refunded"), or of another amount than
 * the order's. Recorded in the transaction that saw it (`pending`), refunded after it (`refunded`, with the
 * provider's refund id); one refund per payment.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id (the sandbox's payment, Stripe's Checkout Session). */
    paymentRef: text('payment_ref').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** `order_ended` (the order had left WAITING_PAYMENT) or `amount_differs`. */
    reason: text('reason').notNull(),
    /** The order's state when the payment arrived. */
    orderState: text('order_state').notNull(),
    /** `pending` until the provider took it back, then `refunded`. */
    state: text('state').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_payment').on(table.provider, table.paymentRef),
    index('payment_refunds_order_idx').on(table.orderNo),
  ],
);

/** The built-in sandbox provider's payments (it works offline, like a real provider's test mode). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: uuid('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => membershipOrders.orderNo, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    card: text('card').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_payments_order_idx').on(table.orderNo)],
);

/** Activation codes, by the hash of the code (made by `npm run codes`); redeemed once. */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    card: text('card').notNull(),
    batch: text('batch').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('activation_codes_hash').on(table.codeHash)],
);

/** The network a session signed in from (a hash of its /24 or /64 prefix, never the address): device limits. */
export const sessionNetworks = pgTable('session_networks', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  network: text('network').notNull(),
});
