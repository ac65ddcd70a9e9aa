import { and, desc, eq, isNull, like } from 'drizzle-orm';
import type {
  CreateCustomCoursePayload,
  CustomCourse,
  CustomCourseList,
  UpdateCustomCoursePayload,
} from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { customCourses } from '../db/schema';
import { characters } from '../character/schema';
import { practiceFinishes } from '../attempt/schema';
import { fail } from '../errors';
import { customCourseLimit } from '../user/tier';
import { ownCharacter } from '../character/service';

type CustomCourseRow = typeof customCourses.$inferSelect;

/**
 * Whether another resource shares a course with a student (a class's assignment: groups/assignments.ts). The app
 * hands them over in ServerContext.courseShares, so custom-course imports none of them.
 */
export type CourseShare = (db: Executor, studentId: number, courseId: number) => Promise<boolean>;

/** The practice id a custom course's attempts are submitted under. */
export const customPracticeId = (courseId: number) => `custom-${courseId}`;

function toCustomCourse(row: CustomCourseRow): CustomCourse {
  return {
    courseId: row.id,
    characterId: row.characterId,
    title: row.title,
    text: row.text,
    mode: row.mode === 'free' ? 'free' : 'stop',
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Marks the character's courses completed by a finished attempt (practice id `custom-<id>`) since last looked
 * at: the attempt route stays unaware of custom courses, and a course completed offline (its attempt queued on
 * the device) is completed as soon as the attempt arrives.
 */
async function settleCompletions(context: ServerContext, characterId: number): Promise<void> {
  // When each practice was first finished is kept with the attempts (practice_finishes).
  const finished = await context.db
    .select({ practiceId: practiceFinishes.practiceId, first: practiceFinishes.firstAt })
    .from(practiceFinishes)
    .where(and(eq(practiceFinishes.characterId, characterId), like(practiceFinishes.practiceId, 'custom-%')));
  for (const { practiceId, first } of finished) {
    const courseId = Number(practiceId?.slice('custom-'.length));
    if (!Number.isInteger(courseId) || !first) continue;
    await context.db
      .update(customCourses)
      .set({ completedAt: first })
      .where(
        and(
          eq(customCourses.id, courseId),
          eq(customCourses.characterId, characterId),
          isNull(customCourses.completedAt),
        ),
      );
  }
}

async function ownCourse(
  context: ServerContext,
  characterId: number,
  courseId: number,
): Promise<CustomCourseRow> {
  const [row] = await context.db
    .select()
    .from(customCourses)
    .where(and(eq(customCourses.id, courseId), eq(customCourses.characterId, characterId)));
  if (!row) throw fail('CUSTOM_COURSE_NOT_FOUND');
  return row;
}

export async function listCustomCourses(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<CustomCourseList> {
  await ownCharacter(context.db, userId, characterId);
  await settleCompletions(context, characterId);
  const rows = await context.db
    .select()
    .from(customCourses)
    .where(eq(customCourses.characterId, characterId))
    .orderBy(desc(customCourses.id));
  return { courses: rows.map(toCustomCourse), limit: await customCourseLimit(context, userId) };
}

export async function getCustomCourse(
  context: ServerContext,
  userId: number,
  characterId: number,
  courseId: number,
): Promise<CustomCourse> {
  await ownCharacter(context.db, userId, characterId);
  await settleCompletions(context, characterId);
  // A teacher's course assigned to one of the student's groups is shared with the student (read-only).
  if (await sharedWith(context, characterId, courseId)) {
    const [shared] = await context.db.select().from(customCourses).where(eq(customCourses.id, courseId));
    if (shared) return toCustomCourse(shared);
  }
  return toCustomCourse(await ownCourse(context, characterId, courseId));
}

async function sharedWith(context: ServerContext, studentId: number, courseId: number): Promise<boolean> {
  for (const share of context.courseShares) if (await share(context.db, studentId, courseId)) return true;
  return false;
}

/** The title of a character's own course, if it has it (an assignment names the course by it). */
export async function ownCourseTitle(
  db: Executor,
  characterId: number,
  courseId: number,
): Promise<string | undefined> {
  const [course] = await db
    .select({ title: customCourses.title })
    .from(customCourses)
    .where(and(eq(customCourses.id, courseId), eq(customCourses.characterId, characterId)));
  return course?.title;
}

/**
 * Adds a course to a character within `limit` (its account's tier, customCourseLimit), in the caller's
 * transaction: the character's row is locked first, so two adds at once count one after the other and cannot both
 * take the last place.
 */
export async function addCustomCourse(
  tx: Executor,
  course: { characterId: number; title: string; text: string; mode: 'stop' | 'free' },
  limit: number,
  now: Date,
): Promise<CustomCourseRow> {
  await tx
    .select({ id: characters.id })
    .from(characters)
    .where(eq(characters.id, course.characterId))
    .for('update');
  const existing = await tx
    .select({ id: customCourses.id })
    .from(customCourses)
    .where(eq(customCourses.characterId, course.characterId));
  if (existing.length >= limit) throw fail('CUSTOM_COURSE_LIMIT_REACHED');
  const [row] = await tx
    .insert(customCourses)
    .values({ ...course, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('The course was not created.');
  return row;
}

/** Creates a course, within the character's limit (its account's tier, under CUSTOM_COURSE_LIMIT). */
export async function createCustomCourse(
  context: ServerContext,
  userId: number,
  payload: CreateCustomCoursePayload,
): Promise<CustomCourse> {
  await ownCharacter(context.db, userId, payload.characterId);
  const limit = await customCourseLimit(context, userId);
  const { characterId, title, text, mode } = payload;
  return toCustomCourse(
    await context.db.transaction((tx) =>
      addCustomCourse(tx, { characterId, title, text, mode }, limit, context.clock.now()),
    ),
  );
}

/** Changes a course; a completed one cannot be edited (the spec's "Cannot edit completed courses"). */
export async function updateCustomCourse(
  context: ServerContext,
  userId: number,
  payload: UpdateCustomCoursePayload,
): Promise<CustomCourse> {
  await ownCharacter(context.db, userId, payload.characterId);
  await settleCompletions(context, payload.characterId);
  const course = await ownCourse(context, payload.characterId, payload.courseId);
  if (course.completedAt) throw fail('COURSE_COMPLETED');
  const [row] = await context.db
    .update(customCourses)
    .set({ title: payload.title, text: payload.text, mode: payload.mode, updatedAt: context.clock.now() })
    .where(and(eq(customCourses.id, course.id), isNull(customCourses.completedAt)))
    .returning();
  // Completed between the check and the update: the same answer.
  if (!row) throw fail('COURSE_COMPLETED');
  return toCustomCourse(row);
}

export async function deleteCustomCourse(
  context: ServerContext,
  userId: number,
  characterId: number,
  courseId: number,
): Promise<void> {
  await ownCharacter(context.db, userId, characterId);
  const course = await ownCourse(context, characterId, courseId);
  await context.db.delete(customCourses).where(eq(customCourses.id, course.id));
}
