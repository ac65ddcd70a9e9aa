import { z } from 'zod';
import { EDITIONS, SUBSCRIPTION_TYPES, type Edition, type GameId } from './constants';
import type { ApiRoute } from './http';
import {
  DeviceOnlyPayloadSchema,
  FormBooleanSchema,
  TimestampSchema,
  optionalField,
  withDevice,
} from './form';

/**
 * Membership (spec sections 1, 4, 6, 9; docs/MEMBERSHIP.md): the tiers, the purchase cards and their prices per
 * edition, the 7-day trial, orders and their states, payments through a provider, and activation codes.
 */

/** Purchase cards: time added to the current expiry (stacking), or a permanent membership. */
export const MEMBERSHIP_CARDS = ['day', 'week', 'month', 'year', 'lifetime'] as const;
export type MembershipCard = (typeof MEMBERSHIP_CARDS)[number];
/** Days each card adds (a month is 30 days, a year 365); null: lifetime. */
export const CARD_DAYS: Record<MembershipCard, number | null> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
  lifetime: null,
};
/** The free trial: 7 days, once per account (spec 9). */
export const TRIAL_DAYS = 7;

/** Prices in the currency's minor unit (fen, cents), per edition: the one table both sides read. */
export const PRICES: Record<Edition, { currency: 'CNY' | 'USD'; cards: Record<MembershipCard, number> }> = {
  // "From 98 yuan" for a year, "under 1 yuan per day" (98 / 365 ≈ 0.27).
  cn: { currency: 'CNY', cards: { day: 300, week: 1200, month: 2800, year: 9800, lifetime: 29800 } },
  global: { currency: 'USD', cards: { day: 99, week: 299, month: 699, year: 2999, lifetime: 7999 } },
};
/** The in-app product ids of the cards in the Apple wrapper's store. */
export const APPLE_PRODUCT_IDS: Record<MembershipCard, string> = {
  day: 'keyquest.membership.day',
  week: 'keyquest.membership.week',
  month: 'keyquest.membership.month',
  year: 'keyquest.membership.year',
  lifetime: 'keyquest.membership.lifetime',
};
/** What a card pays after a discount card (the share of the list price to pay, 76–95 %), rounded. */
export const discountedPrice = (list: number, percent: number | null) =>
  percent === null ? list : Math.round((list * percent) / 100);

/**
 * What membership unlocks (spec 6). Characters: FREE keeps FREE_CHARACTER_LIMIT (constants.ts). Custom courses
 * per character: FREE 5, PREMIUM 200, LIFETIME unlimited (null). Devices at once: LIFETIME 3 on one network,
 * everyone else 1.
 */
export const CUSTOM_COURSE_LIMITS: Record<(typeof SUBSCRIPTION_TYPES)[number], number | null> = {
  FREE: 5,
  PREMIUM: 200,
  LIFETIME: null,
};
export const DEVICE_LIMITS: Record<(typeof SUBSCRIPTION_TYPES)[number], number> = {
  FREE: 1,
  PREMIUM: 1,
  LIFETIME: 3,
};

/**
 * Games only members play (spec 6: "members get all courses and games"): the race, a whole passage against
 * opponents. Star Patrol (the default game) and Balloon Pop stay free, so the free trial's game center has games
 * to play. The courses' free part is `src/content/access.ts`.
 */
export const MEMBER_GAMES: readonly GameId[] = ['TYPING_RACE'];
export const isMemberGame = (game: string | null | undefined): boolean =>
  game !== null && game !== undefined && (MEMBER_GAMES as readonly string[]).includes(game);

/** How long a new order waits for its payment before it expires. */
export const ORDER_PAYMENT_MINUTES = 30;
/** Order states (spec 4): waiting for payment, then paid, cancelled, expired, closed or failed. */
export const ORDER_STATES = ['WAITING_PAYMENT', 'PAID', 'CANCELLED', 'EXPIRED', 'CLOSED', 'FAILED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** How an order is paid: the web's payment provider, or the Apple wrapper's in-app purchase. */
export const PAYMENT_CHANNELS = ['web', 'apple'] as const;

/** Membership states (spec 4): not opened, active until a date (a trial or a card), expired, lifetime. */
export const MEMBERSHIP_STATES = ['NONE', 'TRIAL', 'ACTIVE', 'EXPIRED', 'LIFETIME'] as const;

/** Activation codes: 16 letters and digits (no 0/O or 1/I), shown in groups of four. */
export const ACTIVATION_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{16}$/;
/** Tidies a typed code: capitals, no spaces or dashes. */
export const tidyActivationCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Merchant order numbers: KQ, the date and 10 digits. */
export const ORDER_NO_PATTERN = /^KQ\d{8}\d{10}$/;

export const MembershipSchema = z.object({
  /** The tier in force now: an expired membership counts as FREE. */
  tier: z.enum(SUBSCRIPTION_TYPES),
  state: z.enum(MEMBERSHIP_STATES),
  /** When a trial or a card ends; null for none and lifetime. */
  expiresAt: TimestampSchema.nullable(),
  /** The trial may still be taken (never taken, not lifetime). */
  trialAvailable: z.boolean(),
  /** A guest must bind a sign-in method before buying, so the membership is never lost. */
  canBuy: z.boolean(),
});
export type Membership = z.infer<typeof MembershipSchema>;

/**
 * How this server takes payments: `live` (a real provider), `test` (the built-in sandbox: no money moves, and
 * every page it shows says so) or `off` (no provider: purchases are unavailable).
 */
export const PAYMENT_MODES = ['live', 'test', 'off'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PlansSchema = z.object({
  edition: z.enum(EDITIONS),
  payments: z.enum(PAYMENT_MODES),
  currency: z.enum(['CNY', 'USD']),
  cards: z.array(
    z.object({
      card: z.enum(MEMBERSHIP_CARDS),
      days: z.number().int().nullable(),
      price: z.number().int(),
      productId: z.string(),
    }),
  ),
});
export type Plans = z.infer<typeof PlansSchema>;

export const OrderSchema = z.object({
  orderNo: z.string(),
  card: z.enum(MEMBERSHIP_CARDS),
  state: z.enum(ORDER_STATES),
  channel: z.enum(PAYMENT_CHANNELS),
  currency: z.enum(['CNY', 'USD']),
  listPrice: z.number().int(),
  amount: z.number().int(),
  discountPercent: z.number().int().nullable(),
  createdAt: TimestampSchema,
  /** The payment must arrive before this (a waiting order). */
  payBefore: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  /** Where the payer goes to pay (web orders waiting for payment). */
  paymentUrl: z.string().nullable(),
  /** Inside the Apple wrapper: the token the wrapper's store purchase carries, linking it to this order. */
  paymentToken: z.string().nullable(),
  /** The membership's end after this order was paid (null: lifetime, or not paid). */
  membershipUntil: TimestampSchema.nullable(),
  /** A card bought as a gift: paid, it makes one activation code instead of adding time to the buyer. */
  gift: z.boolean(),
  /** Whether the gift's activation code was already shown (it is shown once, spec 5). */
  giftCodeShown: z.boolean(),
  /**
   * A payment that could not be used for this order (it arrived after the order had ended, or for another
   * amount) and goes back to the payer: being refunded, or refunded.
   */
  refund: z
    .object({
      state: z.enum(['pending', 'refunded']),
      amount: z.number().int(),
      reason: z.enum(['order_ended', 'amount_differs']),
    })
    .nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

const OrderNoSchema = z
  .string({ error: 'ORDER_NUMBER_REQUIRED' })
  .trim()
  .min(1, { error: 'ORDER_NUMBER_REQUIRED' })
  .max(40, { error: 'ORDER_NOT_FOUND' });

export const CreateOrderPayloadSchema = withDevice({
  card: z.enum(MEMBERSHIP_CARDS),
  channel: optionalField(z.enum(PAYMENT_CHANNELS)),
  discountCode: optionalField(z.string().trim().max(40, { error: 'DISCOUNT_CODE_INVALID' })),
  /** Bought as a gift: an activation code to hand to someone, shown once when paid. */
  gift: optionalField(FormBooleanSchema),
});
export type CreateOrderPayload = z.infer<typeof CreateOrderPayloadSchema>;
export const OrderNoPayloadSchema = withDevice({ orderNo: OrderNoSchema });

export const RedeemActivationCodePayloadSchema = withDevice({
  code: z
    .string({ error: 'ACTIVATION_CODE_REQUIRED' })
    .transform(tidyActivationCode)
    .pipe(
      z
        .string()
        .min(1, { error: 'ACTIVATION_CODE_REQUIRED' })
        .regex(ACTIVATION_CODE_PATTERN, { error: 'ACTIVATION_CODE_INVALID' }),
    ),
});

/** POST /membership/order/gift-code: the activation code of a paid gift, answered once (only its hash is kept). */
export const GiftCodeSchema = z.object({
  orderNo: z.string(),
  card: z.enum(MEMBERSHIP_CARDS),
  code: z.string(),
});
export type GiftCode = z.infer<typeof GiftCodeSchema>;

/** The sandbox provider's payment page: what the payer sees, and the payer's choice. */
export const SANDBOX_ACTIONS = ['complete', 'fail', 'cancel'] as const;
export const SandboxPaymentSchema = z.object({
  paymentId: z.string(),
  orderNo: z.string(),
  card: z.enum(MEMBERSHIP_CARDS),
  currency: z.enum(['CNY', 'USD']),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']),
});
export type SandboxPayment = z.infer<typeof SandboxPaymentSchema>;
/** A provider's notification of a payment's outcome, signed by the provider. */
export const PaymentNotificationSchema = z.object({
  provider: z.string().min(1).max(40),
  notificationId: z.string().min(1).max(100),
  orderNo: z.string().min(1).max(40),
  status: z.enum(['paid', 'failed', 'cancelled', 'closed']),
  amount: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number().int()),
  signature: z.string().min(1).max(200),
});
export type PaymentNotification = z.infer<typeof PaymentNotificationSchema>;
const PaymentIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, { error: 'ORDER_NOT_FOUND' });

/** Calls a payment provider makes (not the app): they carry no deviceId. */
export const PROVIDER_CALLS = ['paymentNotify'] as const;

export const MEMBERSHIP_ROUTES = {
  membership: {
    method: 'GET',
    path: '/membership',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: MembershipSchema,
  },
  plans: {
    method: 'GET',
    path: '/membership/plans',
    auth: 'none',
    payload: DeviceOnlyPayloadSchema,
    answer: PlansSchema,
  },
  startTrial: {
    method: 'POST',
    path: '/membership/trial',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: MembershipSchema,
  },
  createOrder: {
    method: 'POST',
    path: '/membership/order/create',
    auth: 'user',
    payload: CreateOrderPayloadSchema,
    answer: OrderSchema,
  },
  pendingOrder: {
    method: 'GET',
    path: '/membership/order/pending',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: z.object({ order: OrderSchema.nullable() }),
  },
  order: {
    method: 'GET',
    path: '/membership/order',
    auth: 'user',
    payload: OrderNoPayloadSchema,
    answer: OrderSchema,
  },
  orders: {
    method: 'GET',
    path: '/membership/orders',
    auth: 'user',
    payload: DeviceOnlyPayloadSchema,
    answer: z.object({ orders: z.array(OrderSchema) }),
  },
  cancelOrder: {
    method: 'POST',
    path: '/membership/order/cancel',
    auth: 'user',
    payload: OrderNoPayloadSchema,
    answer: OrderSchema,
  },
  revealGiftCode: {
    method: 'POST',
    path: '/membership/order/gift-code',
    auth: 'user',
    payload: OrderNoPayloadSchema,
    answer: GiftCodeSchema,
  },
  redeemCode: {
    method: 'POST',
    path: '/membership/code/redeem',
    auth: 'user',
    payload: RedeemActivationCodePayloadSchema,
    answer: MembershipSchema,
    limited: true,
  },
  sandboxPayment: {
    method: 'GET',
    path: '/membership/sandbox/payment',
    auth: 'none',
    payload: withDevice({ paymentId: PaymentIdSchema }),
    answer: SandboxPaymentSchema,
  },
  sandboxAct: {
    method: 'POST',
    path: '/membership/sandbox/act',
    auth: 'none',
    payload: withDevice({ paymentId: PaymentIdSchema, action: z.enum(SANDBOX_ACTIONS) }),
    answer: SandboxPaymentSchema,
  },
  /** A payment provider's signed notification (the sandbox sends its own the same way). */
  paymentNotify: {
    method: 'POST',
    path: '/membership/notify',
    auth: 'none',
    payload: PaymentNotificationSchema,
    answer: z.object({ ok: z.literal(true) }),
  },
} as const satisfies Record<string, ApiRoute>;
