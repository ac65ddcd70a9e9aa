import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SchoolInvitations } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters, organizations, users } from '../db/schema';
import { fail } from '../errors';
import type { CharacterRow } from '../character/service';
import { schoolTeachers, schools } from './schema';
import { schoolOf, schoolOverview } from './service';

/* The teachers a school invites, and their answers. */

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
