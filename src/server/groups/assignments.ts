import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { loadCourse } from '../../content/catalogue';
import { ADAPTIVE_WORDS, safeWord } from '../../content/adaptive';
import { isSafeName } from '../../content/safety';
import {
  CUSTOM_COURSE_TEXT_MAX,
  GAME_CENTER_GAMES,
  type Assignment,
  type AssignmentKind,
  type AssignmentProgress,
  type LocaleCode,
  type MyGroups,
} from '../../contracts';
import { practiceText } from '../../engine';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { attempts, lessonProgress } from '../db/schema';
import { addCustomCourse, ownCourseTitle } from '../custom-course/service';
import { customCourseLimit } from '../user/tier';
import { fail } from '../errors';
import { translate } from '../i18n';
import type { CharacterRow } from '../character/service';
import { findCourseLesson } from '../attempt/lessons';
import { memberIds, type GroupRow } from './access';
import { studentGroups } from './members';
import { assignments, groupMembers, groups } from './schema';
import { groupKeys, statsSpan } from './stats';

type AssignmentRow = typeof assignments.$inferSelect;

function toAssignment(row: AssignmentRow): Assignment {
  return {
    assignmentId: row.id,
    groupId: row.groupId,
    kind: row.kind as AssignmentKind,
    target: row.target,
    title: row.title,
    lessonSlugs: row.lessonSlugs,
    dueDate: row.dueDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an assignment points at, checked: its title (in the teacher's language) and the lessons to pass. */
async function resolveTarget(
  db: Executor,
  actor: CharacterRow,
  kind: AssignmentKind,
  target: string,
  language: LocaleCode,
): Promise<{ title: string; lessonSlugs: string[] }> {
  switch (kind) {
    case 'lesson': {
      const lesson = await findCourseLesson(target).catch(() => undefined);
      if (!lesson) throw fail('ASSIGNMENT_TARGET_INVALID');
      return { title: lesson.title[language], lessonSlugs: [lesson.slug] };
    }
    case 'chapter': {
      // `<course slug>/<chapter number, from 1>`
      const [courseSlug = '', number = ''] = target.split('/');
      const course = /^\d+$/.test(number) ? await loadCourse(courseSlug).catch(() => undefined) : undefined;
      const chapter = course?.chapters[Number(number) - 1];
      if (!course || !chapter) throw fail('ASSIGNMENT_TARGET_INVALID');
      return {
        title: `${course.title[language]}: ${chapter.title[language]}`,
        lessonSlugs: chapter.lessons.map((lesson) => lesson.slug),
      };
    }
    case 'custom': {
      const title = /^\d+$/.test(target) ? await ownCourseTitle(db, actor.id, Number(target)) : undefined;
      if (title === undefined) throw fail('ASSIGNMENT_TARGET_INVALID');
      // Shared with the class, so its students read the title: one saved before the filter judged titles is
      // judged here.
      if (!isSafeName(title)) throw fail('NAME_NOT_ALLOWED');
      return { title, lessonSlugs: [] };
    }
    case 'game':
      if (!(GAME_CENTER_GAMES as readonly string[]).includes(target)) throw fail('ASSIGNMENT_TARGET_INVALID');
      // The game's name as the game center shows it, never its id (the app names it in the reader's language).
      return { title: translate(language, `games.${target}.name`), lessonSlugs: [] };
  }
}

type AssignmentRequest = { kind: AssignmentKind; target: string; dueDate?: string | undefined };

/** Writes an assignment whose target is checked, on `db` (the caller's transaction, if any). */
async function insertAssignment(
  db: Executor,
  now: Date,
  assigned: { actor: CharacterRow; group: GroupRow; request: AssignmentRequest },
  language: LocaleCode,
): Promise<Assignment> {
  const { actor, group, request } = assigned;
  const resolved = await resolveTarget(db, actor, request.kind, request.target, language);
  const [row] = await db
    .insert(assignments)
    .values({
      groupId: group.id,
      kind: request.kind,
      target: request.target,
      title: resolved.title,
      lessonSlugs: resolved.lessonSlugs,
      dueDate: request.dueDate ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The assignment was not created.');
  return toAssignment(row);
}

export async function createAssignment(
  context: ServerContext,
  actor: CharacterRow,
  group: GroupRow,
  request: AssignmentRequest,
  language: LocaleCode,
): Promise<Assignment> {
  return insertAssignment(context.db, context.clock.now(), { actor, group, request }, language);
}

export async function deleteAssignment(context: ServerContext, group: GroupRow, assignmentId: number) {
  const [row] = await context.db
    .delete(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.groupId, group.id)))
    .returning({ id: assignments.id });
  if (!row) throw fail('ASSIGNMENT_NOT_FOUND');
}

/**
 * Who has done which assignment: a lesson or chapter when every lesson of it is passed (at any time), a custom
 * course or a game when the student finished it after it was assigned.
 */
async function doneBy(db: Executor, rows: readonly AssignmentRow[], studentIds: readonly number[]) {
  const done = new Map<number, Set<number>>(rows.map((row) => [row.id, new Set<number>()]));
  if (rows.length === 0 || studentIds.length === 0) return done;
  const slugs = [...new Set(rows.flatMap((row) => row.lessonSlugs))];
  const passed = slugs.length
    ? await db
        .select({ id: lessonProgress.characterId, slug: lessonProgress.lessonSlug })
        .from(lessonProgress)
        .where(
          and(
            inArray(lessonProgress.characterId, [...studentIds]),
            inArray(lessonProgress.lessonSlug, slugs),
            isNotNull(lessonProgress.passedAt),
          ),
        )
    : [];
  const passedBy = new Set(passed.map((row) => `${row.id}|${row.slug}`));
  const games = rows.filter((row) => row.kind === 'game').map((row) => row.target);
  const customs = rows.filter((row) => row.kind === 'custom').map((row) => `custom-${row.target}`);
  const finished =
    games.length || customs.length
      ? await db
          .select({
            id: attempts.characterId,
            gameId: attempts.gameId,
            practiceId: attempts.practiceId,
            last: sql<string>`max(${attempts.createdAt})`,
          })
          .from(attempts)
          .where(
            and(
              inArray(attempts.characterId, [...studentIds]),
              eq(attempts.finished, true),
              sql`(${attempts.gameId} in ${games.length ? games : ['']} or ${attempts.practiceId} in ${customs.length ? customs : ['']})`,
            ),
          )
          .groupBy(attempts.characterId, attempts.gameId, attempts.practiceId)
      : [];
  for (const row of rows) {
    const set = done.get(row.id)!;
    for (const student of studentIds) {
      if (row.kind === 'lesson' || row.kind === 'chapter') {
        if (
          row.lessonSlugs.length > 0 &&
          row.lessonSlugs.every((slug) => passedBy.has(`${student}|${slug}`))
        ) {
          set.add(student);
        }
      } else {
        const key = row.kind === 'game' ? row.target : `custom-${row.target}`;
        const hit = finished.find(
          (attempt) =>
            attempt.id === student &&
            (row.kind === 'game' ? attempt.gameId === key : attempt.practiceId === key) &&
            new Date(attempt.last).getTime() >= row.createdAt.getTime(),
        );
        if (hit) set.add(student);
      }
    }
  }
  return done;
}

/** The teacher's list: every assignment of the group, newest first, with the students who did it. */
export async function groupAssignments(
  context: ServerContext,
  group: GroupRow,
): Promise<AssignmentProgress[]> {
  const rows = await context.db
    .select()
    .from(assignments)
    .where(eq(assignments.groupId, group.id))
    .orderBy(asc(assignments.id));
  const done = await doneBy(context.db, rows, await memberIds(context.db, group.id));
  return rows
    .reverse()
    .map((row) => ({ ...toAssignment(row), doneBy: [...(done.get(row.id) ?? [])].sort() }));
}

/** A student's groups and assignments: what is not done first, then by due day (none last), then oldest first. */
export async function myGroups(context: ServerContext, student: CharacterRow): Promise<MyGroups> {
  const own = await studentGroups(context, student.id);
  const rows = own.length
    ? await context.db
        .select({ assignment: assignments, groupName: groups.name })
        .from(assignments)
        .innerJoin(groups, eq(groups.id, assignments.groupId))
        .innerJoin(groupMembers, eq(groupMembers.groupId, groups.id))
        .where(eq(groupMembers.characterId, student.id))
        .orderBy(asc(assignments.id))
    : [];
  const done = await doneBy(
    context.db,
    rows.map((row) => row.assignment),
    [student.id],
  );
  const list = rows.map((row) => ({
    ...toAssignment(row.assignment),
    groupName: row.groupName,
    done: done.get(row.assignment.id)?.has(student.id) ?? false,
  }));
  list.sort(
    (a, b) =>
      Number(a.done) - Number(b.done) ||
      (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
      a.assignmentId - b.assignmentId,
  );
  return { groups: own, assignments: list };
}

/** Whether a custom course is assigned to a group this student is in (the course is shared with the group). */
export async function courseSharedWith(db: Executor, studentId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .innerJoin(groupMembers, eq(groupMembers.groupId, assignments.groupId))
    .where(
      and(
        eq(groupMembers.characterId, studentId),
        eq(assignments.kind, 'custom'),
        eq(assignments.target, String(courseId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Keys typed at least this often in the window are rated for the tailored course. */
const MIN_PRESSES = 10;

/**
 * An AI-tailored course for the class: the adaptive generator writes words around the class's weakest keys of
 * the window (lowest accuracy first), kept as the teacher's custom course and assigned to the group.
 */
export async function tailoredCourse(
  context: ServerContext,
  actor: CharacterRow,
  group: GroupRow,
  request: { days?: number | undefined; dueDate?: string | undefined },
  language: LocaleCode,
): Promise<Assignment> {
  const { from, to } = statsSpan(context, actor, request.days ?? 30, undefined);
  const keys = await groupKeys(context.db, await memberIds(context.db, group.id), from, to);
  const letters = keys.filter((key) => /^[a-z]$/.test(key.key) && key.hits + key.misses >= MIN_PRESSES);
  const weakest = [...letters]
    .sort((a, b) => a.accuracy - b.accuracy || a.key.localeCompare(b.key))
    .slice(0, 3)
    .map((key) => key.key);
  // Without enough typing yet, the home row's letters.
  const focus = weakest.length > 0 ? weakest : ['f', 'j', 'd', 'k'];
  const unlocked = [...'abcdefghijklmnopqrstuvwxyz'];
  const text = focus
    .map(
      (char, index) =>
        practiceText({
          words: ADAPTIVE_WORDS,
          unlocked,
          focus: char,
          seed: group.id * 31 + index,
          length: 120,
          safe: safeWord,
        }).text,
    )
    .join(' ')
    .slice(0, CUSTOM_COURSE_TEXT_MAX)
    .trim();
  const title = `${group.name}: ${focus.join(' ').toUpperCase()}`.slice(0, 60);
  // The course counts against the teacher's own limit, and it and its assignment are written together.
  const limit = await customCourseLimit(context, actor.userId);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const course = await addCustomCourse(
      tx,
      { characterId: actor.id, title, text, mode: 'stop' },
      limit,
      now,
    );
    const assignment = { kind: 'custom' as const, target: String(course.id), dueDate: request.dueDate };
    return insertAssignment(tx, now, { actor, group, request: assignment }, language);
  });
}
