import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE, type ApiErrorBody, type ErrorCode } from '../../contracts';
import { errorBody } from '../errors';
import { RAW_SECURITY_HEADERS } from './security';

/**
 * The whole request (headers and body) must arrive within this time, so a body trickled a byte at a time cannot
 * hold a connection (Node answers 408, written here in the catalogue's shape).
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The request's headers must arrive within this time. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** How often Node looks for requests past their time (its default, 30 s, would let one live a minute). */
export const TIMEOUT_CHECK_INTERVAL_MS = 2_000;
/** Idle keep-alive connections are closed after this. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** From SIGTERM to exit at the latest: requests under way get this long to finish. */
export const SHUTDOWN_GRACE_MS = 5_000;

/** The Fastify options that bound how long a request may take. */
export const TIMEOUT_OPTIONS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
  // Requests during shutdown are answered by the hook below (the catalogue's shape), not Fastify's bare 503.
  return503OnClosing: false,
} as const;

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a header block over the limit, a request past
 * its time, bytes that are not HTTP): the catalogue's shape instead of Fastify's `Client Error`, with the security
 * headers helmet gives every other answer (no hook of the app runs for these).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'REQUEST_TIMEOUT'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'HEADERS_TOO_LARGE'
        : 'PARAMETER_ERROR';
  const body = JSON.stringify(errorBody(code, null));
  const status = ERROR_CATALOGUE[code].status;
  const reason = { REQUEST_TIMEOUT: 'Request Timeout', HEADERS_TOO_LARGE: 'Request Header Fields Too Large' }[
    code as string
  ];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        RAW_SECURITY_HEADERS +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Errors Fastify raises before routing (a URL it cannot decode, a bad content type): the catalogue's shape. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code: ErrorCode =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'PARAMETER_ERROR';
  void reply.code(ERROR_CATALOGUE[code].status).send(errorBody(code, null));
}

/**
 * While the server shuts down, requests that still arrive on open connections are answered 503
 * SERVER_SHUTTING_DOWN with `Connection: close`, so clients retry on a server that stays up.
 */
export function answerDuringShutdown(
  app: FastifyInstance,
  body: (request: FastifyRequest) => ApiErrorBody,
): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    void reply.code(503).header('connection', 'close').header('retry-after', '5').send(body(request));
  });
}
