import { z } from 'zod';
import type { ApiRoute } from './http';
import { AVATAR_KEYS } from './avatars';
import { IdSchema, TimestampSchema, formInt, optionalField, withDevice } from './form';

/**
 * Leaderboards (spec sections 1 and 9): the total board, the fast-progress board and the same boards inside a
 * group (a teacher's class, or a family: the characters of one account), over the past 7 or 30 days of the
 * learner's own time zone, per edition. Only attempts the server recomputed and judged fair count: the rules and
 * their reasons are in docs/METRICS.md ("Leaderboards"). @see docs/API.md
 */

/** What a board ranks: correct characters typed (total) or the speed gained over the learner's own start. */
export const LEADERBOARD_BOARDS = ['total', 'progress'] as const;
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];
/** Who is on it: everyone of the edition, one of the learner's groups, or the learner's family. */
export const LEADERBOARD_SCOPES = ['everyone', 'group', 'family'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
/** The ranking windows, in days (spec section 9). */
export const LEADERBOARD_WINDOWS = [7, 30] as const;
export type LeaderboardWindow = (typeof LEADERBOARD_WINDOWS)[number];
/** Rows shown at the top of a board; the learner's own row is added below when it is further down. */
export const LEADERBOARD_TOP = 20;

/**
 * Why a result does not count on the boards (it is still saved for the learner's own reports). Each has a
 * message the learner reads (`leaderboard.reason.<code>` in the locales).
 */
export const RANKING_REASONS = [
  'unfinished',
  'too-short',
  'accuracy',
  'timing',
  'too-soon',
  'repeated-log',
  'needs-confirmation',
] as const;
export type RankingReason = (typeof RANKING_REASONS)[number];

/** Whether an attempt counts on the boards, and why not. */
export const RankingVerdictSchema = z.object({
  counts: z.boolean(),
  reason: z.enum(RANKING_REASONS).nullable(),
});
export type RankingVerdict = z.infer<typeof RankingVerdictSchema>;

export const LeaderboardPayloadSchema = withDevice({
  /** The viewer: one of the account's characters. */
  characterId: IdSchema,
  board: z.enum(LEADERBOARD_BOARDS),
  scope: z.enum(LEADERBOARD_SCOPES),
  /** The group of a `group` board (one the viewer is in or runs). */
  groupId: optionalField(IdSchema),
  window: formInt().pipe(z.union([z.literal(7), z.literal(30)])),
});
export type LeaderboardPayload = z.infer<typeof LeaderboardPayloadSchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  characterId: z.number().int(),
  nickname: z.string(),
  avatar: z.enum(AVATAR_KEYS),
  /** total: correct characters typed; progress: percent gained over the learner's own start. */
  value: z.number(),
  /** progress: the net WPM of the first day and of the best day since (null on the total board). */
  fromWpm: z.number().nullable(),
  toWpm: z.number().nullable(),
  /** When the value was reached: ties go to who got there first. */
  reachedAt: TimestampSchema,
  own: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardSchema = z.object({
  board: z.enum(LEADERBOARD_BOARDS),
  scope: z.enum(LEADERBOARD_SCOPES),
  window: z.number().int(),
  /** The top rows, best first. */
  rows: z.array(LeaderboardRowSchema),
  /** The viewer's own row when it is not among the top rows; null when the viewer is not on the board. */
  own: LeaderboardRowSchema.nullable(),
  /** How many are on the board. */
  entrants: z.number().int(),
  /** The viewer's latest result that did not count, and why (null when the latest one counted). */
  lastUncounted: z.object({ reason: z.enum(RANKING_REASONS), at: TimestampSchema }).nullable(),
  /** The groups the viewer may open a board of (classes they are in or run). */
  groups: z.array(z.object({ groupId: z.number().int(), name: z.string() })),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const LEADERBOARD_ROUTES = {
  leaderboard: {
    method: 'GET',
    path: '/leaderboard',
    auth: 'user',
    payload: LeaderboardPayloadSchema,
    answer: LeaderboardSchema,
  },
} as const satisfies Record<string, ApiRoute>;

/**
 * The fairness rules' figures (docs/METRICS.md, "Leaderboards"); the app shows them in the reasons it gives.
 */
export const RANKING_RULES = {
  /** A result needs this many characters typed and this long (first to last keystroke). */
  minChars: 20,
  minDurationMs: 5_000,
  /** Accuracy floor, 0..1. */
  minAccuracy: 0.75,
  /** Mean gap between typed keys (a 400 WPM pace), and the share of gaps under rolloverMs a hand may roll over. */
  minMeanGapMs: 30,
  rolloverMs: 8,
  maxRolloverShare: 0.25,
  /** A result may arrive this much sooner than its own duration after the previous one (network slack). */
  arrivalGraceMs: 1_000,
  /** Above this net WPM (and 25 % over the learner's confirmed speed) a result waits for a steady second one. */
  fastWpm: 100,
  /** The second result confirms when it reaches this share of the first one's speed. */
  steadyShare: 0.75,
  /** Attempts at this accuracy or better measure speed for the fast-progress board. */
  progressAccuracy: 0.9,
} as const;
