import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  GroupNameSchema,
  SCHOOL_IMPORT_MAX,
  SCHOOL_PASSWORD_LENGTH,
  type ImportStudentsResult,
  type OpenedAccount,
  type SchoolOverview,
  type SchoolInvitations,
  type SchoolReport,
} from '../../contracts';
import { accuracyOf, wpmFromChars } from '../../engine';
import { isSafeName } from '../../content/safety';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters, dailyTotals, organizations, users } from '../db/schema';
import { fail, isUniqueViolation } from '../errors';
import { managedGroup, type GroupRow } from '../groups/access';
import { ensureRoom, insertGroup, insertMember } from '../groups/service';
import { groupMembers, groups } from '../groups/schema';
import { statsSpan } from '../groups/stats';
import { insertCharacter, type CharacterRow } from '../character/service';
import { randomCode } from '../shared/random-code';
import { hashPassword } from '../user/passwords';
import { insertPasswordAccount, requireUser, usernameTaken } from '../user/users';
import { deleteClassAndOpenedAccounts } from './retention';
import { schoolAccounts, schoolTeachers, schools } from './schema';

export type SchoolRow = typeof schools.$inferSelect;

/** The school this SCHOOL character administers. */
export async function schoolOf(db: Executor, admin: CharacterRow): Promise<SchoolRow> {
  const [row] = await db.select().from(schools).where(eq(schools.adminCharacterId, admin.id));
  if (!row) throw fail('SCHOOL_NOT_FOUND');
  return row;
}

/**
 * Opens a school in the administrator area: a SCHOOL character of the account (which needs a password, as a
 * teacher's does), the organisation its students see, and the school itself. Unverified until checked.
 */
export async function openSchool(
  context: ServerContext,
  userId: number,
  request: { name: string; nickname: string },
): Promise<SchoolOverview> {
  const user = await requireUser(context.db, userId);
  if (!user.passwordHash) throw fail('SCHOOL_NEEDS_PASSWORD');
  const now = context.clock.now();
  const admin = await context.db.transaction(async (tx) => {
    const character = await insertCharacter(tx, {
      userId,
      type: 'SCHOOL',
      avatar: 'avatar-school',
      nickname: request.nickname,
      now,
    });
    const [organization] = await tx
      .insert(organizations)
      .values({ name: request.name, authType: 'SCHOOL', createdAt: now })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('The school was not opened.');
    await tx
      .insert(schools)
      .values({ organizationId: organization.id, adminCharacterId: character.id, createdAt: now });
    return character;
  });
  return schoolOverview(context, admin);
}

export async function schoolOverview(context: ServerContext, admin: CharacterRow): Promise<SchoolOverview> {
  const { db } = context;
  const school = await schoolOf(db, admin);
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, school.organizationId));
  const classRows = await db
    .select({
      group: groups,
      owner: characters,
      members: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`,
    })
    .from(groups)
    .innerJoin(characters, eq(characters.id, groups.ownerCharacterId))
    .where(eq(groups.schoolId, school.id))
    .orderBy(asc(groups.name), asc(groups.id));
  const teachers = await db
    .select({
      id: characters.id,
      nickname: characters.nickname,
      username: users.username,
      acceptedAt: schoolTeachers.acceptedAt,
    })
    .from(schoolTeachers)
    .innerJoin(characters, eq(characters.id, schoolTeachers.teacherCharacterId))
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(schoolTeachers.schoolId, school.id))
    .orderBy(asc(characters.nickname));
  return {
    characterId: admin.id,
    schoolId: school.id,
    name: organization?.name ?? '',
    classes: classRows.map((row) => {
      const taught = row.owner.id !== admin.id;
      return {
        groupId: row.group.id,
        name: row.group.name,
        teacherId: taught ? row.owner.id : null,
        teacherNickname: taught ? row.owner.nickname : null,
        memberCount: Number(row.members),
      };
    }),
    teachers: teachers.map((row) => ({
      teacherId: row.id,
      nickname: row.nickname,
      username: row.username,
      accepted: row.acceptedAt !== null,
    })),
  };
}

/**
 * Invites a teacher by their account's username (the account's first TEACHER role). Nothing of the school reaches
 * the teacher's classes until they accept.
 */
export async function addSchoolTeacher(context: ServerContext, admin: CharacterRow, username: string) {
  const school = await schoolOf(context.db, admin);
  const [teacher] = await context.db
    .select({ id: characters.id })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(characters.type, 'TEACHER')))
    .orderBy(asc(characters.id))
    .limit(1);
  if (!teacher) throw fail('TEACHER_NOT_FOUND');
  await context.db
    .insert(schoolTeachers)
    .values({ schoolId: school.id, teacherCharacterId: teacher.id, createdAt: context.clock.now() })
    .onConflictDoNothing();
  return schoolOverview(context, admin);
}

/** The schools' invitations waiting for this teacher's answer. */
export async function schoolInvitations(db: Executor, teacher: CharacterRow): Promise<SchoolInvitations> {
  const rows = await db
    .select({ schoolId: schools.id, schoolName: organizations.name })
    .from(schoolTeachers)
    .innerJoin(schools, eq(schools.id, schoolTeachers.schoolId))
    .innerJoin(organizations, eq(organizations.id, schools.organizationId))
    .where(and(eq(schoolTeachers.teacherCharacterId, teacher.id), isNull(schoolTeachers.acceptedAt)))
    .orderBy(asc(schoolTeachers.createdAt));
  return { invitations: rows };
}

/** The teacher accepts (works for the school from now on) or declines (the invitation is deleted). */
export async function answerSchoolInvitation(
  context: ServerContext,
  teacher: CharacterRow,
  schoolId: number,
  accept: boolean,
): Promise<SchoolInvitations> {
  const mine = and(
    eq(schoolTeachers.schoolId, schoolId),
    eq(schoolTeachers.teacherCharacterId, teacher.id),
    isNull(schoolTeachers.acceptedAt),
  );
  const answered = accept
    ? await context.db
        .update(schoolTeachers)
        .set({ acceptedAt: context.clock.now() })
        .where(mine)
        .returning({ schoolId: schoolTeachers.schoolId })
    : await context.db.delete(schoolTeachers).where(mine).returning({ schoolId: schoolTeachers.schoolId });
  if (answered.length === 0) throw fail('SCHOOL_NOT_FOUND');
  return schoolInvitations(context.db, teacher);
}

/** A class of the school, taught by one of its teachers or (without one) run by the school itself. */
export async function createSchoolClass(
  context: ServerContext,
  admin: CharacterRow,
  request: { name: string; teacherId?: number | undefined },
) {
  const school = await schoolOf(context.db, admin);
  let owner = admin.id;
  if (request.teacherId !== undefined) {
    const [teacher] = await context.db
      .select()
      .from(schoolTeachers)
      .where(
        and(
          eq(schoolTeachers.schoolId, school.id),
          eq(schoolTeachers.teacherCharacterId, request.teacherId),
          isNotNull(schoolTeachers.acceptedAt),
        ),
      );
    if (!teacher) throw fail('TEACHER_NOT_FOUND');
    owner = request.teacherId;
  }
  await insertGroup(context.db, context.clock.now(), {
    ownerCharacterId: owner,
    name: request.name,
    schoolId: school.id,
  });
  return schoolOverview(context, admin);
}

const PASSWORD_CHARS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
const USERNAME_CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A generated password: letters and digits, with at least one of each. */
export function generatedPassword(): string {
  for (;;) {
    const password = randomCode(PASSWORD_CHARS, SCHOOL_PASSWORD_LENGTH);
    if (/\d/.test(password) && /[a-z]/i.test(password)) return password;
  }
}

/** A pseudonymous username: the school's number and random letters, nothing of the child's name. */
const generatedUsername = (schoolId: number) => `s${schoolId}-${randomCode(USERNAME_CHARS, 6)}`;

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
      const existing = await tx.select().from(groups).where(eq(groups.schoolId, school.id));
      for (const row of existing) if (!classes.has(row.name)) classes.set(row.name, row);
      const adding = new Map<number, number>();
      for (const student of students) {
        if (!classes.has(student.className)) {
          const created = { ownerCharacterId: admin.id, name: student.className, schoolId: school.id };
          classes.set(student.className, await insertGroup(tx, now, created));
        }
        const id = classes.get(student.className)!.id;
        adding.set(id, (adding.get(id) ?? 0) + 1);
      }
      // Locked in one order (by id), so two imports into the same classes wait for each other, never deadlock.
      for (const id of [...adding.keys()].sort((a, b) => a - b)) await ensureRoom(tx, id, adding.get(id)!);
      const opened: OpenedAccount[] = [];
      for (const [index, student] of students.entries()) {
        const group = classes.get(student.className)!;
        let username = generatedUsername(school.id);
        for (let attempt = 0; await usernameTaken(tx, username); attempt++) {
          if (attempt > 5) throw new Error('No free username.');
          username = generatedUsername(school.id);
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

/** Moves a student from one class of the school to another. */
export async function moveStudent(
  context: ServerContext,
  admin: CharacterRow,
  request: { studentId: number; fromGroupId: number; toGroupId: number },
) {
  const school = await schoolOf(context.db, admin);
  const from = await managedGroup(context.db, admin, request.fromGroupId);
  const to = await managedGroup(context.db, admin, request.toGroupId);
  if (from.schoolId !== school.id || to.schoolId !== school.id) throw fail('GROUP_NOT_FOUND');
  await context.db.transaction(async (tx) => {
    const moved = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, from.id), eq(groupMembers.characterId, request.studentId)))
      .returning({ id: groupMembers.characterId });
    if (moved.length === 0) throw fail('STUDENT_NOT_FOUND');
    await ensureRoom(tx, to.id, 1);
    await insertMember(tx, to.id, request.studentId, context.clock.now());
  });
  return schoolOverview(context, admin);
}

/**
 * Deletes a class and its data: the class, its assignments, and the accounts the school opened in it with all
 * their results. Students who joined with their own accounts only leave the class.
 */
export async function deleteSchoolClass(context: ServerContext, admin: CharacterRow, groupId: number) {
  const school = await schoolOf(context.db, admin);
  const group = await managedGroup(context.db, admin, groupId);
  if (group.schoolId !== school.id) throw fail('GROUP_NOT_FOUND');
  await context.db.transaction((tx) => deleteClassAndOpenedAccounts(tx, group.id, school.id));
}

/** Figures per class and per teacher over the last 7, 30 or 90 days. */
export async function schoolReport(
  context: ServerContext,
  admin: CharacterRow,
  days: number,
): Promise<SchoolReport> {
  const overview = await schoolOverview(context, admin);
  const { from, to } = statsSpan(context, admin, days, undefined);
  const rows = overview.classes.length
    ? await context.db
        .select({
          groupId: groupMembers.groupId,
          characterId: groupMembers.characterId,
          durationMs: sql<number>`coalesce(sum(${dailyTotals.durationMs}), 0)::float8`,
          correct: sql<number>`coalesce(sum(${dailyTotals.correctChars}), 0)::int`,
          wrong: sql<number>`coalesce(sum(${dailyTotals.wrongChars}), 0)::int`,
          matching: sql<number>`coalesce(sum(${dailyTotals.matchingChars}), 0)::int`,
          passed: sql<number>`coalesce(sum(${dailyTotals.lessonsPassed}), 0)::int`,
          attempts: sql<number>`coalesce(sum(${dailyTotals.attempts}), 0)::int`,
        })
        .from(groupMembers)
        .leftJoin(
          dailyTotals,
          and(
            eq(dailyTotals.characterId, groupMembers.characterId),
            sql`${dailyTotals.day} between ${from} and ${to}`,
          ),
        )
        .where(
          inArray(
            groupMembers.groupId,
            overview.classes.map((row) => row.groupId),
          ),
        )
        .groupBy(groupMembers.groupId, groupMembers.characterId)
    : [];
  const figures = (picked: typeof rows) => {
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      picked.reduce((total, row) => total + Number(pick(row)), 0);
    const durationMs = sum((row) => row.durationMs);
    const correct = sum((row) => row.correct);
    const wrong = sum((row) => row.wrong);
    return {
      memberCount: new Set(picked.map((row) => row.characterId)).size,
      activeStudents: new Set(picked.filter((row) => Number(row.attempts) > 0).map((row) => row.characterId))
        .size,
      durationMs,
      lessonsPassed: sum((row) => row.passed),
      wpm: wpmFromChars(
        sum((row) => row.matching),
        durationMs,
      ),
      accuracy: accuracyOf(correct, correct + wrong),
    };
  };
  return {
    days,
    classes: overview.classes.map((row) => ({
      groupId: row.groupId,
      name: row.name,
      teacherNickname: row.teacherNickname,
      ...figures(rows.filter((figure) => figure.groupId === row.groupId)),
    })),
    teachers: overview.teachers.map((teacher) => {
      const classIds = overview.classes
        .filter((row) => row.teacherId === teacher.teacherId)
        .map((row) => row.groupId);
      return {
        teacherId: teacher.teacherId,
        nickname: teacher.nickname,
        classCount: classIds.length,
        ...figures(rows.filter((figure) => classIds.includes(figure.groupId))),
      };
    }),
  };
}
