import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BEARER_PROTOCOL_PREFIX, type ApiRoute } from '../../contracts';
import type { ServerContext } from '../context';
import { fail } from '../errors';

/** Who a signed-in request or socket is: the account and its session (auth/tokens.ts issues and checks them). */
export interface AuthInfo {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: set by the auth hook on every call of the contract, null without a valid access token. */
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (the contract's `auth`); routes without it are not the contract's. */
    auth?: ApiRoute['auth'];
  }
}

/**
 * The access token: the Authorization header's bearer token, or, on a WebSocket upgrade (where a browser cannot
 * set that header), the `bearer.<token>` subprotocol (contracts/realtime.ts).
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) return match[1] ?? null;
  const protocols = request.headers['sec-websocket-protocol'];
  if (typeof protocols !== 'string') return null;
  const offered = protocols.split(',').map((protocol) => protocol.trim());
  const bearer = offered.find((protocol) => protocol.startsWith(BEARER_PROTOCOL_PREFIX));
  return bearer ? bearer.slice(BEARER_PROTOCOL_PREFIX.length) || null : null;
}

/**
 * The auth hook of an API scope: every route whose config names an `auth` gets `request.auth` (the access
 * token's session, checked once), and a `user` route refuses a call without one (UNAUTHORIZED) before its
 * payload is read. Runs before the rate limits, which count a signed-in call per account.
 */
export function useAuth(api: FastifyInstance, context: ServerContext): void {
  api.decorateRequest('auth', null);
  api.addHook('preValidation', async (request) => {
    const needs = request.routeOptions.config.auth;
    if (needs === undefined) return;
    const token = bearerToken(request);
    request.auth = token ? await context.tokens.verifyAccess(token) : null;
    if (needs === 'user' && !request.auth) throw fail('UNAUTHORIZED');
  });
}
