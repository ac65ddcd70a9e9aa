import { z } from 'zod';
import type { ApiRoute } from './http';
import { DaySchema, KeyStatEntrySchema } from './attempt';
import { AVATAR_KEYS } from './avatars';
import { KeyboardLayoutIdSchema } from './character';
import { GAME_IDS, KEYBOARD_LAYOUT_IDS, NICKNAME_MAX } from './constants';
import { FormBooleanSchema, IdSchema, TimestampSchema, formInt, optionalField, withDevice } from './form';
import { PeriodReportSchema, REPORT_PERIODS } from './report';
import { PasswordEntrySchema, mustBeTicked } from './user';

/**
 * Study groups (classes): a TEACHER character makes them, students join with a code, the teacher reads their
 * figures and gives them assignments (spec section 6). @see docs/API.md
 */

/** How many groups one teacher character may have (the spec's "teacher applies for a quota"). */
export const TEACHER_GROUP_LIMIT = 10;
/** How many students one group may hold. */
export const GROUP_MEMBER_LIMIT = 60;
/** How many students (over all their groups) one teacher character may teach. */
export const TEACHER_STUDENT_LIMIT = 200;
/** A join code works for this many days after it was made or renewed. */
export const JOIN_CODE_DAYS = 14;
/** Join codes: 6 characters without the ones read alike (0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
/** A group name: 1 to 30 characters. A remark name: 1 to 15, as a nickname. */
export const GROUP_NAME_MAX = 30;
export const REMARK_NAME_MAX = NICKNAME_MAX;
/** The windows of the group statistics, in days. */
export const GROUP_STAT_WINDOWS = [7, 30, 90] as const;
/** A student is stuck on a lesson tried this many times without a pass. */
export const STUCK_ATTEMPTS = 3;
/** A student is absent after this many days without practice. */
export const ABSENT_DAYS = 7;
/** Another role of the account counts as online for this long after its last call. */
export const ROLE_PRESENCE_MINUTES = 10;

const nameField = (empty: string, tooLong: string, max: number) =>
  z
    .string({ error: empty })
    .trim()
    .refine((value) => value.length > 0, { error: empty, abort: true })
    .refine((value) => [...value].length <= max, { error: tooLong, abort: true })
    .refine((value) => !/\p{Cc}/u.test(value), { error: 'PARAMETER_ERROR' });

export const GroupNameSchema = nameField('GROUP_NAME_EMPTY', 'GROUP_NAME_TOO_LONG', GROUP_NAME_MAX);
export const RemarkNameSchema = nameField('REMARK_NAME_EMPTY', 'REMARK_NAME_TOO_LONG', REMARK_NAME_MAX);
export const JoinCodeSchema = z
  .string({ error: 'JOIN_CODE_INVALID' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,12}$/, { error: 'JOIN_CODE_INVALID' });

/** A teacher's call about one of their groups. */
const groupScope = { characterId: IdSchema, groupId: IdSchema };

export const GroupSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  /** The code students join with; null when none was made yet. */
  joinCode: z.string().nullable(),
  joinCodeEnabled: z.boolean(),
  joinCodeExpiresAt: TimestampSchema.nullable(),
  /** The school the group is a class of, if any. */
  schoolName: z.string().nullable(),
  /**
   * The keyboard layout the class types on (a school computer room): its members' lessons draw and grade it
   * instead of their own; null: each student's own layout.
   */
  keyboardLayout: z.enum(KEYBOARD_LAYOUT_IDS).nullable(),
  createdAt: TimestampSchema,
});
export type Group = z.infer<typeof GroupSchema>;

export const GroupMemberSchema = z.object({
  studentId: z.number().int(),
  nickname: z.string(),
  /** The teacher's name for the student in this group. */
  remarkName: z.string().nullable(),
  avatar: z.enum(AVATAR_KEYS),
  /** The keyboard layout the student types on (the character's). */
  keyboardLayout: z.enum(KEYBOARD_LAYOUT_IDS),
  joinedAt: TimestampSchema,
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

export const GroupDetailSchema = GroupSchema.extend({ members: z.array(GroupMemberSchema) });
export type GroupDetail = z.infer<typeof GroupDetailSchema>;

export const TeacherScopePayloadSchema = withDevice({ characterId: IdSchema });
export const GroupScopePayloadSchema = withDevice(groupScope);
export type GroupScopePayload = z.infer<typeof GroupScopePayloadSchema>;
export const CreateGroupPayloadSchema = withDevice({ characterId: IdSchema, name: GroupNameSchema });
export const RenameGroupPayloadSchema = withDevice({ ...groupScope, name: GroupNameSchema });
/** Sets the layout the whole class types on; absent (or empty): each student's own again. */
export const GroupLayoutPayloadSchema = withDevice({
  ...groupScope,
  keyboardLayout: optionalField(KeyboardLayoutIdSchema),
});
/** Deleting a group clears its data: the ticked acknowledgement and the account's password (spec 4 and 5). */
export const DeleteGroupPayloadSchema = withDevice({
  ...groupScope,
  password: optionalField(PasswordEntrySchema),
  acknowledge: mustBeTicked('ACKNOWLEDGEMENT_REQUIRED'),
});
/** Turns the join code on or off; `renew` makes a new code with a new expiry (the old one stops working). */
export const JoinCodePayloadSchema = withDevice({
  ...groupScope,
  enabled: FormBooleanSchema,
  renew: optionalField(FormBooleanSchema),
});
export const RemarkPayloadSchema = withDevice({
  ...groupScope,
  studentId: IdSchema,
  remarkName: RemarkNameSchema,
});
export const MemberPayloadSchema = withDevice({ ...groupScope, studentId: IdSchema });

/** A student joins with a code (the student's own character). */
export const JoinGroupPayloadSchema = withDevice({ characterId: IdSchema, code: JoinCodeSchema });
export const JoinInfoPayloadSchema = withDevice({ code: JoinCodeSchema });
export const JoinInfoSchema = z.object({ groupName: z.string(), teacherNickname: z.string() });
export type JoinInfo = z.infer<typeof JoinInfoSchema>;

// Assignments.
/** The games a teacher can assign (the game center's, by the spec's ids). */
export const GAME_CENTER_GAMES = GAME_IDS;

export const ASSIGNMENT_KINDS = ['lesson', 'chapter', 'custom', 'game'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const AssignmentSchema = z.object({
  assignmentId: z.number().int(),
  groupId: z.number().int(),
  kind: z.enum(ASSIGNMENT_KINDS),
  /** A lesson slug, `<course slug>/<chapter number>`, a custom course id or a game id. */
  target: z.string(),
  /** What the student sees: the lesson's or course's title when the server knows it. */
  title: z.string(),
  /** The lessons of a chapter (or the one lesson); empty for a game or a custom course. */
  lessonSlugs: z.array(z.string()),
  dueDate: DaySchema.nullable(),
  createdAt: TimestampSchema,
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const CreateAssignmentPayloadSchema = withDevice({
  ...groupScope,
  kind: z.enum(ASSIGNMENT_KINDS, { error: 'ASSIGNMENT_TARGET_INVALID' }),
  target: z
    .string({ error: 'ASSIGNMENT_TARGET_INVALID' })
    .trim()
    .min(1, { error: 'ASSIGNMENT_TARGET_INVALID' })
    .max(120),
  dueDate: optionalField(DaySchema),
});
export const AssignmentScopePayloadSchema = withDevice({ ...groupScope, assignmentId: IdSchema });

/** The teacher's view: each assignment with who has done it. */
export const AssignmentProgressSchema = AssignmentSchema.extend({
  doneBy: z.array(z.number().int()),
});
export const AssignmentProgressListSchema = z.array(AssignmentProgressSchema);
export type AssignmentProgress = z.infer<typeof AssignmentProgressSchema>;

/** The student's view: their groups with their assignments and whether they did them. */
export const MyAssignmentSchema = AssignmentSchema.extend({ done: z.boolean(), groupName: z.string() });
export type MyAssignment = z.infer<typeof MyAssignmentSchema>;
export const MyGroupSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  teacherNickname: z.string(),
  schoolName: z.string().nullable(),
});
export const MyGroupsSchema = z.object({
  groups: z.array(MyGroupSchema),
  /** Not done first, then by due date. */
  assignments: z.array(MyAssignmentSchema),
});
export type MyGroups = z.infer<typeof MyGroupsSchema>;
export const StudentScopePayloadSchema = withDevice({ characterId: IdSchema });

/** A course written for the class from its weakest keys by the adaptive generator, assigned to the group. */
export const TailoredCoursePayloadSchema = withDevice({
  ...groupScope,
  days: optionalField(formInt().pipe(z.literal(GROUP_STAT_WINDOWS))),
  dueDate: optionalField(DaySchema),
});

// Statistics.
export const GroupStatsPayloadSchema = withDevice({
  ...groupScope,
  days: formInt().pipe(z.literal(GROUP_STAT_WINDOWS)),
  timeZone: optionalField(z.string().min(1).max(64)),
});

export const StudentStatSchema = z.object({
  studentId: z.number().int(),
  nickname: z.string(),
  remarkName: z.string().nullable(),
  activeDays: z.number().int(),
  durationMs: z.number(),
  lessonsPassed: z.number().int(),
  lessonAttempts: z.number().int(),
  wpm: z.number(),
  accuracy: z.number(),
  /** The one-star goals of the lessons the student tried in the window, averaged; null without lessons. */
  goalWpm: z.number().nullable(),
  goalAccuracy: z.number().nullable(),
  /** Words per minute in the first and second half of the window (null: no typing in that half). */
  trend: z.object({ before: z.number().nullable(), after: z.number().nullable() }),
  lastActiveDay: DaySchema.nullable(),
  /** No practice in the last ABSENT_DAYS days. */
  absent: z.boolean(),
  /** Lessons tried STUCK_ATTEMPTS times or more, never passed. */
  stuckLessons: z.array(z.object({ slug: z.string(), attempts: z.number().int() })),
  /** The latest lesson the student tried, if any. */
  lastLesson: z.string().nullable(),
});
export type StudentStat = z.infer<typeof StudentStatSchema>;

export const GroupStatsSchema = z.object({
  groupId: z.number().int(),
  days: z.number().int(),
  from: DaySchema,
  to: DaySchema,
  memberCount: z.number().int(),
  activeStudents: z.number().int(),
  durationMs: z.number(),
  lessonsPassed: z.number().int(),
  wpm: z.number(),
  accuracy: z.number(),
  goalWpm: z.number().nullable(),
  goalAccuracy: z.number().nullable(),
  /** The class's figures per expected key, summed over its students (for the heat map). */
  keys: z.array(KeyStatEntrySchema),
  students: z.array(StudentStatSchema),
});
export type GroupStats = z.infer<typeof GroupStatsSchema>;

/** A student's own report, read by their teacher. */
export const StudentReportPayloadSchema = withDevice({
  ...groupScope,
  studentId: IdSchema,
  period: z.enum(REPORT_PERIODS),
  date: optionalField(DaySchema),
});
export const StudentReportSchema = z.object({
  nickname: z.string(),
  remarkName: z.string().nullable(),
  report: PeriodReportSchema,
});
export type StudentReport = z.infer<typeof StudentReportSchema>;

export const GroupDeletedSchema = z.object({ deleted: z.literal(true) });

/** The calls of groups, spread into API_ROUTES (src/contracts/api.ts). */
export const GROUP_ROUTES = {
  groupList: {
    method: 'GET',
    path: '/group/list',
    auth: 'user',
    payload: TeacherScopePayloadSchema,
    answer: z.array(GroupSchema),
  },
  createGroup: {
    method: 'POST',
    path: '/group/create',
    auth: 'user',
    payload: CreateGroupPayloadSchema,
    answer: GroupSchema,
    shownToOthers: ['name'],
  },
  renameGroup: {
    method: 'POST',
    path: '/group/rename',
    auth: 'user',
    payload: RenameGroupPayloadSchema,
    answer: GroupSchema,
    shownToOthers: ['name'],
  },
  groupLayout: {
    method: 'POST',
    path: '/group/keyboard-layout',
    auth: 'user',
    payload: GroupLayoutPayloadSchema,
    answer: GroupSchema,
  },
  deleteGroup: {
    method: 'DELETE',
    path: '/group/delete',
    auth: 'user',
    payload: DeleteGroupPayloadSchema,
    answer: GroupDeletedSchema,
  },
  groupDetail: {
    method: 'GET',
    path: '/group/detail',
    auth: 'user',
    payload: GroupScopePayloadSchema,
    answer: GroupDetailSchema,
  },
  groupJoinCode: {
    method: 'POST',
    path: '/group/join-code',
    auth: 'user',
    payload: JoinCodePayloadSchema,
    answer: GroupSchema,
  },
  groupRemark: {
    method: 'POST',
    path: '/group/member/remark',
    auth: 'user',
    payload: RemarkPayloadSchema,
    answer: GroupMemberSchema,
  },
  groupRemoveMember: {
    method: 'DELETE',
    path: '/group/member/remove',
    auth: 'user',
    payload: MemberPayloadSchema,
    answer: GroupDeletedSchema,
  },
  groupStats: {
    method: 'GET',
    path: '/group/stats',
    auth: 'user',
    payload: GroupStatsPayloadSchema,
    answer: GroupStatsSchema,
  },
  groupStudentReport: {
    method: 'GET',
    path: '/group/student/report',
    auth: 'user',
    payload: StudentReportPayloadSchema,
    answer: StudentReportSchema,
  },
  groupAssignments: {
    method: 'GET',
    path: '/group/assignment/list',
    auth: 'user',
    payload: GroupScopePayloadSchema,
    answer: AssignmentProgressListSchema,
  },
  createAssignment: {
    method: 'POST',
    path: '/group/assignment/create',
    auth: 'user',
    payload: CreateAssignmentPayloadSchema,
    answer: AssignmentSchema,
  },
  deleteAssignment: {
    method: 'DELETE',
    path: '/group/assignment/delete',
    auth: 'user',
    payload: AssignmentScopePayloadSchema,
    answer: GroupDeletedSchema,
  },
  tailoredCourse: {
    method: 'POST',
    path: '/group/tailored-course',
    auth: 'user',
    payload: TailoredCoursePayloadSchema,
    answer: AssignmentSchema,
  },
  joinGroup: {
    method: 'POST',
    path: '/group/join',
    auth: 'user',
    payload: JoinGroupPayloadSchema,
    answer: MyGroupSchema,
  },
  joinInfo: {
    method: 'GET',
    path: '/open/group/join-info',
    auth: 'none',
    payload: JoinInfoPayloadSchema,
    answer: JoinInfoSchema,
  },
  myGroups: {
    method: 'GET',
    path: '/group/mine',
    auth: 'user',
    payload: StudentScopePayloadSchema,
    answer: MyGroupsSchema,
  },
} as const satisfies Record<string, ApiRoute>;
