import { and, eq, inArray, or } from 'drizzle-orm';
import { ROLE_PRESENCE_MINUTES, type CharacterType } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters } from '../db/schema';
import { fail } from '../errors';
import { ownCharacter, type CharacterRow } from '../character/service';
import type { AuthInfo } from '../http/auth';
import { groupMembers, groups, rolePresence } from './schema';
import { MINUTE } from '../shared/clock';

export type GroupRow = typeof groups.$inferSelect;

/**
 * Who oversees a group besides its owner, and the name the group is shown under: told by a resource above groups
 * that holds some of them (a school its classes, whose administrator manages each as its teacher does:
 * schools/classes.ts, `schoolOversight`). app.ts hands it over in ServerContext.groupOversight, so that groups
 * imports nothing of the resources that hold its groups.
 */
export interface GroupOversight {
  /** Whether the character oversees the group without owning it. */
  oversees(db: Executor, characterId: number, groupId: number): Promise<boolean>;
  /** The groups the character oversees without owning them. */
  overseenBy(db: Executor, characterId: number): Promise<number[]>;
  /** The name of whoever holds the group (its school's), or null for a group nobody holds. */
  holderName(db: Executor, groupId: number): Promise<string | null>;
}

/**
 * Multiple roles cannot be logged in at once (spec 6): a call with one role of the account is refused while
 * another session used a different role of it within ROLE_PRESENCE_MINUTES. The same session may switch roles.
 */
export async function notePresence(
  context: ServerContext,
  auth: AuthInfo,
  characterId: number,
): Promise<void> {
  const now = context.clock.now();
  const [current] = await context.db.select().from(rolePresence).where(eq(rolePresence.userId, auth.userId));
  if (
    current &&
    current.sessionId !== auth.sessionId &&
    current.characterId !== characterId &&
    now.getTime() - current.seenAt.getTime() < ROLE_PRESENCE_MINUTES * MINUTE
  ) {
    throw fail('ROLE_ONLINE_ELSEWHERE');
  }
  await context.db
    .insert(rolePresence)
    .values({ userId: auth.userId, characterId, sessionId: auth.sessionId, seenAt: now })
    .onConflictDoUpdate({
      target: rolePresence.userId,
      set: { characterId, sessionId: auth.sessionId, seenAt: now },
    });
}

/** The calling account's character of one of these roles, noted as the role in use. */
export async function actingAs(
  context: ServerContext,
  auth: AuthInfo,
  characterId: number,
  types: readonly CharacterType[],
): Promise<CharacterRow> {
  const character = await ownCharacter(context.db, auth.userId, characterId);
  if (!types.includes(character.type as CharacterType)) {
    throw fail(types.includes('STUDENT') ? 'ONLY_STUDENTS_JOIN' : 'NOT_A_TEACHER');
  }
  await notePresence(context, auth, characterId);
  return character;
}

/** A teacher (or a school administrator) acting on the groups they run. */
export const actingTeacher = (context: ServerContext, auth: AuthInfo, characterId: number) =>
  actingAs(context, auth, characterId, ['TEACHER', 'SCHOOL']);

/**
 * A group the actor runs: its own group, or one it oversees (a class of the school the actor administers). Any
 * other group does not exist for this actor (the same answer as a missing one, so ids cannot be probed).
 */
export async function managedGroup(
  context: ServerContext,
  actor: CharacterRow,
  groupId: number,
): Promise<GroupRow> {
  const { db } = context;
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  if (!group) throw fail('GROUP_NOT_FOUND');
  if (group.ownerCharacterId === actor.id) return group;
  if (await context.groupOversight.oversees(db, actor.id, group.id)) return group;
  throw fail('GROUP_NOT_FOUND');
}

/** A student of the group (by character id), or STUDENT_NOT_FOUND: a teacher reads only their groups' students. */
export async function memberOf(
  db: Executor,
  groupId: number,
  studentId: number,
): Promise<{ member: typeof groupMembers.$inferSelect; character: CharacterRow }> {
  const [found] = await db
    .select({ member: groupMembers, character: characters })
    .from(groupMembers)
    .innerJoin(characters, eq(characters.id, groupMembers.characterId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.characterId, studentId)));
  if (!found) throw fail('STUDENT_NOT_FOUND');
  return found;
}

/** The student characters of a group (the one membership table every reader uses). */
export async function memberIds(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: groupMembers.characterId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return rows.map((row) => row.id);
}

/**
 * The groups a character may see the members of side by side (a class board): the groups it is in, and the
 * groups it runs (its own, or those it oversees: its school's when it is the school's administrator).
 */
export async function viewableGroups(
  context: ServerContext,
  characterId: number,
): Promise<{ groupId: number; name: string }[]> {
  const { db } = context;
  const overseen = await context.groupOversight.overseenBy(db, characterId);
  const rows = await db
    .selectDistinct({ groupId: groups.id, name: groups.name })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groups.id), eq(groupMembers.characterId, characterId)),
    )
    .where(
      or(
        eq(groupMembers.characterId, characterId),
        eq(groups.ownerCharacterId, characterId),
        inArray(groups.id, overseen),
      ),
    )
    .orderBy(groups.name, groups.id);
  return rows;
}
