import { z } from 'zod';
import { PINYIN_REVIEW_IDS } from './constants';
import type { ApiRoute } from './http';
import { CharacterScopePayloadSchema } from './attempt';
import { IdSchema, TimestampSchema, withDevice } from './form';
import { DeletedResultSchema } from './user';

/** Longest title of a custom course, in characters. */
export const CUSTOM_COURSE_TITLE_MAX = 60;
/** Longest text of a custom course, in characters: a few typing pages. */
export const CUSTOM_COURSE_TEXT_MAX = 3000;
/**
 * The server's cap on custom courses per character over every tier (CUSTOM_COURSE_LIMIT): the tiers' own limits
 * (CUSTOM_COURSE_LIMITS in membership.ts: FREE 5, PREMIUM 200, LIFETIME unlimited) apply under it.
 */
export const DEFAULT_CUSTOM_COURSE_LIMIT = 10_000;

/**
 * A course's text as it is typed: line ends as '\n', tabs as four spaces, spaces at line ends and blank lines at
 * the start and end removed, runs of blank lines as one.
 */
export function tidyCourseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .split('\n')
    .map((line) => line.replace(/[ \u00a0]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

const HAN = /\p{Script=Han}/u;

/**
 * How a custom course is typed: text with Chinese (Han) characters is a pinyin drill (its readings made with
 * pinyin-pro, in the app and again on the server when the attempt is checked); any other text is typed key by
 * key. The app and the server decide it the same way from the text alone.
 */
export function customCourseTyping(text: string): 'pinyin' | 'keys' {
  return HAN.test(text) ? 'pinyin' : 'keys';
}

// The notebook's pinyin review ids live beside the other constants (no zod): the pinyin lesson's page reads them.
export { PINYIN_REVIEW_IDS } from './constants';

/**
 * Whether a practice attempt is a pinyin drill, replayed with readings made from its text: a custom course of
 * Chinese text, or a review of the notebook's Chinese words.
 */
export function isPinyinPractice(practiceId: string | null | undefined, text: string): boolean {
  if (!practiceId) return false;
  if (PINYIN_REVIEW_IDS.includes(practiceId)) return true;
  return practiceId.startsWith('custom-') && customCourseTyping(text) === 'pinyin';
}

const TitleSchema = z
  .string()
  .transform((title) => title.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'CUSTOM_COURSE_TITLE_INVALID')
      .max(CUSTOM_COURSE_TITLE_MAX, 'CUSTOM_COURSE_TITLE_INVALID'),
  );

const TextSchema = z
  .string()
  .transform(tidyCourseText)
  .pipe(
    z.string().min(1, 'CUSTOM_COURSE_TEXT_INVALID').max(CUSTOM_COURSE_TEXT_MAX, 'CUSTOM_COURSE_TEXT_INVALID'),
  );

/** How the course is typed: stop on a wrong key, or go on and count it. */
export const CustomCourseModeSchema = z.enum(['stop', 'free']);

/** A custom course. `completedAt` is set by its first finished attempt; it cannot be edited after that. */
export const CustomCourseSchema = z.object({
  courseId: z.number().int(),
  characterId: z.number().int(),
  title: z.string(),
  text: z.string(),
  mode: CustomCourseModeSchema,
  completedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type CustomCourse = z.infer<typeof CustomCourseSchema>;

/** GET /course/custom/list: the character's courses, newest first, and how many it may keep. */
export const CustomCourseListSchema = z.object({
  courses: z.array(CustomCourseSchema),
  limit: z.number().int(),
});
export type CustomCourseList = z.infer<typeof CustomCourseListSchema>;

export const CustomCourseScopePayloadSchema = withDevice({ characterId: IdSchema, courseId: IdSchema });
export type CustomCourseScopePayload = z.infer<typeof CustomCourseScopePayloadSchema>;

/** POST /course/custom/create. */
export const CreateCustomCoursePayloadSchema = withDevice({
  characterId: IdSchema,
  title: TitleSchema,
  text: TextSchema,
  mode: CustomCourseModeSchema.default('stop'),
});
export type CreateCustomCoursePayload = z.infer<typeof CreateCustomCoursePayloadSchema>;

/** POST /course/custom/update: a course not completed yet (COURSE_COMPLETED otherwise). */
export const UpdateCustomCoursePayloadSchema = withDevice({
  characterId: IdSchema,
  courseId: IdSchema,
  title: TitleSchema,
  text: TextSchema,
  mode: CustomCourseModeSchema.default('stop'),
});
export type UpdateCustomCoursePayload = z.infer<typeof UpdateCustomCoursePayloadSchema>;

/** POST /practice/passage: a themed passage for the learner's unlocked keys (a language model or the built-in writer). */
export const ThemedPassagePayloadSchema = withDevice({
  /** A theme slug or a teacher's word ("animals", "space"): letters, digits, spaces and hyphens. */
  theme: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N} -]{1,40}$/u),
  /** The characters the learner may type, as one string ("fjdksla e"). */
  unlockedChars: z.string().min(1).max(120),
  focus: z.string().length(1),
});
export type ThemedPassagePayload = z.infer<typeof ThemedPassagePayloadSchema>;

export const ThemedPassageSchema = z.object({
  passage: z.string(),
  source: z.enum(['writer', 'offline']),
});
export type ThemedPassageAnswer = z.infer<typeof ThemedPassageSchema>;

/** A character's custom courses, and themed practice passages. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const CUSTOM_COURSE_ROUTES = {
  customCourseList: {
    method: 'GET',
    path: '/course/custom/list',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: CustomCourseListSchema,
  },
  customCourse: {
    method: 'GET',
    path: '/course/custom/detail',
    auth: 'user',
    payload: CustomCourseScopePayloadSchema,
    answer: CustomCourseSchema,
  },
  createCustomCourse: {
    method: 'POST',
    path: '/course/custom/create',
    auth: 'user',
    payload: CreateCustomCoursePayloadSchema,
    answer: CustomCourseSchema,
    shownToOthers: ['title'],
  },
  updateCustomCourse: {
    method: 'POST',
    path: '/course/custom/update',
    auth: 'user',
    payload: UpdateCustomCoursePayloadSchema,
    answer: CustomCourseSchema,
    shownToOthers: ['title'],
  },
  deleteCustomCourse: {
    method: 'DELETE',
    path: '/course/custom/delete',
    auth: 'user',
    payload: CustomCourseScopePayloadSchema,
    answer: DeletedResultSchema,
  },
  themedPassage: {
    method: 'POST',
    path: '/practice/passage',
    auth: 'none',
    payload: ThemedPassagePayloadSchema,
    answer: ThemedPassageSchema,
    // A language model behind it costs money: limited like the sign-in calls.
    limited: true,
  },
} as const satisfies Record<string, ApiRoute>;
