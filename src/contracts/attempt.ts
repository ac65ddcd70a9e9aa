import { z } from 'zod';
import { RankingVerdictSchema } from './leaderboard';
import type { ApiRoute } from './http';
import {
  ATTEMPT_KEYLOG_MAX,
  ATTEMPT_KEYSTROKES_MAX,
  ATTEMPT_TEXT_MAX,
  HISTORY_DAYS_MAX,
  KEYBOARD_LAYOUT_IDS,
} from './constants';
import { KeyboardLayoutIdSchema } from './character';
import { AttemptRewardSchema } from './economy';
import { IdSchema, TimestampSchema, formInt, jsonField, optionalField, withDevice } from './form';

/**
 * One entry of a keystroke log, as the engine's `Keystroke` (src/engine/keystroke.ts): timeStamp is the DOM
 * event's timeStamp in ms. The contracts cannot import the engine, so the server checks that both agree.
 */
const TimeStampSchema = z.number().finite().min(0).max(1e13);
export const KeystrokeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('insert'),
    char: z.string().min(1).max(8),
    timeStamp: TimeStampSchema,
    /** The KeyboardEvent.code that typed it, when the lesson asks for particular keys (numeric keypad). */
    code: z.string().min(1).max(32).optional(),
  }),
  z.object({ kind: z.literal('delete'), timeStamp: TimeStampSchema }),
  z.object({ kind: z.literal('key'), code: z.string().min(1).max(32), timeStamp: TimeStampSchema }),
]);
export type KeystrokeEntry = z.infer<typeof KeystrokeSchema>;

/** What was practised: a course lesson (by slug), a game round (by game id) or any other practice. */
export const ATTEMPT_KINDS = ['lesson', 'game', 'practice'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);
const ContentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .max(64);

/** A day in the character's time zone, YYYY-MM-DD. */
export const DaySchema = z.iso.date();

/**
 * POST /attempt/submit: a finished (or abandoned) attempt with its keystroke log. The server replays the log
 * with the engine, stores the attempt once per idempotency key and updates the character's progress.
 * A retry with the same key answers the first result (with `replayed: true`).
 */
export const SubmitAttemptPayloadSchema = withDevice({
  characterId: IdSchema,
  /** Made once by the app when the attempt finishes (a UUID), reused for every retry. */
  idempotencyKey: z.string().regex(/^[\w-]{8,100}$/),
  kind: z.enum(ATTEMPT_KINDS),
  /** Required for a lesson; the text must be the lesson's text. */
  lessonSlug: optionalField(SlugSchema),
  /** Required for a game round, e.g. STAR_TREK. */
  gameId: optionalField(ContentIdSchema),
  /** Optional for a practice: which practice (e.g. `english-words`, `numpad`). */
  practiceId: optionalField(ContentIdSchema),
  mode: z.enum(['stop', 'free']),
  text: z.string().min(1).max(ATTEMPT_TEXT_MAX),
  /**
   * The keystroke log, a JSON array of keystrokes (a string field in the form body): what app versions before
   * the compact `keylog` send, and what their queued attempts still hold. Exactly one of the two.
   */
  keystrokes: optionalField(jsonField(z.array(KeystrokeSchema).max(ATTEMPT_KEYSTROKES_MAX))),
  /**
   * The keystroke log in its compact encoding (`encodeKeylog` in src/engine/keylog.ts, about 6 bytes a
   * keystroke); the server decodes it with the same codec and refuses one that does not decode (PARAMETER_ERROR).
   */
  keylog: optionalField(z.string().min(1).max(ATTEMPT_KEYLOG_MAX)),
  /** The client's wall-clock time when the attempt started, epoch ms. */
  startedAt: formInt().pipe(z.number().min(0)),
  /** The client's IANA time zone, e.g. Europe/Paris: the attempt counts for that day there. */
  timeZone: z.string().min(1).max(64),
  /** Pinyin lessons: whether tones were typed as digits (the engine's ToneMode); `none` when absent. */
  toneMode: optionalField(z.enum(['none', 'digits'])),
  /** A game round: the roundId POST /economy/round/start answered; without it the round is not a paid one. */
  roundId: optionalField(z.string().uuid()),
  /**
   * The keyboard layout the attempt was typed on (the character's when it started); absent: the character's
   * layout. An unknown one → KEYBOARD_LAYOUT_UNKNOWN.
   */
  keyboardLayout: optionalField(KeyboardLayoutIdSchema),
}).superRefine((payload, context) => {
  const needs = { lesson: 'lessonSlug', game: 'gameId', practice: null } as const;
  const field = needs[payload.kind];
  if (field && !payload[field])
    context.addIssue({ code: 'custom', path: [field], message: 'PARAMETER_ERROR' });
  if ((payload.keystrokes === undefined) === (payload.keylog === undefined))
    context.addIssue({ code: 'custom', path: ['keylog'], message: 'PARAMETER_ERROR' });
});
export type SubmitAttemptPayload = z.infer<typeof SubmitAttemptPayloadSchema>;

/** The figures of an attempt, as the engine's AttemptAnalysis computes them. @see docs/METRICS.md */
export const AttemptMetricsSchema = z.object({
  finished: z.boolean(),
  durationMs: z.number(),
  keystrokes: z.number().int(),
  correctChars: z.number().int(),
  wrongChars: z.number().int(),
  matchingChars: z.number().int(),
  /** 0..1 */
  accuracy: z.number(),
  wpm: z.number(),
  rawWpm: z.number(),
  kpm: z.number(),
  rpm: z.number(),
  score: z.number().int(),
});
export type AttemptMetrics = z.infer<typeof AttemptMetricsSchema>;

/** A stored attempt. */
export const AttemptSummarySchema = z.object({
  attemptId: z.number().int(),
  characterId: z.number().int(),
  kind: z.enum(ATTEMPT_KINDS),
  lessonSlug: z.string().nullable(),
  gameId: z.string().nullable(),
  practiceId: z.string().nullable(),
  mode: z.enum(['stop', 'free']),
  /** When it started (the client's clock, never later than the server's). */
  startedAt: TimestampSchema,
  /** The day it counts for, in the time zone it was made in. */
  day: DaySchema,
  metrics: AttemptMetricsSchema,
  /** Stars of a lesson attempt by the lesson's pass rule (0 to 3); null for games and practice. */
  stars: z.number().int().min(0).max(3).nullable(),
  /** The keyboard layout it was typed on (`us` for attempts from before layouts). */
  keyboardLayout: z.enum(KEYBOARD_LAYOUT_IDS),
});
export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

/** Best results of a character in one lesson. */
export const LessonProgressSchema = z.object({
  lessonSlug: z.string(),
  /** Best stars so far (0 to 3); 1 or more passes the lesson. */
  stars: z.number().int().min(0).max(3),
  bestWpm: z.number(),
  bestAccuracy: z.number(),
  bestScore: z.number().int(),
  attempts: z.number().int(),
  /** First time the lesson was passed; null if not yet. */
  passedAt: TimestampSchema.nullable(),
  lastAttemptAt: TimestampSchema,
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

/** The answer to a submitted attempt, and the lesson's progress after it (null if not a lesson). */
export const SubmitAttemptResultSchema = AttemptSummarySchema.extend({
  /** True when this idempotency key was already stored: the first result is answered again. */
  replayed: z.boolean(),
  lessonProgress: LessonProgressSchema.nullable(),
  /** What this attempt earned (points, crystals, whether a game round was paid); absent on a replay. */
  reward: AttemptRewardSchema.optional(),
  /** Whether it counts on the leaderboards, and why not (docs/METRICS.md); absent on a replay. */
  ranking: RankingVerdictSchema.optional(),
});
export type SubmitAttemptResult = z.infer<typeof SubmitAttemptResultSchema>;

/** A character-scoped read. */
export const CharacterScopePayloadSchema = withDevice({ characterId: IdSchema });
export type CharacterScopePayload = z.infer<typeof CharacterScopePayloadSchema>;

/** GET /attempt/list: newest first, `limit` at a time; `before` (an attemptId) pages back. */
export const AttemptListPayloadSchema = withDevice({
  characterId: IdSchema,
  limit: optionalField(formInt().pipe(z.number().int().min(1).max(100))),
  before: optionalField(IdSchema),
});
export type AttemptListPayload = z.infer<typeof AttemptListPayloadSchema>;
export const AttemptListSchema = z.object({
  attempts: z.array(AttemptSummarySchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type AttemptList = z.infer<typeof AttemptListSchema>;

/** GET /progress/lessons: every lesson the character has tried. */
export const LessonProgressListSchema = z.object({ lessons: z.array(LessonProgressSchema) });
export type LessonProgressList = z.infer<typeof LessonProgressListSchema>;

/** Per-key statistics of a character over all its attempts (by expected character). */
export const KeyStatEntrySchema = z.object({
  key: z.string(),
  hits: z.number().int(),
  misses: z.number().int(),
  /** hits / (hits + misses). */
  accuracy: z.number(),
  /** Mean time to find the key at the first try, in ms; null before any timed hit. */
  meanTimeMs: z.number().nullable(),
  timedHits: z.number().int(),
});
export type KeyStatEntry = z.infer<typeof KeyStatEntrySchema>;

/** GET /progress/keys. */
export const KeyStatsSchema = z.object({ keys: z.array(KeyStatEntrySchema) });
export type KeyStats = z.infer<typeof KeyStatsSchema>;

/**
 * The totals every report shows, for a day or summed over a period: counts, typing time, characters, score, and
 * the rates over the summed typing time. One field set for the daily rollup, today, history and the period report.
 */
export const TotalsShape = {
  attempts: z.number().int(),
  lessonAttempts: z.number().int(),
  gameRounds: z.number().int(),
  /** Distinct lessons with an attempt that earned at least one star (a lesson passed twice counts once). */
  lessonsPassed: z.number().int(),
  durationMs: z.number(),
  keystrokes: z.number().int(),
  correctChars: z.number().int(),
  wrongChars: z.number().int(),
  matchingChars: z.number().int(),
  score: z.number().int(),
  accuracy: z.number(),
  wpm: z.number(),
  kpm: z.number(),
  rpm: z.number(),
  bestWpm: z.number(),
};

/**
 * One day's totals of a character. Rates are over the day's summed typing time, as the engine defines them
 * (docs/METRICS.md): wpm = matchingChars / 5 per minute, kpm = keystrokes per minute, rpm = the characters each
 * attempt's rpm counts (matching characters; in pinyin, the Chinese characters spelt) per minute.
 */
export const DailyTotalSchema = z.object({ day: DaySchema, ...TotalsShape });
export type DailyTotal = z.infer<typeof DailyTotalSchema>;

/** A time zone to count days in; the character's own (its latest attempt's) when absent. */
const TimeZoneFieldSchema = optionalField(z.string().min(1).max(64));

/** GET /report/today. */
export const TodayReportPayloadSchema = withDevice({ characterId: IdSchema, timeZone: TimeZoneFieldSchema });
export type TodayReportPayload = z.infer<typeof TodayReportPayloadSchema>;
export const TodayReportSchema = z.object({
  characterId: z.number().int(),
  timeZone: z.string(),
  totals: DailyTotalSchema,
  /** Today's attempts, newest first (at most 100). */
  attempts: z.array(AttemptSummarySchema),
});
export type TodayReport = z.infer<typeof TodayReportSchema>;

/** GET /report/history: one entry per day of the last `days` days (today included), zeros on idle days. */
export const HistoryPayloadSchema = withDevice({
  characterId: IdSchema,
  days: optionalField(formInt().pipe(z.number().int().min(1).max(HISTORY_DAYS_MAX))),
  timeZone: TimeZoneFieldSchema,
});
export type HistoryPayload = z.infer<typeof HistoryPayloadSchema>;
export const HistorySchema = z.object({
  characterId: z.number().int(),
  timeZone: z.string(),
  from: DaySchema,
  to: DaySchema,
  days: z.array(DailyTotalSchema),
});
export type History = z.infer<typeof HistorySchema>;

/** Results: attempts, lesson progress, key statistics and the daily reports made from them. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const ATTEMPT_ROUTES = {
  submitAttempt: {
    method: 'POST',
    path: '/attempt/submit',
    auth: 'user',
    payload: SubmitAttemptPayloadSchema,
    answer: SubmitAttemptResultSchema,
  },
  attemptList: {
    method: 'GET',
    path: '/attempt/list',
    auth: 'user',
    payload: AttemptListPayloadSchema,
    answer: AttemptListSchema,
  },
  lessonProgress: {
    method: 'GET',
    path: '/progress/lessons',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: LessonProgressListSchema,
  },
  keyStats: {
    method: 'GET',
    path: '/progress/keys',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: KeyStatsSchema,
  },
  todayReport: {
    method: 'GET',
    path: '/report/today',
    auth: 'user',
    payload: TodayReportPayloadSchema,
    answer: TodayReportSchema,
  },
  history: {
    method: 'GET',
    path: '/report/history',
    auth: 'user',
    payload: HistoryPayloadSchema,
    answer: HistorySchema,
  },
} as const satisfies Record<string, ApiRoute>;
