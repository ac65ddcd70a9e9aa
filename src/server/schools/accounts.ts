import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  GroupNameSchema,
  SCHOOL_IMPORT_MAX,
  SCHOOL_PASSWORD_LENGTH,
  type ImportStudentsResult,
  type OpenedAccount,
} from '../../contracts';
import { isSafeName } from '../../content/safety';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail, isUniqueViolation } from '../errors';
import type { GroupRow } from '../groups/access';
import { ensureRoom, insertMember } from '../groups/members';
import { groups } from '../groups/schema';
import { insertCharacter, type CharacterRow } from '../character/service';
import { randomCode, schoolUsername } from '../shared/random-code';
import { hashPassword } from '../user/passwords';
import { insertPasswordAccount, usernameTaken } from '../user/users';
import { insertSchoolClass } from './classes';
import { schoolAccounts, schoolClasses } from './schema';
import { schoolOf } from './service';

/* The accounts a school opens from its CSV (docs/PRIVACY.md): pseudonymous usernames, generated passwords. */

/** Whether the school opened this account (it keeps a username, a class and results only: no contact). */
export async function isSchoolAccount(db: Executor, userId: number): Promise<boolean> {
  const [opened] = await db
    .select({ id: schoolAccounts.userId })
    .from(schoolAccounts)
    .where(eq(schoolAccounts.userId, userId));
  return opened !== undefined;
}

const PASSWORD_CHARS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A generated password: letters and digits, with at least one of each. */
export function generatedPassword(): string {
  for (;;) {
    const password = randomCode(PASSWORD_CHARS, SCHOOL_PASSWORD_LENGTH);
    if (/\d/.test(password) && /[a-z]/i.test(password)) return password;
  }
}

interface CsvStudent {
  label: string;
  className: string;
}

/** Reads the CSV: a header line with `class` (required) and `name` (optional). */
export function parseStudentsCsv(csv: string): CsvStudent[] {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('class') || parsed.errors.some((error) => error.type !== 'FieldMismatch')) {
    throw fail('SCHOOL_CSV_INVALID');
  }
  if (parsed.data.length === 0) throw fail('SCHOOL_CSV_INVALID');
  if (parsed.data.length > SCHOOL_IMPORT_MAX) throw fail('SCHOOL_IMPORT_TOO_LARGE');
  return parsed.data.map((row, index) => {
    const className = GroupNameSchema.safeParse(row.class ?? '');
    if (!className.success) {
      throw fail('SCHOOL_CSV_INVALID', {
        fields: [{ path: `line ${index + 2}`, message: 'SCHOOL_CSV_INVALID' }],
      });
    }
    // A class's name is read by its students: the one safety filter judges it, as a class made in the form.
    if (!isSafeName(className.data)) {
      throw fail('NAME_NOT_ALLOWED', {
        fields: [{ path: `line ${index + 2}`, message: 'NAME_NOT_ALLOWED' }],
      });
    }
    return { label: (row.name ?? '').trim().slice(0, 60), className: className.data };
  });
}

/**
 * Opens one account per CSV line in its class (made when missing): a pseudonymous username, a generated password
 * (only its hash is kept), a STUDENT role, membership of the class. The names in the CSV go back on the answer,
 * for the sign-in sheet, and are never stored.
 */
export async function importStudents(
  context: ServerContext,
  admin: CharacterRow,
  csv: string,
): Promise<ImportStudentsResult> {
  const school = await schoolOf(context.db, admin);
  const students = parseStudentsCsv(csv);
  const passwords = students.map(() => generatedPassword());
  const hashes: string[] = [];
  // Hashing is the slow part: a few at a time, so one import does not hold every thread of the pool.
  for (let i = 0; i < passwords.length; i += 4) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + 4).map((password) => hashPassword(password)))));
  }
  const now = context.clock.now();
  const accounts: OpenedAccount[] = await context.db
    .transaction(async (tx) => {
      const classes = new Map<string, GroupRow>();
      const existing = await tx
        .select({ group: groups })
        .from(schoolClasses)
        .innerJoin(groups, eq(groups.id, schoolClasses.groupId))
        .where(eq(schoolClasses.schoolId, school.id));
      for (const { group } of existing) if (!classes.has(group.name)) classes.set(group.name, group);
      const adding = new Map<number, number>();
      for (const student of students) {
        if (!classes.has(student.className)) {
          const created = { ownerCharacterId: admin.id, name: student.className };
          classes.set(student.className, await insertSchoolClass(tx, now, school.id, created));
        }
        const id = classes.get(student.className)!.id;
        adding.set(id, (adding.get(id) ?? 0) + 1);
      }
      // Locked in one order (by id), so two imports into the same classes wait for each other, never deadlock.
      for (const id of [...adding.keys()].sort((a, b) => a - b)) await ensureRoom(tx, id, adding.get(id)!);
      const opened: OpenedAccount[] = [];
      for (const [index, student] of students.entries()) {
        const group = classes.get(student.className)!;
        let username = schoolUsername(school.id);
        for (let attempt = 0; await usernameTaken(tx, username); attempt++) {
          if (attempt > 5) throw new Error('No free username.');
          username = schoolUsername(school.id);
        }
        // Each row is written by the resource that owns it, in this transaction.
        const user = await insertPasswordAccount(tx, { username, passwordHash: hashes[index]!, now });
        await tx.insert(schoolAccounts).values({ userId: user.id, schoolId: school.id, createdAt: now });
        const character = await insertCharacter(tx, {
          userId: user.id,
          type: 'STUDENT',
          avatar: 'avatar-student-1',
          nickname: username,
          now,
        });
        await insertMember(tx, group.id, character.id, now);
        opened.push({
          label: student.label,
          className: student.className,
          groupId: group.id,
          username,
          password: passwords[index]!,
        });
      }
      return opened;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fail('ACCOUNT_EXISTS');
      throw error;
    });
  return { accounts };
}
