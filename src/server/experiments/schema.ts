import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { characterIdColumn } from '../character/schema';
import { groups } from '../groups/schema';

/**
 * The classes in a study (docs/EVIDENCE.md, "The experiment"): one row per class, with its arm of the course
 * (EXPERIMENT_ARMS) and when the school put it there, consent given. Gone with the class.
 */
export const classExperiments = pgTable('class_experiments', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  arm: text('arm').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The arm each attempt was made in, written in the attempt's transaction (a listener of the saved attempt): the
 * class whose study the student was in and its arm then. The research export reads the arm from here, so a class
 * that changes arm or leaves its study keeps its earlier attempts' arm. Gone with the class or the character.
 */
export const attemptArms = pgTable(
  'attempt_arms',
  {
    attemptId: integer('attempt_id').notNull(),
    attemptDay: date('attempt_day', { mode: 'string' }).notNull(),
    characterId: characterIdColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    arm: text('arm').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.attemptDay] }),
    index('attempt_arms_group_idx').on(table.groupId),
    index('attempt_arms_character_idx').on(table.characterId),
  ],
);
