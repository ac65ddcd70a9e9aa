import { z } from 'zod';
import type { ApiRoute } from './http';
import { DailyTotalSchema, DaySchema, KeyStatEntrySchema, TotalsShape } from './attempt';
import { IdSchema, TimestampSchema, formInt, optionalField, withDevice } from './form';
import { TYPING_CHECK_KINDS } from './typing-checks';

/** The periods a report covers: a calendar day, an ISO week (Monday to Sunday) or a calendar month. */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** How many of the most-missed words a period report lists. */
export const REPORT_MISSED_WORDS_MAX = 10;

/**
 * GET /report/period: a character's figures for one day, week or month (days in the time zone asked for, else
 * the character's), with the period before it to compare with.
 */
export const PeriodReportPayloadSchema = withDevice({
  characterId: IdSchema,
  period: z.enum(REPORT_PERIODS),
  /** A day inside the period to report; today when absent. */
  date: optionalField(DaySchema),
  timeZone: optionalField(z.string().min(1).max(64)),
});
export type PeriodReportPayload = z.infer<typeof PeriodReportPayloadSchema>;

/** The sums of a period's days, with its rates over the summed typing time. @see docs/METRICS.md */
export const PeriodTotalsSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  /** Days with at least one attempt. */
  activeDays: z.number().int(),
  ...TotalsShape,
});
export type PeriodTotals = z.infer<typeof PeriodTotalsSchema>;

export const MissedWordSchema = z.object({ word: z.string(), misses: z.number().int() });
export type MissedWord = z.infer<typeof MissedWordSchema>;

/** One typing check's result (the attempt's own figures). */
const CheckFiguresSchema = z.object({ day: DaySchema, wpm: z.number(), accuracy: z.number() });
export const TypingCheckResultSchema = CheckFiguresSchema.extend({
  check: z.enum(TYPING_CHECK_KINDS),
  before: CheckFiguresSchema.nullable(),
});
export type TypingCheckResult = z.infer<typeof TypingCheckResultSchema>;

export const PeriodReportSchema = z.object({
  characterId: z.number().int(),
  timeZone: z.string(),
  period: z.enum(REPORT_PERIODS),
  /** Today in the time zone: days after it are still to come. */
  today: DaySchema,
  totals: PeriodTotalsSchema,
  /** The period just before, for the comparison. */
  previous: PeriodTotalsSchema,
  /** One entry per day of the period, zeros on idle days (and on days still to come). */
  days: z.array(DailyTotalSchema),
  /** Per expected key over the period, by key (on the main block: keypad lessons' keys are in keypadKeys). */
  keys: z.array(KeyStatEntrySchema),
  /** Per key of the numeric keypad lessons of the period, by the character typed ('\n': Enter); empty without. */
  keypadKeys: z.array(KeyStatEntrySchema).default([]),
  /** The words with the most slips in the period, most first. */
  missedWords: z.array(MissedWordSchema),
  /**
   * The latest result of each typing check up to the period's last day (docs/EVIDENCE.md): the normal test, the
   * covered-keyboard one and the retention test after a week away; a retention test carries the normal test
   * before it (`before`) to compare with. Empty when none was taken.
   */
  typingChecks: z.array(TypingCheckResultSchema).default([]),
});
export type PeriodReport = z.infer<typeof PeriodReportSchema>;

/** How long a shared report link lives, in days: 7 unless asked, at most 30. */
export const REPORT_SHARE_DAYS_DEFAULT = 7;
export const REPORT_SHARE_DAYS_MAX = 30;

/** POST /report/share: a read-only link to one period's report, for a parent or a teacher. */
export const ShareReportPayloadSchema = withDevice({
  characterId: IdSchema,
  period: z.enum(REPORT_PERIODS),
  date: optionalField(DaySchema),
  timeZone: optionalField(z.string().min(1).max(64)),
  days: optionalField(formInt().pipe(z.number().int().min(1).max(REPORT_SHARE_DAYS_MAX))),
});
export type ShareReportPayload = z.infer<typeof ShareReportPayloadSchema>;
export const ReportShareSchema = z.object({
  /** Names the link to its owner (to list and withdraw it); not the secret. */
  shareId: z.uuid(),
  /** The secret of the link (only its hash is stored). */
  token: z.string(),
  /** The app's page showing it: /report/shared/<token>. */
  path: z.string(),
  expiresAt: TimestampSchema,
});
export type ReportShare = z.infer<typeof ReportShareSchema>;

/** GET /report/shares: the character's links still open (neither expired nor withdrawn), newest first. */
export const ReportSharesPayloadSchema = withDevice({ characterId: IdSchema });
export type ReportSharesPayload = z.infer<typeof ReportSharesPayloadSchema>;
export const ReportShareEntrySchema = z.object({
  shareId: z.uuid(),
  period: z.enum(REPORT_PERIODS),
  /** A day inside the shared period. */
  date: DaySchema,
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
});
export type ReportShareEntry = z.infer<typeof ReportShareEntrySchema>;
export const ReportSharesSchema = z.object({ shares: z.array(ReportShareEntrySchema) });
export type ReportShares = z.infer<typeof ReportSharesSchema>;

/** DELETE /report/share: withdraws a link of the account; opening it then answers REPORT_LINK_REVOKED. */
export const RevokeReportSharePayloadSchema = withDevice({ shareId: z.uuid() });
export type RevokeReportSharePayload = z.infer<typeof RevokeReportSharePayloadSchema>;
export const RevokeReportShareSchema = z.object({ revoked: z.literal(true) });
export type RevokeReportShare = z.infer<typeof RevokeReportShareSchema>;

/** GET /open/report/shared: the report behind a link, without signing in. */
export const SharedReportPayloadSchema = withDevice({ token: z.string().regex(/^[\w-]{20,100}$/) });
export type SharedReportPayload = z.infer<typeof SharedReportPayloadSchema>;
export const SharedReportSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  expiresAt: TimestampSchema,
  report: PeriodReportSchema,
});
export type SharedReport = z.infer<typeof SharedReportSchema>;

/** Period reports and their shared read-only links. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const REPORT_ROUTES = {
  periodReport: {
    method: 'GET',
    path: '/report/period',
    auth: 'user',
    payload: PeriodReportPayloadSchema,
    answer: PeriodReportSchema,
  },
  shareReport: {
    method: 'POST',
    path: '/report/share',
    auth: 'user',
    payload: ShareReportPayloadSchema,
    answer: ReportShareSchema,
  },
  reportShares: {
    method: 'GET',
    path: '/report/shares',
    auth: 'user',
    payload: ReportSharesPayloadSchema,
    answer: ReportSharesSchema,
  },
  revokeReportShare: {
    method: 'DELETE',
    path: '/report/share',
    auth: 'user',
    payload: RevokeReportSharePayloadSchema,
    answer: RevokeReportShareSchema,
  },
  sharedReport: {
    method: 'GET',
    path: '/open/report/shared',
    auth: 'none',
    payload: SharedReportPayloadSchema,
    answer: SharedReportSchema,
  },
} as const satisfies Record<string, ApiRoute>;
