import { and, eq, isNotNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { managedGroup } from '../groups/access';
import { deleteMembers, ensureRoom, insertMember } from '../groups/members';
import { insertGroup } from '../groups/service';
import type { CharacterRow } from '../character/service';
import { deleteClassAndOpenedAccounts } from './retention';
import { schoolTeachers } from './schema';
import { schoolOf, schoolOverview } from './service';

/* A school's classes: made (groups' own insert, in the school's name), a student moved between two, deleted. */

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
  const group = await managedGroup(context.db, admin, groupId);
  if (group.schoolId !== school.id) throw fail('GROUP_NOT_FOUND');
  await context.db.transaction((tx) => deleteClassAndOpenedAccounts(tx, group.id, school.id));
}
