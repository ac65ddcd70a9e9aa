import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { characters } from '../character/schema';
import { users } from '../user/schema';
import { createdAt } from '../db/columns';

/**
 * A study group (a class): owned by a TEACHER character, or by a school's SCHOOL character until the school gives
 * it a teacher (which school holds a class is the schools resource's: its school_classes table). Deleting it
 * deletes its memberships and assignments (never the students' own results).
 */
export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerCharacterId: integer('owner_character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    joinCode: text('join_code'),
    joinCodeEnabled: boolean('join_code_enabled').notNull().default(true),
    joinCodeExpiresAt: timestamp('join_code_expires_at', { withTimezone: true }),
    /** The layout the whole class types on (a school computer room); null: each student's own. */
    keyboardLayout: text('keyboard_layout'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('groups_owner_idx').on(table.ownerCharacterId),
    uniqueIndex('groups_join_code_key').on(table.joinCode),
  ],
);

/**
 * Who is in a group: one row per (group, student character), with the teacher's remark name. The one table that
 * says who belongs to a class; statistics, assignments and leaderboards read membership from here.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    remarkName: text('remark_name'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.characterId] }),
    index('group_members_character_idx').on(table.characterId),
  ],
);

/** Work a teacher gives a group: a lesson, a chapter, a custom course or a game, with an optional due day. */
export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    title: text('title').notNull(),
    /** The lessons to pass (a lesson or a chapter's); empty for a game or a custom course. */
    lessonSlugs: jsonb('lesson_slugs').$type<string[]>().notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [index('assignments_group_idx').on(table.groupId, table.id)],
);

/**
 * Which role of an account is in use, and from which session: another session may not use a different role of
 * the same account until this one has been quiet for ROLE_PRESENCE_MINUTES (spec 6: multiple roles cannot be
 * logged in at once).
 */
export const rolePresence = pgTable('role_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  characterId: integer('character_id')
    .notNull()
    .references(() => characters.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
