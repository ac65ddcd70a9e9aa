import type { z } from 'zod';
import { ACCESS_ROUTES } from './access';
import { ADAPTIVE_ROUTES } from './adaptive';
import { ATTEMPT_ROUTES } from './attempt';
import { AUTH_ROUTES } from './auth';
import { CHARACTER_ROUTES } from './character';
import { CUSTOM_COURSE_ROUTES } from './custom-course';
import { ECONOMY_ROUTES } from './economy';
import { EXPORT_ROUTES } from './exports';
import { EXPERIMENT_ROUTES } from './experiments';
import { GROUP_ROUTES } from './groups';
import { LEADERBOARD_ROUTES } from './leaderboard';
import { MEMBERSHIP_ROUTES } from './membership';
import { NOTEBOOK_ROUTES } from './notebook';
import { OPEN_ROUTES } from './open';
import { RACE_ROUTES } from './race';
import { REPORT_ROUTES } from './report';
import { SCHOOL_ROUTES } from './schools';
import { SSO_ROUTES } from './sso';
import { LTI_ROUTES } from './lti';
import { USER_ROUTES } from './user';

/**
 * Every call of the API: the server registers its handlers from this table and the app's client calls it by
 * name, so both sides share the paths, payloads and answers. Each resource's calls are declared next to its
 * schemas (`src/contracts/<resource>.ts`, served by `src/server/<resource>/`). @see docs/API.md
 */
export const API_ROUTES = {
  ...AUTH_ROUTES,
  ...USER_ROUTES,
  ...CHARACTER_ROUTES,
  ...ACCESS_ROUTES,
  ...ATTEMPT_ROUTES,
  ...REPORT_ROUTES,
  ...OPEN_ROUTES,
  ...CUSTOM_COURSE_ROUTES,
  ...NOTEBOOK_ROUTES,
  ...ADAPTIVE_ROUTES,
  ...ECONOMY_ROUTES,
  ...GROUP_ROUTES,
  ...SCHOOL_ROUTES,
  ...SSO_ROUTES,
  ...EXPORT_ROUTES,
  ...EXPERIMENT_ROUTES,
  ...LTI_ROUTES,
  ...LEADERBOARD_ROUTES,
  ...MEMBERSHIP_ROUTES,
  ...RACE_ROUTES,
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;
/** What a call sends (after parsing: numbers and booleans as such, the keystroke log as an array). */
export type ApiPayload<Name extends ApiRouteName> = z.infer<(typeof API_ROUTES)[Name]['payload']>;
/** What a call answers. */
export type ApiAnswer<Name extends ApiRouteName> = z.infer<(typeof API_ROUTES)[Name]['answer']>;
