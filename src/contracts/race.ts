import { z } from 'zod';
import type { ApiRoute } from './http';
import { CharacterScopePayloadSchema } from './attempt';
import { RANKING_REASONS } from './leaderboard';

/**
 * Live races (docs/API.md, "Realtime", and docs/METRICS.md, "Live races"): a room of up to RACE_RULES.maxRacers
 * racers typing one lesson's text at once, judged by the server. A class race is opened by the class's teacher;
 * a private room by a student, for friends with its code. The race itself runs on the `race` channel
 * (REALTIME_CHANNELS.race); the one HTTP call tells a student which of their classes has a race open.
 */

export const RACE_RULES = {
  /** Racers a room takes; anyone after them watches. */
  maxRacers: 40,
  /** The 3-2-1 before the start, from the server's clock. */
  countdownMs: 3_000,
  /** How often a running room checks for idle racers and sends the world when nothing else did (each second). */
  tickMs: 150,
  /**
   * The world goes out on a key: at once after a quiet gap this long, else at its end (a busy room's keys share
   * one frame; at most this long between a key and the world that shows it).
   */
  worldGapMs: 30,
  /** A racer who types nothing this long in a running race becomes a spectator and does not place. */
  idleMs: 30_000,
  /**
   * A racer whose socket dropped keeps its lane this long (shown away) for a reconnect; back in time, its idle
   * clock starts again from its return.
   */
  awayMs: 60_000,
  /** A race stops this long after its start, whoever has not finished. */
  maxRaceMs: 10 * 60_000,
  /** A finished room stays open this long for its results, then closes. */
  keepFinishedMs: 5 * 60_000,
  /** A room's code: RACE_CODE_LENGTH characters of RACE_CODE_ALPHABET. */
  codeLength: 5,
} as const;

/** The idempotency key of a racer's attempt: the server's save and the page's own fallback share it. */
export const raceAttemptKey = (roomId: string, characterId: number) => `race-${roomId}-${characterId}`;

/** Room codes: capitals and digits a child reads aloud without confusion (no 0/O, 1/I/L). */
export const RACE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RaceCodeSchema = z
  .string()
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${RACE_CODE_ALPHABET}]{${RACE_RULES.codeLength}}$`)));

/** The ready-made phrases racers may send (no free chat); each has its words in the locales (`race.phrase.<id>`). */
export const RACE_PHRASES = ['hello', 'good-luck', 'well-done', 'again'] as const;
export type RacePhrase = (typeof RACE_PHRASES)[number];

export const RACE_KINDS = ['class', 'private'] as const;
export const RACE_PHASES = ['lobby', 'countdown', 'racing', 'finished'] as const;
export type RacePhase = (typeof RACE_PHASES)[number];

/** One person in a room: a racer (a lane) or a spectator. `slot` names them in every other message. */
export const RaceMemberSchema = z.object({
  slot: z.number().int().min(0),
  /** The character's nickname (a name safe to show, src/content/safety). */
  name: z.string(),
  avatar: z.string(),
  /** A racer has a lane; a spectator (a late joiner, an idle racer, a teacher) watches. */
  role: z.enum(['racer', 'spectator']),
  /** The one who opened the room and starts, ends, mutes and removes. */
  host: z.boolean(),
  muted: z.boolean(),
  /** Gone from the room's sockets for now (a racer keeps their place while they reconnect). */
  away: z.boolean(),
});
export type RaceMember = z.infer<typeof RaceMemberSchema>;

/**
 * World flags, one bit each, in the last number of a world row: finished, flagged (the stream broke the fairness
 * rules: shown, never placed), idle (became a spectator), away (no socket now).
 */
export const RACE_FLAGS = { finished: 1, flagged: 2, idle: 4, away: 8 } as const;

/**
 * A racer's place in the world, compact: [slot, position (characters of the text typed right), speed (net WPM
 * × 10, rounded), errors (wrong keys), flags (RACE_FLAGS)]. Positions and figures are the server's, from the
 * keystrokes it stamped, through the engine that grades attempts.
 */
export const RaceWorldRowSchema = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
]);
export type RaceWorldRow = z.infer<typeof RaceWorldRowSchema>;

/** A racer's result, from the server's replay of the keystrokes it stamped. */
export const RaceResultSchema = z.object({
  slot: z.number().int(),
  /** 1 for the winner; null when not placed (unfinished, idle, or flagged). */
  place: z.number().int().positive().nullable(),
  finished: z.boolean(),
  wpm: z.number(),
  accuracy: z.number(),
  errors: z.number().int(),
  durationMs: z.number(),
  /** Why the stream does not place (the leaderboards' reasons, docs/METRICS.md); null when fair. */
  flagged: z.enum(RANKING_REASONS).nullable(),
});
export type RaceResult = z.infer<typeof RaceResultSchema>;

/** The room as a joiner first sees it. */
export const RaceRoomSchema = z.object({
  /**
   * The race's id: a racer whose room's server went away saves its own keys as an attempt under the key the
   * server saves it with (`raceAttemptKey`), so whichever comes first is the one attempt.
   */
  id: z.string(),
  code: z.string(),
  kind: z.enum(RACE_KINDS),
  /** The class's name (a class race), or the opener's nickname (a private room). */
  title: z.string(),
  lessonSlug: z.string(),
  text: z.string(),
  mode: z.enum(['stop', 'free']),
  phase: z.enum(RACE_PHASES),
  /** When the race starts (countdown) or started, server epoch ms; null in the lobby. */
  startsAt: z.number().nullable(),
  /** The server's clock when this was sent, epoch ms: the client's offset for the countdown. */
  serverNow: z.number(),
  members: z.array(RaceMemberSchema),
});
export type RaceRoom = z.infer<typeof RaceRoomSchema>;

const MessageId = z.string().min(1).max(64);
const CharacterField = z.number().int().positive().max(2_147_483_647);

/**
 * What a client sends on the `race` channel. `open` and `join` answer `joined` (with their id); the host's
 * `start`, `end`, `mute` and `remove` change the room for everyone; `k` is one key as typed: a character (`c`,
 * one code point) or Backspace (`b: 1`), stamped by the server when it arrives.
 */
export const RaceClientSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('open'),
    id: MessageId,
    characterId: CharacterField,
    /** A class race: the teacher's group. Absent: a private room opened by a student. */
    groupId: CharacterField.optional(),
    lessonSlug: z.string().regex(/^[a-z0-9-]{1,100}$/),
    timeZone: z.string().min(1).max(64),
  }),
  z.object({
    type: z.literal('join'),
    id: MessageId,
    characterId: CharacterField,
    code: RaceCodeSchema,
    timeZone: z.string().min(1).max(64),
  }),
  z.object({ type: z.literal('start'), id: MessageId }),
  z.object({ type: z.literal('end'), id: MessageId }),
  z.object({ type: z.literal('mute'), id: MessageId, slot: z.number().int().min(0), muted: z.boolean() }),
  z.object({ type: z.literal('remove'), id: MessageId, slot: z.number().int().min(0) }),
  z.object({ type: z.literal('phrase'), phrase: z.enum(RACE_PHRASES) }),
  z.object({
    type: z.literal('k'),
    c: z
      .string()
      .min(1)
      .max(2)
      .refine((char) => Array.from(char).length === 1)
      .optional(),
    b: z.literal(1).optional(),
  }),
  /** Asks for the racer's result and saved attempt again (answered as the first time; the attempt is saved once). */
  z.object({ type: z.literal('finish'), id: MessageId }),
  z.object({ type: z.literal('leave') }),
]);
export type RaceClientMessage = z.infer<typeof RaceClientSchema>;

/** What the server sends on the `race` channel (besides the realtime error). */
export const RaceServerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('joined'),
    id: MessageId.optional(),
    room: RaceRoomSchema,
    /** The joiner's slot, and whether they race, watch or host. */
    you: z.object({
      slot: z.number().int(),
      role: z.enum(['racer', 'spectator']),
      host: z.boolean(),
      /**
       * The keys the server holds of this racer (a reconnect picks up from them): characters as typed,
       * Backspace as U+0008.
       */
      keys: z.string(),
    }),
  }),
  z.object({ type: z.literal('members'), members: z.array(RaceMemberSchema) }),
  z.object({ type: z.literal('countdown'), startsAt: z.number(), serverNow: z.number() }),
  /** The world: `t` ms since the start on the server's clock, a row per racer who has a lane. */
  z.object({ type: z.literal('world'), t: z.number().int(), r: z.array(RaceWorldRowSchema) }),
  z.object({ type: z.literal('results'), final: z.boolean(), results: z.array(RaceResultSchema) }),
  /** The racer's own result is a saved attempt (once: `replayed` when it was saved before). */
  z.object({ type: z.literal('saved'), attemptId: z.number().int(), replayed: z.boolean() }),
  z.object({ type: z.literal('phrase'), slot: z.number().int(), phrase: z.enum(RACE_PHRASES) }),
  /**
   * The room closed for this socket: the race ended and closed, the host removed this racer, or the server
   * holding the room went away (`lost`: the racer's page saves its own keys as a normal attempt).
   */
  z.object({ type: z.literal('closed'), reason: z.enum(['removed', 'ended', 'lost']) }),
]);
export type RaceServerMessage = z.infer<typeof RaceServerSchema>;

/** A race open for one of a student's classes, as the course map shows it. */
export const OpenClassRaceSchema = z.object({
  code: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  lessonSlug: z.string(),
  phase: z.enum(RACE_PHASES),
});
export type OpenClassRace = z.infer<typeof OpenClassRaceSchema>;

export const RACE_ROUTES = {
  classRaces: {
    method: 'GET',
    path: '/race/class-races',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: z.object({ races: z.array(OpenClassRaceSchema) }),
  },
} as const satisfies Record<string, ApiRoute>;
