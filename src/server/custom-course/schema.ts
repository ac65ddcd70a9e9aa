import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { characterIdColumn } from '../character/schema';

/** The custom-course resource's tables (server/custom-course). */

/**
 * Courses a learner writes from their own text (custom content). `completedAt` is set by the first finished
 * attempt at the course (practice id `custom-<id>`); a completed course can no longer be edited.
 */
export const customCourses = pgTable(
  'custom_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    characterId: characterIdColumn(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    mode: text('mode').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_courses_character_idx').on(table.characterId, table.id)],
);
