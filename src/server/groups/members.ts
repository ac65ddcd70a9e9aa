import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import {
  AVATAR_KEYS,
  DEFAULT_AVATAR,
  DEFAULT_KEYBOARD_LAYOUT,
  GROUP_MEMBER_LIMIT,
  isKeyboardLayoutId,
  TEACHER_STUDENT_LIMIT,
  type AvatarKey,
  type GroupDetail,
  type GroupMember,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters } from '../db/schema';
import { fail } from '../errors';
import type { CharacterRow } from '../character/service';
import { memberOf, type GroupRow } from './access';
import { groupMembers, groups } from './schema';
import { toGroup } from './service';

/** Who is in a group: the member list, remarks, the one check of the group's size, adding and taking out. */

const avatarOf = (key: string): AvatarKey =>
  (AVATAR_KEYS as readonly string[]).includes(key) ? (key as AvatarKey) : DEFAULT_AVATAR;

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
    ...(await toGroup(context, group)),
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

/** The groups a student is in, with their teachers. */
export async function studentGroups(context: ServerContext, studentId: number) {
  const { db } = context;
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
      schoolName: await context.groupOversight.holderName(db, row.group.id),
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

/**
 * Takes characters out of a group (a roster's re-import, a school moving a student): their results stay with them.
 * In the caller's transaction; answers how many were in it.
 */
export async function deleteMembers(
  tx: Executor,
  groupId: number,
  characterIds: readonly number[],
): Promise<number> {
  if (characterIds.length === 0) return 0;
  const removed = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.characterId, [...characterIds])))
    .returning({ id: groupMembers.characterId });
  return removed.length;
}
