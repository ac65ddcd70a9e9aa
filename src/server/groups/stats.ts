import { and, asc, between, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  ABSENT_DAYS,
  STUCK_ATTEMPTS,
  type GroupStats,
  type KeyStatEntry,
  type StudentStat,
} from '../../contracts';
import { accuracyOf, addDays, wpmFromChars } from '../../engine';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { attempts, characters, dailyTotals, lessonProgress } from '../db/schema';
import type { CharacterRow } from '../character/service';
import { dayIn, isTimeZone } from '../attempt/days';
import { findCourseLesson } from '../attempt/lessons';
import { keyStatEntries, keySumsOver } from '../attempt/key-rollup';
import type { GroupRow } from './access';
import { groupMembers } from './schema';

interface Sums {
  durationMs: number;
  correctChars: number;
  wrongChars: number;
  matchingChars: number;
  lessonsPassed: number;
  lessonAttempts: number;
  activeDays: number;
}

const emptySums = (): Sums => ({
  durationMs: 0,
  correctChars: 0,
  wrongChars: 0,
  matchingChars: 0,
  lessonsPassed: 0,
  lessonAttempts: 0,
  activeDays: 0,
});

const wpmOf = (sums: Sums) => wpmFromChars(sums.matchingChars, sums.durationMs);
const accuracyOfSums = (sums: Sums) => accuracyOf(sums.correctChars, sums.correctChars + sums.wrongChars);

/** The one-star goals of lessons, loaded once per slug. */
async function lessonGoals(slugs: Iterable<string>): Promise<Map<string, { wpm: number; accuracy: number }>> {
  const goals = new Map<string, { wpm: number; accuracy: number }>();
  for (const slug of new Set(slugs)) {
    const lesson = await findCourseLesson(slug).catch(() => undefined);
    if (lesson) goals.set(slug, { wpm: lesson.passRule.wpm[0], accuracy: lesson.passRule.accuracy[0] });
  }
  return goals;
}

/** A group's figures per expected key over a span of days, summed over its students. */
export async function groupKeys(
  db: Executor,
  studentIds: readonly number[],
  from: string,
  to: string,
): Promise<KeyStatEntry[]> {
  return keyStatEntries(await keySumsOver(db, 'keys', studentIds, from, to));
}

/** The span of the statistics: the last `days` days up to today in the time zone asked for (else the actor's). */
export function statsSpan(
  context: ServerContext,
  actor: CharacterRow,
  days: number,
  timeZone: string | undefined,
): { from: string; to: string } {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : (actor.timeZone ?? 'UTC');
  const to = dayIn(context.clock.now(), zone);
  return { from: addDays(to, -(days - 1)), to };
}

/** What the statistics read of the members over the window, a few queries for the whole group. */
async function readMemberRows(db: Executor, ids: number[], from: string, to: string) {
  const none = ids.length === 0;
  const dayRows = none
    ? []
    : await db
        .select()
        .from(dailyTotals)
        .where(and(inArray(dailyTotals.characterId, ids), between(dailyTotals.day, from, to)));
  const lastDays = none
    ? []
    : await db
        .select({ id: dailyTotals.characterId, day: sql<string>`max(${dailyTotals.day})::text` })
        .from(dailyTotals)
        .where(and(inArray(dailyTotals.characterId, ids), sql`${dailyTotals.attempts} > 0`))
        .groupBy(dailyTotals.characterId);
  const tried = none
    ? []
    : await db
        .select({ id: attempts.characterId, slug: attempts.lessonSlug, n: sql<number>`count(*)::int` })
        .from(attempts)
        .where(
          and(
            inArray(attempts.characterId, ids),
            eq(attempts.kind, 'lesson'),
            between(attempts.day, from, to),
          ),
        )
        .groupBy(attempts.characterId, attempts.lessonSlug);
  const latest = none
    ? []
    : await db
        .selectDistinctOn([attempts.characterId], { id: attempts.characterId, slug: attempts.lessonSlug })
        .from(attempts)
        .where(and(inArray(attempts.characterId, ids), eq(attempts.kind, 'lesson')))
        .orderBy(attempts.characterId, desc(attempts.id));
  const stuck = none
    ? []
    : await db
        .select({
          id: lessonProgress.characterId,
          slug: lessonProgress.lessonSlug,
          n: lessonProgress.attempts,
        })
        .from(lessonProgress)
        .where(
          and(
            inArray(lessonProgress.characterId, ids),
            isNull(lessonProgress.passedAt),
            gte(lessonProgress.attempts, STUCK_ATTEMPTS),
          ),
        )
        .orderBy(asc(lessonProgress.lessonSlug));
  return { dayRows, lastDays, tried, latest, stuck };
}

type MemberRows = Awaited<ReturnType<typeof readMemberRows>>;
type Goal = { wpm: number; accuracy: number; weight: number };
const emptyGoal = (): Goal => ({ wpm: 0, accuracy: 0, weight: 0 });

/** A member's sums over the window and over its two halves (before and after `middle`). */
function memberSums(rows: MemberRows['dayRows'], memberId: number, middle: string) {
  const all = emptySums();
  const before = emptySums();
  const after = emptySums();
  for (const row of rows) {
    if (row.characterId !== memberId) continue;
    for (const sums of [all, row.day < middle ? before : after]) {
      sums.durationMs += row.durationMs;
      sums.correctChars += row.correctChars;
      sums.wrongChars += row.wrongChars;
      sums.matchingChars += row.matchingChars;
      sums.lessonsPassed += row.lessonsPassed;
      sums.lessonAttempts += row.lessonAttempts;
      if (row.attempts > 0) sums.activeDays += 1;
    }
  }
  return { all, before, after };
}

/** The goals of the lessons a member tried, weighted by tries, added to the member's and the group's. */
function addGoals(
  tried: MemberRows['tried'],
  memberId: number,
  goals: Awaited<ReturnType<typeof lessonGoals>>,
  group: Goal,
): Goal {
  const own = emptyGoal();
  for (const row of tried) {
    const goal = row.id === memberId && row.slug ? goals.get(row.slug) : undefined;
    if (!goal) continue;
    for (const sum of [own, group]) {
      sum.wpm += goal.wpm * row.n;
      sum.accuracy += goal.accuracy * row.n;
      sum.weight += row.n;
    }
  }
  return own;
}

/** One student's line of the statistics. */
function studentStat(
  member: { id: number; nickname: string; remarkName: string | null },
  sums: ReturnType<typeof memberSums>,
  own: Goal,
  rows: MemberRows,
  absentSince: string,
): StudentStat {
  const { all, before, after } = sums;
  const lastActiveDay = rows.lastDays.find((row) => row.id === member.id)?.day ?? null;
  return {
    studentId: member.id,
    nickname: member.nickname,
    remarkName: member.remarkName,
    activeDays: all.activeDays,
    durationMs: all.durationMs,
    lessonsPassed: all.lessonsPassed,
    lessonAttempts: all.lessonAttempts,
    wpm: wpmOf(all),
    accuracy: accuracyOfSums(all),
    goalWpm: own.weight ? own.wpm / own.weight : null,
    goalAccuracy: own.weight ? own.accuracy / own.weight : null,
    trend: {
      before: before.durationMs > 0 ? wpmOf(before) : null,
      after: after.durationMs > 0 ? wpmOf(after) : null,
    },
    lastActiveDay,
    absent: lastActiveDay === null || lastActiveDay < absentSince,
    stuckLessons: rows.stuck
      .filter((row) => row.id === member.id)
      .map((row) => ({ slug: row.slug, attempts: row.n })),
    lastLesson: rows.latest.find((row) => row.id === member.id)?.slug ?? null,
  };
}

/**
 * A group's statistics for the last 7, 30 or 90 days, from the rollups (daily_totals, key_stats_daily,
 * lesson_progress): active students, time, lessons passed, speed and accuracy against the goals of the lessons
 * tried, each student's trend (first half of the window against the second), the stuck and the absent.
 */
export async function groupStats(
  context: ServerContext,
  actor: CharacterRow,
  group: GroupRow,
  days: number,
  timeZone: string | undefined,
): Promise<GroupStats> {
  const { db } = context;
  const { from, to } = statsSpan(context, actor, days, timeZone);
  const middle = addDays(from, Math.floor(days / 2));
  const members = await db
    .select({ id: characters.id, nickname: characters.nickname, remarkName: groupMembers.remarkName })
    .from(groupMembers)
    .innerJoin(characters, eq(characters.id, groupMembers.characterId))
    .where(eq(groupMembers.groupId, group.id))
    .orderBy(asc(groupMembers.joinedAt), asc(characters.id));
  const ids = members.map((member) => member.id);
  const rows = await readMemberRows(db, ids, from, to);
  const goals = await lessonGoals(rows.tried.flatMap((row) => (row.slug ? [row.slug] : [])));

  const absentSince = addDays(to, -(ABSENT_DAYS - 1));
  const group_ = emptySums();
  const goalSum = emptyGoal();
  const students = members.map((member) => {
    const sums = memberSums(rows.dayRows, member.id, middle);
    for (const key of Object.keys(group_) as (keyof Sums)[]) group_[key] += sums.all[key];
    return studentStat(member, sums, addGoals(rows.tried, member.id, goals, goalSum), rows, absentSince);
  });

  return {
    groupId: group.id,
    days,
    from,
    to,
    memberCount: members.length,
    activeStudents: students.filter((student) => student.activeDays > 0).length,
    durationMs: group_.durationMs,
    lessonsPassed: group_.lessonsPassed,
    wpm: wpmOf(group_),
    accuracy: accuracyOfSums(group_),
    goalWpm: goalSum.weight ? goalSum.wpm / goalSum.weight : null,
    goalAccuracy: goalSum.weight ? goalSum.accuracy / goalSum.weight : null,
    keys: await groupKeys(db, ids, from, to),
    students,
  };
}
