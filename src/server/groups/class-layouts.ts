import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { isKeyboardLayoutId, type ClassKeyboardLayout } from '../../contracts';
import type { Executor } from '../db/database';
import { groupMembers, groups } from './schema';

/**
 * The layout each of these characters' classes sets (a school computer room): of a character's classes that set
 * one, the latest joined. A character in no such class is absent from the map. Handed to the character folder as
 * ServerContext.classLayouts, so that character imports nothing of groups.
 */
export async function classLayoutsOf(
  db: Executor,
  characterIds: readonly number[],
): Promise<ReadonlyMap<number, ClassKeyboardLayout>> {
  const found = new Map<number, ClassKeyboardLayout>();
  if (characterIds.length === 0) return found;
  const rows = await db
    .select({
      characterId: groupMembers.characterId,
      groupName: groups.name,
      keyboardLayout: groups.keyboardLayout,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(inArray(groupMembers.characterId, [...characterIds]), isNotNull(groups.keyboardLayout)))
    .orderBy(desc(groupMembers.joinedAt), desc(groups.id));
  for (const row of rows) {
    const layout = row.keyboardLayout;
    if (found.has(row.characterId) || layout === null || !isKeyboardLayoutId(layout)) continue;
    found.set(row.characterId, { groupName: row.groupName, keyboardLayout: layout });
  }
  return found;
}
