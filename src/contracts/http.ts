import type { z } from 'zod';

/** The API's base path and the headers every call carries (spec section 7). */
export const API_BASE = '/api';

/** Request header names. The language header carries a LocaleCode (ENG, CHS, CHT, MSA, JA). */
export const HEADERS = {
  language: 'language',
  clientType: 'client-type',
  source: 'source',
  region: 'region',
} as const;

/** Source and region the global edition sends; the China-region edition sends `cn` and `CN`. */
export const SOURCE_BY_EDITION = { global: 'global', cn: 'cn' } as const;
export const REGION_BY_EDITION = { global: 'US', cn: 'CN' } as const;

/**
 * One call of the API. Who may call it: `none` (anyone), `user` (a valid access token). GET and DELETE take
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
}
