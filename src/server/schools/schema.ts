import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups } from '../groups/schema';
import { characters } from '../character/schema';
import { organizations } from '../open/schema';
import { users } from '../user/schema';
import { createdAt } from '../db/columns';

/**
 * A school (or organisation) run from the administrator area by its SCHOOL character. Its organisation row
 * carries the name, verification and home-page theme its students see.
 */
export const schools = pgTable(
  'schools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    adminCharacterId: integer('admin_character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** The school's logo for its reports and certificates: a data URL of a PNG or JPEG (schools/logo.ts). */
    logo: text('logo'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('schools_admin_key').on(table.adminCharacterId)],
);

/**
 * The classes of a school: each a group (the groups resource's row) the school holds. The school's administrator
 * manages each as its teacher does (schools/classes.ts, `schoolOversight`) and its answers carry the school's
 * name. A class lives and dies with its school: deleting the school deletes its classes, through this table
 * (migration 0032's trigger `school_classes_deleted` deletes the group whose row here goes), as deleting a class
 * deletes its row here.
 */
export const schoolClasses = pgTable(
  'school_classes',
  {
    groupId: integer('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (table) => [index('school_classes_school_idx').on(table.schoolId)],
);

/**
 * The teachers (TEACHER characters) a school has invited: a teacher works for the school only once they have
 * accepted (`accepted_at`); declining deletes the row.
 */
export const schoolTeachers = pgTable(
  'school_teachers',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    teacherCharacterId: integer('teacher_character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.teacherCharacterId] })],
);

/**
 * Accounts a school opened from its CSV: a pseudonymous username, a password hash, one STUDENT character in one
 * class, and its results; no e-mail, phone or real name (docs/PRIVACY.md). Deleting the school or the class
 * deletes them.
 */
export const schoolAccounts = pgTable(
  'school_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('school_accounts_school_idx').on(table.schoolId)],
);

/**
 * A OneRoster class (`sourcedId`) of the school and the KeyQuest class it is. A re-import finds its classes here,
 * so a class renamed in the roster keeps its members and results; the same keys serve OneRoster's REST API.
 */
export const rosterClasses = pgTable(
  'roster_classes',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sourcedId: text('sourced_id').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    orgSourcedId: text('org_sourced_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.sourcedId] })],
);

/**
 * A OneRoster user (`sourcedId`) of the school and the KeyQuest account and role they are: a student's STUDENT or
 * a teacher's TEACHER character. `loginKey` is a hash of the roster's username (often the school e-mail), matched
 * by the school's sign-in so a child signing in with their school account gets this account; the username itself
 * is not kept. A user the roster no longer names leaves its classes and is marked `active = false`: the account and
 * every result stay.
 */
export const rosterUsers = pgTable(
  'roster_users',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sourcedId: text('sourced_id').notNull(),
    role: text('role').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: integer('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    loginKey: text('login_key'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.schoolId, table.sourcedId] }),
    index('roster_users_login_idx').on(table.schoolId, table.loginKey),
    index('roster_users_character_idx').on(table.characterId),
  ],
);
