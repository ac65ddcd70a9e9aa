import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import {
  API_BASE,
  REALTIME_CHANNELS,
  REALTIME_CLOSE,
  REALTIME_PROTOCOL,
  nulCharacterPath,
  type ClientMessage,
  type Edition,
  type ErrorCode,
  type LocaleCode,
  type RealtimeChannelName,
  type RealtimeError,
} from '../../contracts';
import type { AuthInfo } from '../auth/tokens';
import type { ServerContext } from '../context';
import { AppError, errorBody, fail } from '../errors';
import { bearerToken, useAuth } from '../http/auth';
import { validationError } from '../http/contract-schemas';
import { requestLanguage } from '../i18n';
import { MINUTE } from '../shared/clock';
import { editionForHost } from '../http/edition-host';

/** The largest message a client may send: a channel's messages are small, never a keystroke log. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** An open socket's session is checked again when a message comes this long after the last check, and idle. */
const RECHECK_MS = MINUTE;

/** What the server may send on a channel (its own messages; errors go through `fail`). */
type OwnServerMessage<Name extends RealtimeChannelName> = z.infer<(typeof REALTIME_CHANNELS)[Name]['server']>;

/** A server message checked against the contract once and serialized, to send to many sockets. */
export type PreparedMessage<Name extends RealtimeChannelName> = string & { readonly channel: Name };

/**
 * Checks a message against the channel's server schema and serializes it once (a broadcast to a room's sockets);
 * throws when it does not match, so a message outside the contract is never sent.
 */
export function prepareMessage<Name extends RealtimeChannelName>(
  name: Name,
  message: OwnServerMessage<Name>,
): PreparedMessage<Name> {
  return JSON.stringify(REALTIME_CHANNELS[name].server.parse(message)) as PreparedMessage<Name>;
}

/** One signed-in socket of a channel, as a channel's code sees it. */
export interface ChannelSocket<Name extends RealtimeChannelName> {
  readonly auth: AuthInfo;
  readonly language: LocaleCode;
  /** The edition the socket's host serves (as an HTTP call's `edition`). */
  readonly edition: Edition;
  /** Sends a message, checked against the contract first (a message that does not match is never sent). */
  send(message: OwnServerMessage<Name>): void;
  /** Sends a message `prepareMessage` checked already (one check for a whole room). */
  sendPrepared(message: PreparedMessage<Name>): void;
  /** Sends the catalogue's error for `code`, answering the client message `replyTo`. */
  fail(code: ErrorCode, replyTo?: string, details?: AppError['details']): void;
  close(): void;
}

/** A channel's code for one socket: what it does with each valid message, and when the socket closes. */
export interface ChannelSession<Name extends RealtimeChannelName> {
  onMessage(message: ClientMessage<Name>): void | Promise<void>;
  onClose?(): void;
}

/** A resource's channels (like ResourceRoutes): `defineChannel` per channel of the contract it serves. */
export type ResourceChannels = (scope: FastifyInstance, context: ServerContext) => void;

/** The client message's id, when it sent one, so an error can say which message it refuses. */
function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

/** A frame as the contract's message: JSON, matching the channel's client schema, no NUL in any text. */
function parseFrame<Name extends RealtimeChannelName>(
  name: Name,
  frame: string,
): { message: ClientMessage<Name> } | { error: AppError; replyTo?: string } {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return { error: fail('PARAMETER_ERROR', { fields: [{ path: '', message: 'PARAMETER_ERROR' }] }) };
  }
  const replyTo = idOf(value);
  const parsed = REALTIME_CHANNELS[name].client.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return { error: validationError(fields), ...(replyTo ? { replyTo } : {}) };
  }
  const nul = nulCharacterPath(parsed.data);
  if (nul !== null) {
    const error = fail('PARAMETER_ERROR', { fields: [{ path: nul, message: 'PARAMETER_ERROR' }] });
    return { error, ...(replyTo ? { replyTo } : {}) };
  }
  return { message: parsed.data as ClientMessage<Name> };
}

/** The socket as a channel's code gets it; every frame it sends is checked against the contract. */
function channelSocket<Name extends RealtimeChannelName>(
  name: Name,
  socket: WebSocket,
  request: FastifyRequest,
  auth: AuthInfo,
  language: LocaleCode,
  edition: Edition,
): ChannelSocket<Name> {
  const sendError = (code: ErrorCode, replyTo?: string, details?: AppError['details']) => {
    const body: RealtimeError = {
      type: 'error',
      ...errorBody(code, language, details),
      ...(replyTo ? { replyTo } : {}),
    };
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(body));
  };
  return {
    auth,
    language,
    edition,
    send(message) {
      const checked = REALTIME_CHANNELS[name].server.safeParse(message);
      if (!checked.success) {
        request.log.error({ err: checked.error, channel: name }, 'realtime message outside the contract');
        sendError('INTERNAL_ERROR');
        return;
      }
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(checked.data));
    },
    sendPrepared(message) {
      if (socket.readyState === socket.OPEN) socket.send(message);
    },
    fail: sendError,
    close: () => socket.close(1000),
  };
}

/**
 * Serves one channel of the contract (REALTIME_CHANNELS): a WebSocket route at its path. The socket is signed
 * in by the auth hook as an HTTP call is (the same access token, from the `bearer.` subprotocol or the
 * Authorization header); without a valid one the socket gets the catalogue's UNAUTHORIZED and is closed with
 * REALTIME_CLOSE.unauthorized, so the client knows to refresh its token. Every frame the client sends is parsed
 * against the channel's client schema: a bad one is answered with the catalogue's error (PARAMETER_ERROR and
 * its fields, `replyTo` its id) and the socket stays open. Messages are handled one at a time, in order. The
 * session is checked again every RECHECK_MS: a signed-out or expired session closes the socket as above.
 */
export function defineChannel<Name extends RealtimeChannelName>(
  scope: FastifyInstance,
  context: ServerContext,
  name: Name,
  open: (socket: ChannelSocket<Name>) => ChannelSession<Name>,
): void {
  const channel = REALTIME_CHANNELS[name];
  scope.route({
    method: 'GET',
    url: channel.path,
    websocket: true,
    // `none` lets the hook read the token without refusing the upgrade: a channel refuses inside the socket.
    config: { auth: 'none' },
    handler: (socket, request) => {
      const edition = editionForHost(context.env, request.hostname);
      const language = requestLanguage(request, edition);
      const auth = request.auth;
      const unauthorized = () => {
        const body: RealtimeError = { type: 'error', ...errorBody('UNAUTHORIZED', language) };
        if (socket.readyState !== socket.OPEN) return;
        socket.send(JSON.stringify(body));
        socket.close(REALTIME_CLOSE.unauthorized);
      };
      if (!auth) return unauthorized();

      const token = bearerToken(request);
      let checkedAt = context.clock.now().getTime();
      const stillSignedIn = async () => {
        checkedAt = context.clock.now().getTime();
        const again = token ? await context.tokens.verifyAccess(token) : null;
        if (again?.sessionId === auth.sessionId) return true;
        unauthorized();
        return false;
      };
      const timer = setInterval(() => void stillSignedIn().catch(() => unauthorized()), RECHECK_MS);
      timer.unref();

      const handle = channelSocket(name, socket, request, auth, language, edition);
      const session = open(handle);
      // One message at a time, in the order they came.
      let queue = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        queue = queue.then(async () => {
          if (isBinary) return handle.fail('PARAMETER_ERROR');
          if (context.clock.now().getTime() - checkedAt >= RECHECK_MS && !(await stillSignedIn())) return;
          const parsed = parseFrame(name, data.toString());
          if ('error' in parsed) {
            return handle.fail(parsed.error.errorCode, parsed.replyTo, parsed.error.details);
          }
          try {
            await session.onMessage(parsed.message);
          } catch (error) {
            const replyTo = idOf(parsed.message);
            if (error instanceof AppError) return handle.fail(error.errorCode, replyTo, error.details);
            request.log.error({ err: error, channel: name }, 'realtime message failed');
            handle.fail('INTERNAL_ERROR', replyTo);
          }
        });
      });
      socket.on('close', () => {
        clearInterval(timer);
        session.onClose?.();
      });
    },
  });
}

/**
 * The realtime part of the API: @fastify/websocket, and every resource's channels in one scope under /api that
 * runs the auth hook. Registered by buildApp beside the HTTP API (docs/API.md, "Realtime").
 */
export async function registerRealtime(
  app: FastifyInstance,
  context: ServerContext,
  resources: readonly ResourceChannels[],
): Promise<void> {
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: MAX_MESSAGE_BYTES,
      // Accept the contract's protocol only; the bearer token offered beside it is never echoed.
      handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
  });
  await app.register(
    async (scope) => {
      useAuth(scope, context);
      for (const channels of resources) channels(scope, context);
    },
    { prefix: API_BASE },
  );
}
