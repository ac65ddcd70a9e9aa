import { z } from 'zod';
import { GAME_IDS } from './constants';
import type { ApiRoute } from './http';
import { IdSchema, TimestampSchema, formInt, jsonField, optionalField, withDevice } from './form';

/**
 * The economy (docs/ECONOMY.md): learning points, energy crystals, the lottery, the toolbox of items and discount
 * cards. Every balance lives on the server in an append-only ledger per character; these are its calls.
 */

/** Each typing game round costs 50 points, charged when the round starts (spec section 9). */
export const GAME_ROUND_COST_POINTS = 50;
/**
 * A round charged but not begun (the learner never pressed Enter on the game's title) within this many minutes is
 * given back by the server: its points and items return, with the cause in the ledger (docs/ECONOMY.md).
 */
export const ROUND_BEGIN_MINUTES = 15;
/** The typing games a round is paid for (the game center's games). */
export const PAID_GAMES = GAME_IDS;
export type PaidGame = (typeof PAID_GAMES)[number];
/** A character earns at most 200 points a day, counted by the learner's own day (spec section 9). */
export const DAILY_POINTS_CAP = 200;

/** Points of a lesson attempt: per star newly reached, and for passing again (a repeat earns little). */
export const POINTS_PER_NEW_STAR = 10;
export const POINTS_PER_PASS = 2;
/** Practice and paid game rounds: a point per this many correct characters, at most this many per attempt. */
export const PRACTICE_CHARS_PER_POINT = 20;
export const PRACTICE_POINTS_MAX = 5;
/** Practice and games earn only from this accuracy (0..1). */
export const PRACTICE_MIN_ACCURACY = 0.8;

/** Energy crystals are earned only: a new star, a day that continues a streak, today's plan finished. */
export const CRYSTALS_PER_NEW_STAR = 1;
export const CRYSTALS_PER_STREAK_DAY = 2;
export const CRYSTALS_PER_PLAN = 5;

/** The lottery: crystals per draw, draws a day, and a prize guaranteed after this many empty draws in a row. */
export const LOTTERY_DRAW_CRYSTALS = 5;
export const LOTTERY_DRAWS_PER_DAY = 3;
export const LOTTERY_PITY_EMPTY_DRAWS = 4;

/** Items that do something in the games; the server takes one from the toolbox when a round uses it. */
export const GAME_ITEMS = ['extra-life', 'slow-down', 'hint'] as const;
export type GameItem = (typeof GAME_ITEMS)[number];
/** The games each item works in (an extra life needs lives; the hint marks Star Patrol's next ship). */
export const ITEM_GAMES: Record<GameItem, readonly PaidGame[]> = {
  'extra-life': ['STAR_TREK', 'BALLOON_POP'],
  'slow-down': ['STAR_TREK', 'BALLOON_POP'],
  hint: ['STAR_TREK'],
};
/** Points a new character starts with: one game round, to try the games. */
export const WELCOME_POINTS = 50;
/** What a new character finds in the toolbox: one of each game item, to try them. */
export const WELCOME_ITEMS: readonly GameItem[] = ['extra-life', 'slow-down', 'hint'];

/**
 * An item's state (spec section 4): `received` (new, not yet seen in the toolbox), `available` (seen), `used`
 * (a game item spent in a round), `redeemed` (a discount card applied to an order).
 */
export const ITEM_STATES = ['received', 'available', 'used', 'redeemed'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** Discount cards: the share of the list price paid, from 76 % ("as low as 76% of list price") to 95 %. */
export const DISCOUNT_PERCENT_MIN = 76;
export const DISCOUNT_PERCENT_MAX = 95;
/** Days a won card stays valid. */
export const DISCOUNT_CARD_DAYS = 30;
/** Discount codes: letters and digits, no 0/O or 1/I to misread. */
export const DISCOUNT_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{10}$/;

/** A lottery prize with its weight; the odds shown are weight / total weight. */
export type LotteryPrize =
  | { id: string; kind: 'item'; item: GameItem; weight: number }
  | { id: string; kind: 'discount'; percent: number; weight: number }
  | { id: string; kind: 'nothing'; weight: number };

/** Every prize and its weight out of 1000 (published odds, field notes on random rewards for children). */
export const LOTTERY_PRIZES: readonly LotteryPrize[] = [
  { id: 'extra-life', kind: 'item', item: 'extra-life', weight: 200 },
  { id: 'slow-down', kind: 'item', item: 'slow-down', weight: 200 },
  { id: 'hint', kind: 'item', item: 'hint', weight: 200 },
  { id: 'discount-90', kind: 'discount', percent: 90, weight: 60 },
  { id: 'discount-85', kind: 'discount', percent: 85, weight: 30 },
  { id: 'discount-76', kind: 'discount', percent: 76, weight: 10 },
  { id: 'nothing', kind: 'nothing', weight: 300 },
];

export const CURRENCIES = ['points', 'crystals', 'items'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Why a ledger entry was written. */
export const LEDGER_REASONS = [
  'lesson',
  'practice',
  'game',
  'game-round',
  'new-star',
  'streak',
  'plan',
  'lottery-draw',
  'lottery-prize',
  'welcome',
  'item-used',
  'grant',
  /** A round given back because the page was left before it began (its points and items return). */
  'round-left',
  /** A round given back because it was not begun within ROUND_BEGIN_MINUTES. */
  'round-unstarted',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

const CharacterPayload = { characterId: IdSchema };
/** A key the app makes once per action (a UUID) and reuses for every retry of it. */
export const ActionKeySchema = z.string().regex(/^[\w-]{8,100}$/);

/** GET /economy/wallet: the balances and today's figures. */
export const WalletPayloadSchema = withDevice(CharacterPayload);
export const WalletSchema = z.object({
  characterId: z.number().int(),
  points: z.number().int().min(0),
  crystals: z.number().int().min(0),
  /** The learner's day the figures below count for. */
  day: z.iso.date(),
  pointsToday: z.number().int().min(0),
  dailyPointsCap: z.number().int(),
  drawsToday: z.number().int().min(0),
  drawsPerDay: z.number().int(),
  drawCost: z.number().int(),
  gameCost: z.number().int(),
  /** Empty draws in a row; a prize is guaranteed when it reaches `pity`. */
  emptyDraws: z.number().int().min(0),
  pity: z.number().int(),
  /** Usable game items (received or available) per kind. */
  items: z.record(z.enum(GAME_ITEMS), z.number().int().min(0)),
});
export type Wallet = z.infer<typeof WalletSchema>;

/** GET /economy/ledger: the history of one currency, newest first, a page at a time. */
export const LedgerPayloadSchema = withDevice({
  ...CharacterPayload,
  currency: optionalField(z.enum(CURRENCIES)),
  before: optionalField(IdSchema),
  limit: optionalField(formInt().pipe(z.number().int().min(1).max(100))),
});
export const LedgerEntrySchema = z.object({
  entryId: z.number().int(),
  currency: z.enum(CURRENCIES),
  delta: z.number().int(),
  /** The balance after this entry (items: usable items of this kind). */
  balanceAfter: z.number().int().min(0),
  reason: z.enum(LEDGER_REASONS),
  /** What it is about: a lesson slug, a game, an item kind, a prize. */
  subject: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const LedgerSchema = z.object({
  entries: z.array(LedgerEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type Ledger = z.infer<typeof LedgerSchema>;

/** POST /economy/round/start: pays for a game round (and spends the items it uses) before the round begins. */
export const StartRoundPayloadSchema = withDevice({
  ...CharacterPayload,
  gameId: z.enum(PAID_GAMES),
  roundKey: ActionKeySchema,
  /** Game items to use in this round, a JSON array (at most one of each kind). */
  items: optionalField(jsonField(z.array(z.enum(GAME_ITEMS)).max(GAME_ITEMS.length))),
});
export type StartRoundPayload = z.infer<typeof StartRoundPayloadSchema>;
export const GameRoundSchema = z.object({
  /** The id the round's result carries (`roundId` of the attempt) to be saved as paid. */
  roundId: z.string().uuid(),
  gameId: z.string(),
  cost: z.number().int(),
  items: z.array(z.enum(GAME_ITEMS)),
  wallet: WalletSchema,
});
export type GameRound = z.infer<typeof GameRoundSchema>;

/**
 * POST /economy/round/begin (the learner pressed Enter on the game's title: the round really starts) and
 * POST /economy/round/leave (the page was left before that: the round is given back at once).
 */
export const RoundActionPayloadSchema = withDevice({ ...CharacterPayload, roundId: z.string().uuid() });
export type RoundActionPayload = z.infer<typeof RoundActionPayloadSchema>;
/** What became of a round: begun (`playing`), finished by its result, or given back. */
export const ROUND_STATES = ['waiting', 'playing', 'finished', 'refunded'] as const;
export const RoundStateSchema = z.object({
  roundId: z.string().uuid(),
  state: z.enum(ROUND_STATES),
  wallet: WalletSchema,
});
export type RoundState = z.infer<typeof RoundStateSchema>;

export const ItemSchema = z.object({
  itemId: z.number().int(),
  kind: z.enum(GAME_ITEMS),
  state: z.enum(ITEM_STATES),
  source: z.string(),
  createdAt: TimestampSchema,
  usedAt: TimestampSchema.nullable(),
});
export type Item = z.infer<typeof ItemSchema>;
export const DiscountCardSchema = z.object({
  cardId: z.number().int(),
  code: z.string(),
  /** The share of the list price paid, e.g. 76. */
  percent: z.number().int(),
  expiresAt: TimestampSchema,
  state: z.enum(ITEM_STATES),
  expired: z.boolean(),
  source: z.string(),
});
export type DiscountCard = z.infer<typeof DiscountCardSchema>;

/** GET /economy/toolbox: the character's items and discount cards, newest first. */
export const ToolboxPayloadSchema = withDevice(CharacterPayload);
export const ToolboxSchema = z.object({ items: z.array(ItemSchema), cards: z.array(DiscountCardSchema) });
export type Toolbox = z.infer<typeof ToolboxSchema>;

/** POST /economy/toolbox/seen: what was received is now seen (available). */
export const ToolboxSeenPayloadSchema = withDevice(CharacterPayload);

/** POST /economy/discount/redeem: a discount code given to the learner joins the toolbox. */
export const RedeemCodePayloadSchema = withDevice({
  ...CharacterPayload,
  code: z
    .string()
    .trim()
    .min(1, 'DISCOUNT_CODE_REQUIRED')
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, 'DISCOUNT_CODE_INVALID')),
});

/** GET /economy/lottery: the prizes with their odds, the cost and today's chances. */
export const LotteryPayloadSchema = withDevice(CharacterPayload);
export const LotteryPrizeOddsSchema = z.object({
  id: z.string(),
  kind: z.enum(['item', 'discount', 'nothing']),
  item: z.enum(GAME_ITEMS).nullable(),
  percent: z.number().int().nullable(),
  /** The chance of this prize on an ordinary draw, 0..1. */
  odds: z.number(),
});
export const LotterySchema = z.object({
  prizes: z.array(LotteryPrizeOddsSchema),
  wallet: WalletSchema,
});
export type Lottery = z.infer<typeof LotterySchema>;

/** POST /economy/lottery/draw. */
export const DrawPayloadSchema = withDevice({ ...CharacterPayload, drawKey: ActionKeySchema });
export const DrawResultSchema = z.object({
  prize: LotteryPrizeOddsSchema,
  /** The draw was the guaranteed one after the empty draws in a row. */
  guaranteed: z.boolean(),
  item: ItemSchema.nullable(),
  card: DiscountCardSchema.nullable(),
  wallet: WalletSchema,
});
export type DrawResult = z.infer<typeof DrawResultSchema>;

/** What a stored attempt earned (part of the submit answer). */
export const AttemptRewardSchema = z.object({
  points: z.number().int().min(0),
  crystals: z.number().int().min(0),
  /** Points the rule gave but the daily cap held back ("Daily point limit reached, take a break!"). */
  pointsCapped: z.number().int().min(0),
  /** A game round: whether it was started (and paid) through POST /economy/round/start. */
  roundPaid: z.boolean().nullable(),
});
export type AttemptReward = z.infer<typeof AttemptRewardSchema>;

export const ECONOMY_ROUTES = {
  wallet: {
    method: 'GET',
    path: '/economy/wallet',
    auth: 'user',
    payload: WalletPayloadSchema,
    answer: WalletSchema,
  },
  ledger: {
    method: 'GET',
    path: '/economy/ledger',
    auth: 'user',
    payload: LedgerPayloadSchema,
    answer: LedgerSchema,
  },
  startRound: {
    method: 'POST',
    path: '/economy/round/start',
    auth: 'user',
    payload: StartRoundPayloadSchema,
    answer: GameRoundSchema,
  },
  beginRound: {
    method: 'POST',
    path: '/economy/round/begin',
    auth: 'user',
    payload: RoundActionPayloadSchema,
    answer: RoundStateSchema,
  },
  leaveRound: {
    method: 'POST',
    path: '/economy/round/leave',
    auth: 'user',
    payload: RoundActionPayloadSchema,
    answer: RoundStateSchema,
  },
  toolbox: {
    method: 'GET',
    path: '/economy/toolbox',
    auth: 'user',
    payload: ToolboxPayloadSchema,
    answer: ToolboxSchema,
  },
  toolboxSeen: {
    method: 'POST',
    path: '/economy/toolbox/seen',
    auth: 'user',
    payload: ToolboxSeenPayloadSchema,
    answer: ToolboxSchema,
  },
  redeemDiscountCode: {
    method: 'POST',
    path: '/economy/discount/redeem',
    auth: 'user',
    payload: RedeemCodePayloadSchema,
    answer: DiscountCardSchema,
    // Codes are guessed one try at a time: limited like the sign-in calls.
    limited: true,
  },
  lottery: {
    method: 'GET',
    path: '/economy/lottery',
    auth: 'user',
    payload: LotteryPayloadSchema,
    answer: LotterySchema,
  },
  drawLottery: {
    method: 'POST',
    path: '/economy/lottery/draw',
    auth: 'user',
    payload: DrawPayloadSchema,
    answer: DrawResultSchema,
  },
} as const satisfies Record<string, ApiRoute>;
