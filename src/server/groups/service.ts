import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import {
  AVATAR_KEYS,
  DEFAULT_AVATAR,
  GROUP_MEMBER_LIMIT,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_DAYS,
  DEFAULT_KEYBOARD_LAYOUT,
  isKeyboardLayoutId,
  JOIN_CODE_LENGTH,
  TEACHER_GROUP_LIMIT,
  TEACHER_STUDENT_LIMIT,
  type AvatarKey,
  type Group,
  type GroupDetail,
  type GroupMember,
  type JoinInfo,
  type KeyboardLayoutId,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters, organizations } from '../db/schema';
import { fail, isUniqueViolation } from '../errors';
import type { CharacterRow } from '../character/service';
import { schools } from '../schools/schema';
import { randomCode } from '../shared/random-code';
import { memberOf, type GroupRow } from './access';
import { groupMembers, groups } from './schema';
import { DAY } from '../shared/clock';

export const newJoinCode = (): string => randomCode(JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH);

const joinCodeExpiry = (now: Date) => new Date(now.getTime() + JOIN_CODE_DAYS * DAY);

async function schoolNameOf(db: Executor, schoolId: number | null): Promise<string | null> {
  if (schoolId === null) return null;
  const [row] = await db
    .select({ name: organizations.name })
    .from(schools)
    .innerJoin(organizations, eq(organizations.id, schools.organizationId))
    .where(eq(schools.id, schoolId));
  return row?.name ?? null;
}

export async function toGroup(db: Executor, row: GroupRow): Promise<Group> {
  const [members] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, row.id));
  return {
    groupId: row.id,
    name: row.name,
    memberCount: members?.n ?? 0,
    joinCode: row.joinCode,
    joinCodeEnabled: row.joinCodeEnabled,
    joinCodeExpiresAt: row.joinCodeExpiresAt?.toISOString() ?? null,
    schoolName: await schoolNameOf(db, row.schoolId),
    keyboardLayout:
      row.keyboardLayout !== null && isKeyboardLayoutId(row.keyboardLayout) ? row.keyboardLayout : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const avatarOf = (key: string): AvatarKey =>
  (AVATAR_KEYS as readonly string[]).includes(key) ? (key as AvatarKey) : DEFAULT_AVATAR;

/** The groups an actor runs: a teacher's own, or every class of the school its administrator runs. */
export async function listGroups(context: ServerContext, actor: CharacterRow): Promise<Group[]> {
  const rows = await context.db
    .select()
    .from(groups)
    .where(eq(groups.ownerCharacterId, actor.id))
    .orderBy(asc(groups.id));
  return Promise.all(rows.map((row) => toGroup(context.db, row)));
}

/**
 * Inserts a group with a fresh join code (a code already taken is drawn again). `schoolId` makes it a class of
 * that school.
 */
export async function insertGroup(
  db: Executor,
  now: Date,
  values: { ownerCharacterId: number; name: string; schoolId?: number | null },
): Promise<GroupRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(groups)
        .values({
          ownerCharacterId: values.ownerCharacterId,
          schoolId: values.schoolId ?? null,
          name: values.name,
          joinCode: newJoinCode(),
          joinCodeEnabled: true,
          joinCodeExpiresAt: joinCodeExpiry(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The group was not created.');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** Creates a group within the teacher's quota of groups. */
export async function createGroup(context: ServerContext, actor: CharacterRow, name: string): Promise<Group> {
  const [owned] = await context.db
    .select({ n: count() })
    .from(groups)
    .where(eq(groups.ownerCharacterId, actor.id));
  if ((owned?.n ?? 0) >= TEACHER_GROUP_LIMIT) throw fail('GROUP_LIMIT_REACHED');
  return toGroup(
    context.db,
    await insertGroup(context.db, context.clock.now(), { ownerCharacterId: actor.id, name }),
  );
}

export async function renameGroup(context: ServerContext, group: GroupRow, name: string): Promise<Group> {
  const [row] = await context.db
    .update(groups)
    .set({ name, updatedAt: context.clock.now() })
    .where(eq(groups.id, group.id))
    .returning();
  return toGroup(context.db, row ?? group);
}

/** Sets the layout the whole class types on (null: each student's own again). */
export async function setGroupLayout(
  context: ServerContext,
  group: GroupRow,
  keyboardLayout: KeyboardLayoutId | null,
): Promise<Group> {
  const [row] = await context.db
    .update(groups)
    .set({ keyboardLayout, updatedAt: context.clock.now() })
    .where(eq(groups.id, group.id))
    .returning();
  return toGroup(context.db, row ?? group);
}

/** Deletes the group with its memberships and assignments (the students keep their own results). */
export async function deleteGroup(context: ServerContext, group: GroupRow): Promise<void> {
  await context.db.delete(groups).where(eq(groups.id, group.id));
}

/** Turns the join code on or off; `renew` draws a new code that works JOIN_CODE_DAYS from now. */
export async function setJoinCode(
  context: ServerContext,
  group: GroupRow,
  enabled: boolean,
  renew: boolean,
): Promise<Group> {
  const now = context.clock.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await context.db
        .update(groups)
        .set({
          joinCodeEnabled: enabled,
          ...(renew || !group.joinCode
            ? { joinCode: newJoinCode(), joinCodeExpiresAt: joinCodeExpiry(now) }
            : {}),
          updatedAt: now,
        })
        .where(eq(groups.id, group.id))
        .returning();
      return toGroup(context.db, row ?? group);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

function toMember(member: typeof groupMembers.$inferSelect, character: CharacterRow): GroupMember {
  return {
    studentId: character.id,
    nickname: character.nickname,
    remarkName: member.remarkName,
    avatar: avatarOf(character.avatar),
    keyboardLayout: isKeyboardLayoutId(character.keyboardLayout)
      ? character.keyboardLayout
      : DEFAULT_KEYBOARD_LAYOUT,
    joinedAt: member.joinedAt.toISOString(),
  };
}

export async function groupDetail(context: ServerContext, group: GroupRow): Promise<GroupDetail> {
  const rows = await context.db
    .select({ member: groupMembers, character: characters })
    .from(groupMembers)
    .innerJoin(characters, eq(characters.id, groupMembers.characterId))
    .where(eq(groupMembers.groupId, group.id))
    .orderBy(asc(groupMembers.joinedAt), asc(characters.id));
  return {
    ...(await toGroup(context.db, group)),
    members: rows.map((row) => toMember(row.member, row.character)),
  };
}

export async function setRemark(
  context: ServerContext,
  group: GroupRow,
  studentId: number,
  remarkName: string,
): Promise<GroupMember> {
  const { character } = await memberOf(context.db, group.id, studentId);
  const [member] = await context.db
    .update(groupMembers)
    .set({ remarkName })
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.characterId, studentId)))
    .returning();
  if (!member) throw fail('STUDENT_NOT_FOUND');
  return toMember(member, character);
}

export async function removeMember(
  context: ServerContext,
  group: GroupRow,
  studentId: number,
): Promise<void> {
  await memberOf(context.db, group.id, studentId);
  await context.db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.characterId, studentId)));
}

/** The group a join code opens, if the code is on and not expired. */
async function groupByCode(context: ServerContext, code: string): Promise<GroupRow> {
  const [row] = await context.db.select().from(groups).where(eq(groups.joinCode, code.toUpperCase()));
  if (!row) throw fail('JOIN_CODE_INVALID');
  if (!row.joinCodeEnabled) throw fail('JOIN_CODE_DISABLED');
  if (row.joinCodeExpiresAt && row.joinCodeExpiresAt.getTime() <= context.clock.now().getTime()) {
    throw fail('JOIN_CODE_EXPIRED');
  }
  return row;
}

async function ownerNickname(db: Executor, group: GroupRow): Promise<string> {
  const [owner] = await db
    .select({ nickname: characters.nickname })
    .from(characters)
    .where(eq(characters.id, group.ownerCharacterId));
  return owner?.nickname ?? '';
}

/** What the join page shows before a student joins: the group's name and its teacher's nickname. */
export async function joinInfo(context: ServerContext, code: string): Promise<JoinInfo> {
  const group = await groupByCode(context, code);
  return { groupName: group.name, teacherNickname: await ownerNickname(context.db, group) };
}

/**
 * The one check of GROUP_MEMBER_LIMIT: locks the group's row (FOR UPDATE, so two joins, imports or moves into one
 * group take turns and cannot both take its last place) and refuses GROUP_FULL unless `adding` more members fit.
 * Call it in the transaction that then adds them (insertMember).
 */
export async function ensureRoom(tx: Executor, groupId: number, adding: number): Promise<void> {
  await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
  const [members] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  if ((members?.n ?? 0) + adding > GROUP_MEMBER_LIMIT) throw fail('GROUP_FULL');
}

/** Writes a membership (a member already in the group stays as they are); the caller checked ensureRoom. */
export async function insertMember(
  db: Executor,
  groupId: number,
  characterId: number,
  now: Date,
): Promise<void> {
  await db.insert(groupMembers).values({ groupId, characterId, joinedAt: now }).onConflictDoNothing();
}

/**
 * Adds a member within the group's and the teacher's quotas (a second join answers the same), in the caller's
 * transaction (ensureRoom's lock holds until it ends).
 */
export async function addMember(tx: Executor, group: GroupRow, studentId: number, now: Date): Promise<void> {
  const [already] = await tx
    .select({ id: groupMembers.characterId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.characterId, studentId)));
  if (already) return;
  await ensureRoom(tx, group.id, 1);
  const [taught] = await tx
    .select({ n: countDistinct(groupMembers.characterId) })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groups.ownerCharacterId, group.ownerCharacterId));
  if ((taught?.n ?? 0) >= TEACHER_STUDENT_LIMIT) throw fail('TEACHER_STUDENT_LIMIT_REACHED');
  await insertMember(tx, group.id, studentId, now);
}

export async function joinGroup(context: ServerContext, student: CharacterRow, code: string) {
  const group = await groupByCode(context, code);
  await context.db.transaction((tx) => addMember(tx, group, student.id, context.clock.now()));
  return {
    groupId: group.id,
    name: group.name,
    teacherNickname: await ownerNickname(context.db, group),
    schoolName: await schoolNameOf(context.db, group.schoolId),
  };
}

/** The groups a student is in, with their teachers. */
export async function studentGroups(db: Executor, studentId: number) {
  const rows = await db
    .select({ group: groups, teacher: characters.nickname })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(characters, eq(characters.id, groups.ownerCharacterId))
    .where(eq(groupMembers.characterId, studentId))
    .orderBy(asc(groups.id));
  return Promise.all(
    rows.map(async (row) => ({
      groupId: row.group.id,
      name: row.group.name,
      teacherNickname: row.teacher,
      schoolName: await schoolNameOf(db, row.group.schoolId),
    })),
  );
}

/** Whether a student is in any of these groups. */
export async function inAnyGroup(
  db: Executor,
  studentId: number,
  groupIds: readonly number[],
): Promise<boolean> {
  if (groupIds.length === 0) return false;
  const [row] = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.characterId, studentId), inArray(groupMembers.groupId, [...groupIds])))
    .limit(1);
  return Boolean(row);
}

/** Takes characters out of a group (a roster's re-import): their results stay with them. In the caller's transaction. */
export async function deleteMembers(
  tx: Executor,
  groupId: number,
  characterIds: readonly number[],
): Promise<void> {
  if (characterIds.length === 0) return;
  await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.characterId, [...characterIds])));
}

/** A roster's class keeps its name and teacher in step with the roster. In the caller's transaction. */
export async function updateGroupFromRoster(
  tx: Executor,
  groupId: number,
  values: { name: string; ownerCharacterId: number },
): Promise<void> {
  await tx.update(groups).set(values).where(eq(groups.id, groupId));
}
