import { eq } from 'drizzle-orm';
import type { JoinInfo } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { characters } from '../db/schema';
import type { CharacterRow } from '../character/service';
import type { GroupRow } from './access';
import { groupByCode } from './join-codes';
import { addMember } from './members';

/** A student joining a group by its code. */

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

/** Adds the student to the group the code opens (a second join answers the same). */
export async function joinGroup(context: ServerContext, student: CharacterRow, code: string) {
  const group = await groupByCode(context, code);
  await context.db.transaction((tx) => addMember(tx, group, student.id, context.clock.now()));
  return {
    groupId: group.id,
    name: group.name,
    teacherNickname: await ownerNickname(context.db, group),
    schoolName: await context.groupOversight.holderName(context.db, group.id),
  };
}
