import { z } from 'zod';
import type { ApiRoute } from './http';
import { formInt, IdSchema, optionalField, withDevice } from './form';
import { GROUP_STAT_WINDOWS } from './groups';
import { LOCALE_CODES } from './locales';
import { PasswordEntrySchema, mustBeTicked } from './user';

/**
 * Files for schools and families (docs/API.md, "Exports and privacy"): a class's or a school's progress as CSV
 * or as a printable PDF report, a child's certificate (PDF), and a child's data export (a zip of JSON and CSV)
 * and deletion with a receipt (docs/PRIVACY.md). A file travels in the JSON answer as base64, so it is fetched
 * with the caller's token like every other call and checked against the contract.
 */

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** A certificate is for a finished course or for a speed reached (words per minute in a passed lesson). */
export const CERTIFICATE_KINDS = ['course', 'speed'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
/** The speeds a certificate can name: every 5 WPM from 10 to 120. */
export const CERTIFICATE_SPEED_STEP = 5;
/** A school's logo: a PNG or JPEG of at most this many bytes, drawn on its certificates and reports. */
export const SCHOOL_LOGO_MAX_BYTES = 200_000;

export const ExportFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** The file's bytes, base64. */
  base64: z.string(),
});
export type ExportFile = z.infer<typeof ExportFileSchema>;

const days = formInt().pipe(z.literal(GROUP_STAT_WINDOWS));
const format = z.enum(EXPORT_FORMATS);
const language = optionalField(z.enum(LOCALE_CODES));

/** A teacher's class (or a school's class, by its administrator). */
export const ClassExportPayloadSchema = withDevice({
  characterId: IdSchema,
  groupId: IdSchema,
  days,
  format,
});
/** The school's classes and teachers, by its administrator. */
export const SchoolExportPayloadSchema = withDevice({ characterId: IdSchema, days, format });
export const CertificatePayloadSchema = withDevice({
  characterId: IdSchema,
  groupId: IdSchema,
  studentId: IdSchema,
  kind: z.enum(CERTIFICATE_KINDS),
  /** The course's slug (a course certificate). */
  course: optionalField(z.string().max(80)),
  /** The speed to certify (a speed certificate): a step of 5 WPM the child has reached. */
  wpm: optionalField(formInt().pipe(z.number().int().min(5).max(200))),
  /** The certificate's language; the request's language when left out. */
  language,
});

/** What a teacher can certify for a child: the courses finished and the best speed reached. */
export const CertificateOptionsPayloadSchema = withDevice({
  characterId: IdSchema,
  groupId: IdSchema,
  studentId: IdSchema,
});
export const CertificateOptionsSchema = z.object({
  courses: z.array(z.object({ slug: z.string(), title: z.string() })),
  /** The best speed reached in a passed lesson, rounded down to a step of 5; null before any pass. */
  speed: z.number().int().nullable(),
});
export type CertificateOptions = z.infer<typeof CertificateOptionsSchema>;

/** A school's logo, as a data URL of a PNG or JPEG; empty removes it. */
export const SchoolLogoPayloadSchema = withDevice({
  characterId: IdSchema,
  logo: z.string().max(Math.ceil((SCHOOL_LOGO_MAX_BYTES * 4) / 3) + 40, { error: 'SCHOOL_LOGO_INVALID' }),
});
export const SchoolLogoSchema = z.object({ hasLogo: z.boolean() });

/**
 * Whose data: the caller's own account (a parent's, no fields), or a child whose account the school opened (the
 * school's administrator character and the child's character).
 */
const childScope = {
  characterId: optionalField(IdSchema),
  studentId: optionalField(IdSchema),
};
export const ChildDataPayloadSchema = withDevice(childScope);
export const ChildDeletePayloadSchema = withDevice({
  ...childScope,
  password: optionalField(PasswordEntrySchema),
  acknowledge: mustBeTicked('ACKNOWLEDGEMENT_REQUIRED'),
});

/** The receipt of a deletion: what was deleted, table by table, when, and a digest to quote. */
export const DeletionReceiptSchema = z.object({
  receiptId: z.string(),
  deletedAt: z.string(),
  /** The account's number (no name: the receipt itself holds no personal data). */
  accountId: z.number().int(),
  /** Rows deleted per table, personal data in the server's logs included. */
  tables: z.record(z.string(), z.number().int()),
  /** SHA-256 of the receipt's other fields, to quote when asking about it. */
  digest: z.string(),
});
export type DeletionReceipt = z.infer<typeof DeletionReceiptSchema>;

export const EXPORT_ROUTES = {
  classExport: {
    method: 'GET',
    path: '/export/class',
    auth: 'user',
    payload: ClassExportPayloadSchema,
    answer: ExportFileSchema,
  },
  schoolExport: {
    method: 'GET',
    path: '/export/school',
    auth: 'user',
    payload: SchoolExportPayloadSchema,
    answer: ExportFileSchema,
  },
  certificateOptions: {
    method: 'GET',
    path: '/export/certificate/options',
    auth: 'user',
    payload: CertificateOptionsPayloadSchema,
    answer: CertificateOptionsSchema,
  },
  certificate: {
    method: 'GET',
    path: '/export/certificate',
    auth: 'user',
    payload: CertificatePayloadSchema,
    answer: ExportFileSchema,
  },
  schoolLogo: {
    method: 'POST',
    path: '/school/logo',
    auth: 'user',
    payload: SchoolLogoPayloadSchema,
    answer: SchoolLogoSchema,
  },
  childDataExport: {
    method: 'GET',
    path: '/privacy/export',
    auth: 'user',
    payload: ChildDataPayloadSchema,
    answer: ExportFileSchema,
  },
  childDataDelete: {
    method: 'DELETE',
    path: '/privacy/delete',
    auth: 'user',
    payload: ChildDeletePayloadSchema,
    answer: DeletionReceiptSchema,
  },
} as const satisfies Record<string, ApiRoute>;
