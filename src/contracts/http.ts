import type { z } from 'zod';

/** The API's base path and the headers every call carries (spec section 7). */
export const API_BASE = '/api';

/** Request header names. The language header carries a LocaleCode (ENG, CHS, CHT, MSA, JA). */
export const HEADERS = {
  language: 'language',
  clientType: 'client-type',
  source: 'source',
  region: 'region',
  /**
   * `cookie`: the web app's calls. A login then keeps the refresh token in an HttpOnly cookie (REFRESH_COOKIE)
   * instead of the answer, and refresh and sign-out read it there. A cross-site form cannot send this header,
   * and a cross-site script cannot send it without a CORS preflight the server never allows.
   */
  session: 'x-keyquest-session',
} as const;

/** The value of the session header that asks for the refresh token in a cookie. */
export const SESSION_COOKIE_MODE = 'cookie';

/**
 * The HttpOnly cookie holding the web app's refresh token (docs/API.md, "Sessions and tokens"): set only on the
 * paths of the refresh and sign-out calls, SameSite=Strict, Secure over https. Page script never sees it.
 */
export const REFRESH_COOKIE = 'keyquest_refresh';

/** Source and region the global edition sends; the China-region edition sends `cn` and `CN`. */
export const SOURCE_BY_EDITION = { global: 'global', cn: 'cn' } as const;
export const REGION_BY_EDITION = { global: 'US', cn: 'CN' } as const;

/**
 * One call of the API (messages both ways on a WebSocket are a channel instead: realtime.ts). Who may call it: `none` (anyone), `user` (a valid access token). GET and DELETE take
 * their payload from the query string, POST from the form-encoded body.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under /api. */
  path: string;
  auth: 'none' | 'user';
  payload: z.ZodType;
  answer: z.ZodType;
  /** Rate-limited sign-in, sign-up and code routes. */
  limited?: true;
  /**
   * Payload fields other people read (a nickname, a class's or a school's name, a course title a teacher may
   * share with a class): the server refuses a value the safety filter refuses (`isSafeName`, src/content/safety)
   * with NAME_NOT_ALLOWED, naming the field.
   */
  shownToOthers?: readonly string[];
}
