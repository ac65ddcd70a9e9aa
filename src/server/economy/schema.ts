import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { characters } from '../character/schema';
import { users } from '../user/schema';

/**
 * The economy's tables (docs/ECONOMY.md). The ledger is the record: every change of points, crystals or items is
 * one appended row with its reason and an idempotency key, written in the same transaction as the balance row's
 * conditional update and the change's effect. Balances can never go below zero (CHECK constraints as well).
 */

/** A character's balances: one row, changed only by `... WHERE balance >= cost` updates beside a ledger row. */
export const economyBalances = pgTable(
  'economy_balances',
  {
    characterId: integer('character_id')
      .primaryKey()
      .references(() => characters.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    crystals: integer('crystals').notNull().default(0),
    /** Lottery draws without a prize in a row (the pity counter). */
    emptyDraws: integer('empty_draws').notNull().default(0),
    /**
     * The time zone whose day the daily caps count (ledger.ts `economyDay`): the learner's first stated zone, then
     * changed only from the day after a change is asked for (`nextTimeZone` from `nextZoneFrom`, a day of the
     * zone in force). Null until the first attempt states one (UTC meanwhile).
     */
    timeZone: text('time_zone'),
    nextTimeZone: text('next_time_zone'),
    nextZoneFrom: date('next_zone_from', { mode: 'string' }),
    /** The last day the caps counted: the caps' day never goes back to an earlier one. */
    lastDay: date('last_day', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('economy_balances_points_check', sql`${table.points} >= 0`),
    check('economy_balances_crystals_check', sql`${table.crystals} >= 0`),
  ],
);

/** The append-only ledger: points, crystals and items, each entry once per (character, idempotency key). */
export const economyLedger = pgTable(
  'economy_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    subject: text('subject'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('economy_ledger_key').on(table.characterId, table.idempotencyKey),
    index('economy_ledger_character_idx').on(table.characterId, table.currency, table.id),
  ],
);

/** What a character earned and drew on one of its days (the daily caps). */
export const economyDays = pgTable(
  'economy_days',
  {
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    draws: smallint('draws').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.day] })],
);

/**
 * A game round the server started (and charged): its result carries `roundId` to be saved as paid. Charged when
 * the game is chosen, it is begun when the learner starts playing (`began_at`); one never begun is given back
 * (`refunded_at`, with its cause) when the page is left or after ROUND_BEGIN_MINUTES. Begun, finished and given
 * back are each set by a conditional update, so a round is never both played and refunded.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey(),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    roundKey: text('round_key').notNull(),
    cost: integer('cost').notNull(),
    items: text('items').array().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the learner began playing (pressed Enter on the title); null while the round waits. */
    beganAt: timestamp('began_at', { withTimezone: true }),
    /** When the round was given back (never begun); its ledger entries carry the cause. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The attempt that finished the round; set once. No foreign key: attempts are partitioned by month and their
     * id alone is no constraint's key (a round's attempt is removed with its character, which removes the round).
     */
    attemptId: integer('attempt_id'),
  },
  (table) => [
    uniqueIndex('game_rounds_key').on(table.characterId, table.roundKey),
    uniqueIndex('game_rounds_attempt').on(table.attemptId),
    // The sweep's rounds: charged, never begun, finished or given back.
    index('game_rounds_waiting_idx')
      .on(table.startedAt)
      .where(sql`${table.beganAt} is null and ${table.refundedAt} is null and ${table.attemptId} is null`),
  ],
);

/** Game items in a character's toolbox, one row per item. */
export const economyItems = pgTable(
  'economy_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    roundId: uuid('round_id'),
  },
  (table) => [index('economy_items_character_idx').on(table.characterId, table.state)],
);

/**
 * Discount cards: won in the lottery (the character's at once) or granted (a code handed out, claimed by the
 * first character that enters it). Redeemed once against a membership order, by a conditional update.
 */
export const discountCards = pgTable(
  'discount_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    percent: smallint('percent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    characterId: integer('character_id').references(() => characters.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    source: text('source').notNull(),
    orderRef: text('order_ref'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('discount_cards_code').on(table.code),
    index('discount_cards_character_idx').on(table.characterId),
    check('discount_cards_percent_check', sql`${table.percent} between 1 and 100`),
  ],
);
