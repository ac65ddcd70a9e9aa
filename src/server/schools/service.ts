import { asc, eq, sql } from 'drizzle-orm';
import type { SchoolOverview } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters, organizations, users } from '../db/schema';
import { fail } from '../errors';
import { groupMembers, groups } from '../groups/schema';
import { insertCharacter, type CharacterRow } from '../character/service';
import { requireUser } from '../user/users';
import { schoolClasses, schoolTeachers, schools } from './schema';

/* A school's own row: opened, found by its administrator, and its overview (its classes and teachers). */

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
    .from(schoolClasses)
    .innerJoin(groups, eq(groups.id, schoolClasses.groupId))
    .innerJoin(characters, eq(characters.id, groups.ownerCharacterId))
    .where(eq(schoolClasses.schoolId, school.id))
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
