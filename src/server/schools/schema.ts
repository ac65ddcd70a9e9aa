import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('schools_admin_key').on(table.adminCharacterId)],
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
