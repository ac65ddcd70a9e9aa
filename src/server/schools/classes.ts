import { and, eq, isNotNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { managedGroup, type GroupOversight, type GroupRow } from '../groups/access';
import { deleteMembers, ensureRoom, insertMember } from '../groups/members';
import { insertGroup } from '../groups/service';
import type { CharacterRow } from '../character/service';
import { organizations } from '../open/schema';
import { deleteClassAndOpenedAccounts } from './retention';
import { schoolClasses, schoolTeachers, schools } from './schema';
import { schoolOf, schoolOverview, type SchoolRow } from './service';

/*
 * A school's classes: made (groups' own insert, linked to the school in school_classes in the same transaction),
 * a student moved between two, deleted; the school they belong to, and its administrator's oversight of them.
 */

/** Makes a class of the school: the group, and its link to the school. In the caller's transaction. */
export async function insertSchoolClass(
  tx: Executor,
  now: Date,
  schoolId: number,
  values: { ownerCharacterId: number; name: string },
): Promise<GroupRow> {
  const group = await insertGroup(tx, now, values);
  await tx.insert(schoolClasses).values({ groupId: group.id, schoolId });
  return group;
}

/** The school a class belongs to (its id, name and logo), or null for a teacher's own group. */
export async function schoolOfClass(db: Executor, groupId: number) {
  const [row] = await db
    .select({ id: schools.id, name: organizations.name, logo: schools.logo })
    .from(schoolClasses)
    .innerJoin(schools, eq(schools.id, schoolClasses.schoolId))
    .innerJoin(organizations, eq(organizations.id, schools.organizationId))
    .where(eq(schoolClasses.groupId, groupId));
  return row ?? null;
}

/**
 * A class of the school this administrator runs, or GROUP_NOT_FOUND (another school's class, a teacher's own
 * group, or none), as the groups resource answers a group the actor does not run.
 */
export async function classOfSchool(
  context: ServerContext,
  admin: CharacterRow,
  school: SchoolRow,
  groupId: number,
): Promise<GroupRow> {
  const group = await managedGroup(context, admin, groupId);
  if ((await schoolOfClass(context.db, group.id))?.id !== school.id) throw fail('GROUP_NOT_FOUND');
  return group;
}

/** The classes of the school this character administers (only the one asked about, when one is). */
const administeredClasses = (db: Executor, characterId: number, groupId?: number) =>
  db
    .select({ groupId: schoolClasses.groupId })
    .from(schoolClasses)
    .innerJoin(schools, eq(schools.id, schoolClasses.schoolId))
    .where(
      and(
        eq(schools.adminCharacterId, characterId),
        groupId === undefined ? undefined : eq(schoolClasses.groupId, groupId),
      ),
    );

/**
 * What a school tells the groups resource about its classes (ServerContext.groupOversight, handed over by app.ts):
 * its administrator manages each class as its teacher does, and a class is shown with the school's name.
 */
export const schoolOversight: GroupOversight = {
  oversees: async (db, characterId, groupId) =>
    (await administeredClasses(db, characterId, groupId)).length > 0,
  overseenBy: async (db, characterId) =>
    (await administeredClasses(db, characterId)).map((row) => row.groupId),
  holderName: async (db, groupId) => (await schoolOfClass(db, groupId))?.name ?? null,
};

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
  await context.db.transaction((tx) =>
    insertSchoolClass(tx, context.clock.now(), school.id, { ownerCharacterId: owner, name: request.name }),
  );
  return schoolOverview(context, admin);
}

/** Moves a student from one class of the school to another. */
export async function moveStudent(
  context: ServerContext,
  admin: CharacterRow,
  request: { studentId: number; fromGroupId: number; toGroupId: number },
) {
  const school = await schoolOf(context.db, admin);
  const from = await classOfSchool(context, admin, school, request.fromGroupId);
  const to = await classOfSchool(context, admin, school, request.toGroupId);
  await context.db.transaction(async (tx) => {
    const moved = await deleteMembers(tx, from.id, [request.studentId]);
    if (moved === 0) throw fail('STUDENT_NOT_FOUND');
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
  const group = await classOfSchool(context, admin, school, groupId);
  await context.db.transaction((tx) => deleteClassAndOpenedAccounts(tx, group.id, school.id));
}
