import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE,
  API_ROUTES,
  HEADERS,
  REFRESH_COOKIE,
  SESSION_COOKIE_MODE,
  type LoginResult,
} from '../../contracts';
import { fail } from '../errors';

/** The refresh cookie goes only to the calls that read it: refresh and sign-out. */
const COOKIE_PATHS = [API_ROUTES.refresh.path, API_ROUTES.logout.path].map((path) => `${API_BASE}${path}`);

/** The call asks for the refresh token in a cookie (the web app's session header). */
export function wantsCookie(request: FastifyRequest): boolean {
  return request.headers[HEADERS.session] === SESSION_COOKIE_MODE;
}

/**
 * Refuses a cookie call made from another site (CROSS_SITE_REQUEST): the browser's `Sec-Fetch-Site`, when sent,
 * must be same-origin, and an `Origin`, when sent, must name this host. With SameSite=Strict and the custom
 * session header this is the third lock on the cookie's door.
 */
export function checkSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') throw fail('CROSS_SITE_REQUEST');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host !== request.host) throw fail('CROSS_SITE_REQUEST');
}

/** The refresh token of the cookie, for a same-origin call with the session header; else null. */
export function cookieRefreshToken(request: FastifyRequest): string | null {
  if (!wantsCookie(request)) return null;
  checkSameOrigin(request);
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 256 ? value : null;
}

/**
 * Hands a login result to the caller. Asked for the cookie: the refresh token goes into an HttpOnly,
 * SameSite=Strict cookie (Secure over https) scoped to the refresh and sign-out paths, lasting as long as the
 * token, and leaves the answer; page script never sees it. Otherwise (a native wrapper) it stays in the answer.
 */
export function deliverLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  result: LoginResult,
  now: Date,
): LoginResult {
  if (!wantsCookie(request) || !result.refreshToken) return result;
  checkSameOrigin(request);
  const maxAge = Math.max(0, Math.floor((result.refreshExpireTime - now.getTime()) / 1000));
  for (const path of COOKIE_PATHS) {
    void reply.setCookie(REFRESH_COOKIE, result.refreshToken, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge,
    });
  }
  const { refreshToken: _inCookie, ...rest } = result;
  return rest;
}

/** Removes the refresh cookie from the browser (sign-out, or a refresh token the server refused). */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  for (const path of COOKIE_PATHS) {
    void reply.clearCookie(REFRESH_COOKIE, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
  }
}
