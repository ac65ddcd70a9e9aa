import { z } from 'zod';
import type { ApiRoute } from './http';
import { NicknameSchema } from './character';
import { FormBooleanSchema, formInt, IdSchema, jsonField, optionalField, withDevice } from './form';
import { GROUP_STAT_WINDOWS, GroupNameSchema, GroupDeletedSchema } from './groups';
import { PasswordEntrySchema, mustBeTicked } from './user';

/**
 * The school (or organisation) administrator area: a SCHOOL character runs its classes and teachers, opens
 * student accounts from a CSV, moves students between classes and deletes a class with its data.
 * @see docs/API.md, docs/PRIVACY.md
 */

/** At most this many accounts from one CSV. */
export const SCHOOL_IMPORT_MAX = 500;
/** The CSV of new accounts: at most this many characters. */
export const SCHOOL_CSV_MAX_CHARS = 100_000;
/** Generated passwords: 8 letters and digits (the password rule is 6 to 18). */
export const SCHOOL_PASSWORD_LENGTH = 8;
/** A school's name: 1 to 40 characters. */
export const SCHOOL_NAME_MAX = 40;

export const SchoolNameSchema = z
  .string({ error: 'SCHOOL_NAME_EMPTY' })
  .trim()
  .refine((value) => value.length > 0, { error: 'SCHOOL_NAME_EMPTY', abort: true })
  .refine((value) => [...value].length <= SCHOOL_NAME_MAX, { error: 'SCHOOL_NAME_EMPTY', abort: true });

const schoolScope = { characterId: IdSchema };

export const OpenSchoolPayloadSchema = withDevice({ name: SchoolNameSchema, nickname: NicknameSchema });
export const SchoolScopePayloadSchema = withDevice(schoolScope);

export const SchoolClassSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  /** The class's teacher; null while the school runs it itself. */
  teacherId: z.number().int().nullable(),
  teacherNickname: z.string().nullable(),
  memberCount: z.number().int(),
});
export type SchoolClass = z.infer<typeof SchoolClassSchema>;

export const SchoolTeacherSchema = z.object({
  teacherId: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  /** False while the invitation waits for the teacher's answer: no class can be given to them yet. */
  accepted: z.boolean(),
});
export type SchoolTeacher = z.infer<typeof SchoolTeacherSchema>;

export const SchoolOverviewSchema = z.object({
  characterId: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  classes: z.array(SchoolClassSchema),
  teachers: z.array(SchoolTeacherSchema),
});
export type SchoolOverview = z.infer<typeof SchoolOverviewSchema>;

/**
 * Invites a teacher by the username of their account (its first TEACHER role); the teacher accepts or declines
 * in their own area before the school can give them a class.
 */
export const AddSchoolTeacherPayloadSchema = withDevice({
  ...schoolScope,
  username: z.string({ error: 'TEACHER_NOT_FOUND' }).trim().min(1, { error: 'TEACHER_NOT_FOUND' }).max(64),
});
export const CreateSchoolClassPayloadSchema = withDevice({
  ...schoolScope,
  name: GroupNameSchema,
  teacherId: optionalField(IdSchema),
});

/** A school's invitation waiting for a teacher's answer. */
export const SchoolInvitationSchema = z.object({ schoolId: z.number().int(), schoolName: z.string() });
export const SchoolInvitationsSchema = z.object({ invitations: z.array(SchoolInvitationSchema) });
export type SchoolInvitations = z.infer<typeof SchoolInvitationsSchema>;
/** A teacher's answer to a school's invitation: accept (work for the school) or decline (the invitation goes). */
export const AnswerSchoolInvitationPayloadSchema = withDevice({
  ...schoolScope,
  schoolId: IdSchema,
  accept: FormBooleanSchema,
});

/**
 * A CSV with a header line: `class` (required) and `name` (optional, printed on the sign-in sheet only and
 * never stored). One student per line.
 */
export const ImportStudentsPayloadSchema = withDevice({
  ...schoolScope,
  csv: z
    .string({ error: 'SCHOOL_CSV_INVALID' })
    .min(1, { error: 'SCHOOL_CSV_INVALID' })
    .max(SCHOOL_CSV_MAX_CHARS, { error: 'SCHOOL_IMPORT_TOO_LARGE' }),
});
export const OpenedAccountSchema = z.object({
  /** The CSV's name column, given back for the sign-in sheet; the server does not keep it. */
  label: z.string(),
  className: z.string(),
  groupId: z.number().int(),
  username: z.string(),
  /** Shown once, on the sheet; only its hash is kept. */
  password: z.string(),
});
export type OpenedAccount = z.infer<typeof OpenedAccountSchema>;
export const ImportStudentsResultSchema = z.object({ accounts: z.array(OpenedAccountSchema) });
export type ImportStudentsResult = z.infer<typeof ImportStudentsResultSchema>;

export const MoveStudentPayloadSchema = withDevice({
  ...schoolScope,
  studentId: IdSchema,
  fromGroupId: IdSchema,
  toGroupId: IdSchema,
});
/** Deleting a class deletes the accounts the school opened in it with all their results. */
export const DeleteSchoolClassPayloadSchema = withDevice({
  ...schoolScope,
  groupId: IdSchema,
  password: optionalField(PasswordEntrySchema),
  acknowledge: mustBeTicked('ACKNOWLEDGEMENT_REQUIRED'),
});

export const SchoolReportPayloadSchema = withDevice({
  ...schoolScope,
  days: formInt().pipe(z.literal(GROUP_STAT_WINDOWS)),
});
const reportFigures = {
  memberCount: z.number().int(),
  activeStudents: z.number().int(),
  durationMs: z.number(),
  lessonsPassed: z.number().int(),
  wpm: z.number(),
  accuracy: z.number(),
};
export const SchoolReportSchema = z.object({
  days: z.number().int(),
  classes: z.array(
    z.object({
      groupId: z.number().int(),
      name: z.string(),
      teacherNickname: z.string().nullable(),
      ...reportFigures,
    }),
  ),
  teachers: z.array(
    z.object({
      teacherId: z.number().int(),
      nickname: z.string(),
      classCount: z.number().int(),
      ...reportFigures,
    }),
  ),
});
export type SchoolReport = z.infer<typeof SchoolReportSchema>;

/**
 * A OneRoster 1.1 CSV roster (docs/API.md, "OneRoster"): a zip (base64) of orgs.csv, classes.csv, users.csv and
 * enrollments.csv, or the files by name. Read as the whole roster: classes, students and teachers are made to
 * match it, and nobody's results are lost.
 */
export const ImportRosterPayloadSchema = withDevice({
  ...schoolScope,
  zip: optionalField(z.string().max(SCHOOL_CSV_MAX_CHARS * 10, { error: 'SCHOOL_IMPORT_TOO_LARGE' })),
  files: optionalField(
    jsonField(
      z.record(
        z.string().max(100),
        z.string().max(SCHOOL_CSV_MAX_CHARS * 5, { error: 'SCHOOL_IMPORT_TOO_LARGE' }),
      ),
    ),
  ),
});
export const RosterImportResultSchema = z.object({
  /** New accounts of this import with their passwords, shown once (the others keep theirs). */
  opened: z.array(OpenedAccountSchema),
  students: z.number().int(),
  teachers: z.number().int(),
  classes: z.number().int(),
  /** People the roster no longer names: out of the roster's classes, accounts and results kept. */
  removed: z.number().int(),
  /** Students who joined or left a class. */
  membershipChanges: z.number().int(),
});
export type RosterImportResult = z.infer<typeof RosterImportResultSchema>;

/** The calls of the school area, spread into API_ROUTES (src/contracts/api.ts). */
export const SCHOOL_ROUTES = {
  openSchool: {
    method: 'POST',
    path: '/school/open',
    auth: 'user',
    payload: OpenSchoolPayloadSchema,
    answer: SchoolOverviewSchema,
    shownToOthers: ['name', 'nickname'],
  },
  schoolOverview: {
    method: 'GET',
    path: '/school/overview',
    auth: 'user',
    payload: SchoolScopePayloadSchema,
    answer: SchoolOverviewSchema,
  },
  addSchoolTeacher: {
    method: 'POST',
    path: '/school/teacher/add',
    auth: 'user',
    payload: AddSchoolTeacherPayloadSchema,
    answer: SchoolOverviewSchema,
  },
  schoolInvitations: {
    method: 'GET',
    path: '/school/invitations',
    auth: 'user',
    payload: SchoolScopePayloadSchema,
    answer: SchoolInvitationsSchema,
  },
  answerSchoolInvitation: {
    method: 'POST',
    path: '/school/invitation/answer',
    auth: 'user',
    payload: AnswerSchoolInvitationPayloadSchema,
    answer: SchoolInvitationsSchema,
  },
  createSchoolClass: {
    method: 'POST',
    path: '/school/class/create',
    auth: 'user',
    payload: CreateSchoolClassPayloadSchema,
    answer: SchoolOverviewSchema,
    shownToOthers: ['name'],
  },
  importStudents: {
    method: 'POST',
    path: '/school/students/import',
    auth: 'user',
    payload: ImportStudentsPayloadSchema,
    answer: ImportStudentsResultSchema,
  },
  moveStudent: {
    method: 'POST',
    path: '/school/student/move',
    auth: 'user',
    payload: MoveStudentPayloadSchema,
    answer: SchoolOverviewSchema,
  },
  deleteSchoolClass: {
    method: 'DELETE',
    path: '/school/class/delete',
    auth: 'user',
    payload: DeleteSchoolClassPayloadSchema,
    answer: GroupDeletedSchema,
  },
  importRoster: {
    method: 'POST',
    path: '/school/roster/import',
    auth: 'user',
    payload: ImportRosterPayloadSchema,
    answer: RosterImportResultSchema,
  },
  schoolReport: {
    method: 'GET',
    path: '/school/report',
    auth: 'user',
    payload: SchoolReportPayloadSchema,
    answer: SchoolReportSchema,
  },
} as const satisfies Record<string, ApiRoute>;
