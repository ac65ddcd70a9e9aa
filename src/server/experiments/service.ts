import { desc, eq, inArray } from 'drizzle-orm';
import {
  EXPERIMENT_ARMS,
  type ClassExperiment,
  type ExperimentArm,
  type SetClassExperimentPayload,
} from '../../contracts';
import type { AttemptSavedListener } from '../attempt/saved';
import type { CharacterRow } from '../character/service';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import type { GroupRow } from '../groups/access';
import { groupMembers } from '../groups/schema';
import { classOfSchool } from '../schools/classes';
import { schoolOf } from '../schools/service';
import { attemptArms, classExperiments } from './schema';

/**
 * Studies of the course (docs/EVIDENCE.md, "The experiment"): a school puts a class in an arm; every student of
 * the class practises in it (the adaptive practice's keys: adaptive/service.ts) and each of their attempts is
 * recorded with it. Reads classes through the groups resource's public functions only.
 */

const isArm = (value: string): value is ExperimentArm =>
  (EXPERIMENT_ARMS as readonly string[]).includes(value);

/** A class's study as answered. */
export async function classExperiment(db: Executor, group: GroupRow): Promise<ClassExperiment> {
  const [row] = await db.select().from(classExperiments).where(eq(classExperiments.groupId, group.id));
  return {
    groupId: group.id,
    arm: row && isArm(row.arm) ? row.arm : null,
    startedAt: row ? row.startedAt.toISOString() : null,
  };
}

/**
 * The school's administrator puts one of the school's classes in an arm (consent ticked), moves it to the other,
 * or ends its study (no arm). A teacher's own group, or another school's class, is not found: a study is the
 * school's, under its consent.
 */
export async function setClassExperiment(
  context: ServerContext,
  admin: CharacterRow,
  payload: Pick<SetClassExperimentPayload, 'groupId' | 'arm' | 'consent'>,
): Promise<ClassExperiment> {
  const school = await schoolOf(context.db, admin);
  const group = await classOfSchool(context, admin, school, payload.groupId);
  if (payload.arm === undefined) {
    await context.db.delete(classExperiments).where(eq(classExperiments.groupId, group.id));
  } else {
    if (payload.consent !== true) throw fail('ACKNOWLEDGEMENT_REQUIRED');
    await context.db
      .insert(classExperiments)
      .values({ groupId: group.id, arm: payload.arm, startedAt: context.clock.now() })
      .onConflictDoUpdate({
        target: classExperiments.groupId,
        set: { arm: payload.arm, startedAt: context.clock.now() },
      });
  }
  return classExperiment(context.db, group);
}

/**
 * The study each of these characters is in: of its classes in a study, the latest joined (a child is in one
 * class of a school). A character in no study is absent from the map.
 */
export async function studiesOf(
  db: Executor,
  characterIds: readonly number[],
): Promise<ReadonlyMap<number, { groupId: number; arm: ExperimentArm }>> {
  const found = new Map<number, { groupId: number; arm: ExperimentArm }>();
  if (characterIds.length === 0) return found;
  const rows = await db
    .select({
      characterId: groupMembers.characterId,
      groupId: classExperiments.groupId,
      arm: classExperiments.arm,
    })
    .from(groupMembers)
    .innerJoin(classExperiments, eq(classExperiments.groupId, groupMembers.groupId))
    .where(inArray(groupMembers.characterId, [...characterIds]))
    .orderBy(desc(groupMembers.joinedAt), desc(groupMembers.groupId));
  for (const row of rows) {
    if (!found.has(row.characterId) && isArm(row.arm))
      found.set(row.characterId, { groupId: row.groupId, arm: row.arm });
  }
  return found;
}

/** The arm a character practises in; null outside any study (the course as it is). */
export async function armOf(db: Executor, characterId: number): Promise<ExperimentArm | null> {
  return (await studiesOf(db, [characterId])).get(characterId)?.arm ?? null;
}

/** Whether the letters passed in the finger course count in the adaptive practice for this character. */
export async function countsTaughtKeys(db: Executor, characterId: number): Promise<boolean> {
  return (await armOf(db, characterId)) !== 'practice-keys';
}

/**
 * Records a saved attempt's arm, in its transaction (ServerContext.attemptSaved): the class study its student is
 * in now. Nothing for a student in no study.
 */
export const recordArm: AttemptSavedListener = async (tx, saved) => {
  const study = (await studiesOf(tx, [saved.row.characterId])).get(saved.row.characterId);
  if (study) {
    await tx
      .insert(attemptArms)
      .values({
        attemptId: saved.row.id,
        attemptDay: saved.row.day,
        characterId: saved.row.characterId,
        groupId: study.groupId,
        arm: study.arm,
      })
      .onConflictDoNothing();
  }
  return {};
};
