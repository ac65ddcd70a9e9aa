import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { users } from '../user/schema';

/** The character resource's tables (server/character): the learners of an account. */

/** Learner profiles of an account. */
export const characters = pgTable(
  'characters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    avatar: text('avatar').notNull(),
    nickname: text('nickname').notNull(),
    /** The time zone of the latest attempt: "today" for this character. */
    timeZone: text('time_zone'),
    /** The keyboard layout the character types on (KEYBOARD_LAYOUT_IDS). */
    keyboardLayout: text('keyboard_layout').notNull().default('us'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('characters_user_idx').on(table.userId)],
);

/** The column of a row that belongs to a character (deleted with it): `character_id`, the owner's id. */
export const characterIdColumn = () =>
  integer('character_id')
    .notNull()
    .references(() => characters.id, { onDelete: 'cascade' });
