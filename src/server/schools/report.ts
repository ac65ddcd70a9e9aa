import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SchoolReport } from '../../contracts';
import { accuracyOf, wpmFromChars } from '../../engine';
import type { ServerContext } from '../context';
import { dailyTotals } from '../db/schema';
import { groupMembers } from '../groups/schema';
import { statsSpan } from '../groups/stats';
import type { CharacterRow } from '../character/service';
import { schoolOverview } from './service';

/** Figures per class and per teacher over the last 7, 30 or 90 days. */
export async function schoolReport(
  context: ServerContext,
  admin: CharacterRow,
  days: number,
): Promise<SchoolReport> {
  const overview = await schoolOverview(context, admin);
  const { from, to } = statsSpan(context, admin, days, undefined);
  const rows = overview.classes.length
    ? await context.db
        .select({
          groupId: groupMembers.groupId,
          characterId: groupMembers.characterId,
          durationMs: sql<number>`coalesce(sum(${dailyTotals.durationMs}), 0)::float8`,
          correct: sql<number>`coalesce(sum(${dailyTotals.correctChars}), 0)::int`,
          wrong: sql<number>`coalesce(sum(${dailyTotals.wrongChars}), 0)::int`,
          matching: sql<number>`coalesce(sum(${dailyTotals.matchingChars}), 0)::int`,
          passed: sql<number>`coalesce(sum(${dailyTotals.lessonsPassed}), 0)::int`,
          attempts: sql<number>`coalesce(sum(${dailyTotals.attempts}), 0)::int`,
        })
        .from(groupMembers)
        .leftJoin(
          dailyTotals,
          and(
            eq(dailyTotals.characterId, groupMembers.characterId),
            sql`${dailyTotals.day} between ${from} and ${to}`,
          ),
        )
        .where(
          inArray(
            groupMembers.groupId,
            overview.classes.map((row) => row.groupId),
          ),
        )
        .groupBy(groupMembers.groupId, groupMembers.characterId)
    : [];
  const figures = (picked: typeof rows) => {
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      picked.reduce((total, row) => total + Number(pick(row)), 0);
    const durationMs = sum((row) => row.durationMs);
    const correct = sum((row) => row.correct);
    const wrong = sum((row) => row.wrong);
    return {
      memberCount: new Set(picked.map((row) => row.characterId)).size,
      activeStudents: new Set(picked.filter((row) => Number(row.attempts) > 0).map((row) => row.characterId))
        .size,
      durationMs,
      lessonsPassed: sum((row) => row.passed),
      wpm: wpmFromChars(
        sum((row) => row.matching),
        durationMs,
      ),
      accuracy: accuracyOf(correct, correct + wrong),
    };
  };
  return {
    days,
    classes: overview.classes.map((row) => ({
      groupId: row.groupId,
      name: row.name,
      teacherNickname: row.teacherNickname,
      ...figures(rows.filter((figure) => figure.groupId === row.groupId)),
    })),
    teachers: overview.teachers.map((teacher) => {
      const classIds = overview.classes
        .filter((row) => row.teacherId === teacher.teacherId)
        .map((row) => row.groupId);
      return {
        teacherId: teacher.teacherId,
        nickname: teacher.nickname,
        classCount: classIds.length,
        ...figures(rows.filter((figure) => classIds.includes(figure.groupId))),
      };
    }),
  };
}
