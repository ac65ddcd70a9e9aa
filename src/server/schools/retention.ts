import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import type { Database, Executor } from '../db/database';
import { characters, users } from '../db/schema';
import { groupMembers, groups } from '../groups/schema';
import { scheduleJob } from '../shared/jobs';
import { schoolAccounts } from './schema';
import { DAY } from '../shared/clock';

/** How often the retention sweep runs while the server is up (it also runs once at start). */
export const RETENTION_SWEEP_MS = DAY;

/**
 * Deletes a school's class and the accounts the school opened in it, with all their results, in the caller's
 * transaction. Students who joined with their own accounts only leave the class (their membership goes with it).
 */
export async function deleteClassAndOpenedAccounts(tx: Executor, groupId: number, schoolId: number) {
  const opened = await tx
    .select({ userId: schoolAccounts.userId })
    .from(groupMembers)
    .innerJoin(characters, eq(characters.id, groupMembers.characterId))
    .innerJoin(schoolAccounts, eq(schoolAccounts.userId, characters.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(schoolAccounts.schoolId, schoolId)));
  const userIds = opened.map((row) => row.userId);
  if (userIds.length > 0) await tx.delete(users).where(inArray(users.id, userIds));
  await tx.delete(groups).where(eq(groups.id, groupId));
  return userIds.length;
}

/** The rows of `db.execute` (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The retention rule of docs/PRIVACY.md, applied: a school's class whose last activity (a result of one of its
 * students, a student joining, an assignment, a change to the class) is older than `months` is deleted with the
 * accounts the school opened in it; a school-opened account in no class, quiet as long, is deleted too. Each class
 * goes in its own transaction. Teachers' own groups and accounts people opened themselves are never touched.
 */
export async function deleteInactiveSchoolData(db: Database, now: Date, months: number) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const stale = rowsOf<{ id: number; school_id: number }>(
    await db.execute(sql`
      SELECT g.id, s.school_id FROM groups g JOIN school_classes s ON s.group_id = g.id
      WHERE g.updated_at < ${cutoff}
        AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.group_id = g.id AND a.created_at >= ${cutoff})
        AND NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.joined_at >= ${cutoff})
        AND NOT EXISTS (
          SELECT 1 FROM group_members m JOIN daily_totals d ON d.character_id = m.character_id
          WHERE m.group_id = g.id AND d.day >= ${cutoff.toISOString().slice(0, 10)}
        )`),
  );
  let accounts = 0;
  for (const row of stale) {
    accounts += await db.transaction((tx) => deleteClassAndOpenedAccounts(tx, row.id, row.school_id));
  }
  const orphans = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      SELECT s.user_id FROM school_accounts s
      WHERE s.created_at < ${cutoff}
        AND NOT EXISTS (
          SELECT 1 FROM characters c JOIN group_members m ON m.character_id = c.id WHERE c.user_id = s.user_id
        )
        AND NOT EXISTS (
          SELECT 1 FROM characters c JOIN daily_totals d ON d.character_id = c.id
          WHERE c.user_id = s.user_id AND d.day >= ${cutoff.toISOString().slice(0, 10)}
        )`),
  );
  const orphanIds = orphans.map((row) => row.user_id);
  if (orphanIds.length > 0) await db.delete(users).where(inArray(users.id, orphanIds));
  return { classes: stale.length, accounts: accounts + orphanIds.length };
}

/**
 * Runs the sweep at start (awaited) and once a day after (RETENTION_MONTHS; 0 turns it off), on one server of all
 * those sharing the database (scheduleJob). A failed sweep is logged and tried again the next day; it never stops
 * the server. Returns what stops the daily sweep.
 */
export async function scheduleRetention(
  context: ServerContext,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const months = context.env.RETENTION_MONTHS;
  if (months === 0) return async () => undefined;
  const job = scheduleJob(context.db, context.clock, log, 'retention', RETENTION_SWEEP_MS, async () => {
    const done = await deleteInactiveSchoolData(context.db, context.clock.now(), months);
    if (done.classes + done.accounts > 0)
      log.info(done, 'retention: deleted inactive school classes and accounts');
  });
  await job.firstRun;
  return job.stop;
}
