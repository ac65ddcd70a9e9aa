import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { characterIdColumn, characters } from '../character/schema';

/** The notebook resource's tables (server/notebook): the error-word notebook. */

/**
 * A character's error-word notebook (engine: src/engine/notebook.ts). Derived from the character's finished
 * attempts on read (`notebook_state.last_attempt_id` says how far), so it never misses a queued attempt.
 */
export const notebookEntries = pgTable(
  'notebook_entries',
  {
    characterId: characterIdColumn(),
    mode: text('mode').notNull(),
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    misses: integer('misses').notNull(),
    streak: integer('streak').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.characterId, table.mode, table.token] })],
);

/** A character's notebook settings and how far its attempts have been read into the notebook. */
export const notebookState = pgTable('notebook_state', {
  characterId: integer('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  wordLoopCount: integer('word_loop_count').notNull(),
  clearAfter: integer('clear_after').notNull(),
  lastAttemptId: integer('last_attempt_id').notNull().default(0),
});
