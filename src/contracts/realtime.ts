import { z } from 'zod';
import { ApiErrorBodySchema } from './errors';
import { RaceClientSchema, RaceServerSchema } from './race';

/**
 * The realtime part of the contract (docs/API.md, "Realtime"): channels over a WebSocket under /api, each with
 * the messages the client may send and the messages the server sends, as JSON text frames. The HTTP calls'
 * table is API_ROUTES (api.ts); a channel is a long-lived exchange of typed messages both ways (races, live
 * class views).
 *
 * A socket is signed in with the same access token as an HTTP call. A browser cannot set the Authorization
 * header of a WebSocket, so the token travels as a second subprotocol, `bearer.<token>`, beside
 * REALTIME_PROTOCOL; the server answers with REALTIME_PROTOCOL only, so the token is never echoed.
 */
export const REALTIME_PROTOCOL = 'keyquest.v1';
/** The prefix of the subprotocol that carries the access token. */
export const BEARER_PROTOCOL_PREFIX = 'bearer.';

/** Close codes a channel uses besides WebSocket's own: the 4000 range is the application's. */
export const REALTIME_CLOSE = {
  /** No valid access token at connect, or it expired on an open socket: refresh and connect again. */
  unauthorized: 4401,
} as const;

/** Every channel's server may send an error: the catalogue's error body, and the `id` of the message it answers. */
export const RealtimeErrorSchema = ApiErrorBodySchema.extend({
  type: z.literal('error'),
  /** The `id` of the client's message this refuses, when it had one. */
  replyTo: z.string().optional(),
});
export type RealtimeError = z.infer<typeof RealtimeErrorSchema>;

/** A client message's id, echoed by its answer (so a client can match answers to what it sent). */
const MessageId = z.string().min(1).max(64);

/**
 * One channel: its path under /api, who may connect (`user`: a valid access token), the messages the client
 * may send (`client`) and what the server sends (`server`, besides RealtimeErrorSchema). Each is a union of
 * objects told apart by `type`.
 */
export interface RealtimeChannel {
  path: string;
  auth: 'user';
  client: z.ZodType<{ type: string }>;
  server: z.ZodType<{ type: string }>;
}

/**
 * `hello`: the smallest channel, and the proof that a socket is signed in as its HTTP calls are. On connect the
 * server says who the socket is (`welcome`); each `ping` is answered by a `pong` with the same id and the user.
 */
const HelloClientSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), id: MessageId }),
]);
const HelloServerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), userId: z.number().int() }),
  z.object({ type: z.literal('pong'), id: MessageId, userId: z.number().int() }),
]);

/** Every channel of the API, by name. A new channel is a new entry here and a `defineChannel` on the server. */
export const REALTIME_CHANNELS = {
  hello: { path: '/realtime/hello', auth: 'user', client: HelloClientSchema, server: HelloServerSchema },
  /** Live races (contracts/race.ts): rooms, keys as typed, the world several times a second, results. */
  race: { path: '/realtime/race', auth: 'user', client: RaceClientSchema, server: RaceServerSchema },
} as const satisfies Record<string, RealtimeChannel>;

export type RealtimeChannelName = keyof typeof REALTIME_CHANNELS;
/** What the client may send on a channel. */
export type ClientMessage<Name extends RealtimeChannelName> = z.infer<
  (typeof REALTIME_CHANNELS)[Name]['client']
>;
/** What the server sends on a channel (its own messages, or an error). */
export type ServerMessage<Name extends RealtimeChannelName> =
  z.infer<(typeof REALTIME_CHANNELS)[Name]['server']> | RealtimeError;
