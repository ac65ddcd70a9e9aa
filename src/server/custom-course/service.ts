import { and, desc, eq, isNull, like } from 'drizzle-orm';
import type {
  CreateCustomCoursePayload,
  CustomCourse,
  CustomCourseList,
  UpdateCustomCoursePayload,
} from '../../contracts';
import type { ServerContext } from '../context';
import { customCourses } from '../db/schema';
import { practiceFinishes } from '../attempt/schema';
import { fail } from '../errors';
import { customCourseLimit } from '../user/tier';
import { courseSharedWith } from '../groups/assignments';
import { ownCharacter } from '../character/service';

type CustomCourseRow = typeof customCourses.$inferSelect;

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
  if (await courseSharedWith(context.db, characterId, courseId)) {
    const [shared] = await context.db.select().from(customCourses).where(eq(customCourses.id, courseId));
    if (shared) return toCustomCourse(shared);
  }
  return toCustomCourse(await ownCourse(context, characterId, courseId));
}

/** Creates a course, within the character's limit (its account's tier, under CUSTOM_COURSE_LIMIT). */
export async function createCustomCourse(
  context: ServerContext,
  userId: number,
  payload: CreateCustomCoursePayload,
): Promise<CustomCourse> {
  await ownCharacter(context.db, userId, payload.characterId);
  const limit = await customCourseLimit(context, userId);
  return context.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: customCourses.id })
      .from(customCourses)
      .where(eq(customCourses.characterId, payload.characterId));
    if (existing.length >= limit) throw fail('CUSTOM_COURSE_LIMIT_REACHED');
    const now = context.clock.now();
    const [row] = await tx
      .insert(customCourses)
      .values({
        characterId: payload.characterId,
        title: payload.title,
        text: payload.text,
        mode: payload.mode,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toCustomCourse(row!);
  });
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
