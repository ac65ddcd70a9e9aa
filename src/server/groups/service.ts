import { asc, count, eq } from 'drizzle-orm';
import { isKeyboardLayoutId, TEACHER_GROUP_LIMIT, type Group, type KeyboardLayoutId } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail, isUniqueViolation } from '../errors';
import type { CharacterRow } from '../character/service';
import type { GroupRow } from './access';
import { joinCodeExpiry, newJoinCode } from './join-codes';
import { groupMembers, groups } from './schema';

/* A group's own row: created, listed, renamed, given a layout or a join code, deleted. */

/** A group as answered: its row, its size and the name of whoever holds it (its school's). */
export async function toGroup(context: ServerContext, row: GroupRow): Promise<Group> {
  const { db } = context;
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
    schoolName: await context.groupOversight.holderName(db, row.id),
    keyboardLayout:
      row.keyboardLayout !== null && isKeyboardLayoutId(row.keyboardLayout) ? row.keyboardLayout : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The groups an actor runs: a teacher's own, or every class of the school its administrator runs. */
export async function listGroups(context: ServerContext, actor: CharacterRow): Promise<Group[]> {
  const rows = await context.db
    .select()
    .from(groups)
    .where(eq(groups.ownerCharacterId, actor.id))
    .orderBy(asc(groups.id));
  return Promise.all(rows.map((row) => toGroup(context, row)));
}

/**
 * Inserts a group with a fresh join code (a code already taken is drawn again). In the caller's transaction: a
 * school links the class it makes in the same one.
 */
export async function insertGroup(
  db: Executor,
  now: Date,
  values: { ownerCharacterId: number; name: string },
): Promise<GroupRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(groups)
        .values({
          ownerCharacterId: values.ownerCharacterId,
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
    context,
    await insertGroup(context.db, context.clock.now(), { ownerCharacterId: actor.id, name }),
  );
}

export async function renameGroup(context: ServerContext, group: GroupRow, name: string): Promise<Group> {
  const [row] = await context.db
    .update(groups)
    .set({ name, updatedAt: context.clock.now() })
    .where(eq(groups.id, group.id))
    .returning();
  return toGroup(context, row ?? group);
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
  return toGroup(context, row ?? group);
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
      return toGroup(context, row ?? group);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** A roster's class keeps its name and teacher in step with the roster. In the caller's transaction. */
export async function updateGroupFromRoster(
  tx: Executor,
  groupId: number,
  values: { name: string; ownerCharacterId: number },
): Promise<void> {
  await tx.update(groups).set(values).where(eq(groups.id, groupId));
}
