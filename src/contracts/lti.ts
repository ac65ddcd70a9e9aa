import { z } from 'zod';
import type { ApiRoute } from './http';
import { IdSchema, jsonField, withDevice } from './form';

/**
 * LTI 1.3 (docs/LTI.md): a school's learning platform launches KeyQuest's lessons and class races, a teacher adds
 * them to a course by Deep Linking, and a lesson's score goes back to the platform's gradebook (Assignment and
 * Grade Services). The platform's messages arrive as navigations (`/api/lti/login`, `/api/lti/launch`), never as
 * calls of the page; the calls below are the administrator's and the teacher's choice of resources.
 */

const httpsUrl = z.url({ protocol: /^https?$/, error: 'LTI_PLATFORM_INVALID' }).max(500);

export const LtiPlatformSchema = z.object({
  platformId: z.number().int(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authUrl: z.string(),
  tokenUrl: z.string(),
  jwksUrl: z.string(),
});
export const LtiPlatformsSchema = z.object({
  platforms: z.array(LtiPlatformSchema),
  /** What the platform is told about KeyQuest: its login, launch and key set addresses. */
  tool: z.object({ loginUrl: z.string(), launchUrl: z.string(), jwksUrl: z.string() }),
});
export type LtiPlatforms = z.infer<typeof LtiPlatformsSchema>;

export const SaveLtiPlatformPayloadSchema = withDevice({
  characterId: IdSchema,
  issuer: httpsUrl,
  clientId: z.string().trim().min(1, { error: 'LTI_PLATFORM_INVALID' }).max(300),
  deploymentIds: jsonField(
    z.array(z.string().trim().min(1).max(300)).min(1, { error: 'LTI_PLATFORM_INVALID' }).max(50),
  ),
  authUrl: httpsUrl,
  tokenUrl: httpsUrl,
  jwksUrl: httpsUrl,
});

/** What a teacher may add to a course: a lesson (its score goes back) or the class race page. */
export const LtiResourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lesson'),
    slug: z.string().regex(/^[\w-]{1,100}$/),
    title: z.string().max(200),
  }),
  z.object({ kind: z.literal('race'), title: z.string().max(200) }),
]);
export type LtiResource = z.infer<typeof LtiResourceSchema>;

export const AnswerLtiDeepLinkPayloadSchema = withDevice({
  /** The deep-linking request's id, given to the picker page by the launch. */
  request: z.string().regex(/^[\w-]{20,100}$/),
  resources: jsonField(z.array(LtiResourceSchema).min(1).max(20)),
});
/** The page posts `jwt` as the form field `JWT` to `returnUrl` (a navigation back to the platform). */
export const LtiDeepLinkAnswerSchema = z.object({ returnUrl: z.string(), jwt: z.string() });

export const LTI_ROUTES = {
  ltiPlatforms: {
    method: 'GET',
    path: '/school/lti/platforms',
    auth: 'user',
    payload: withDevice({ characterId: IdSchema }),
    answer: LtiPlatformsSchema,
  },
  saveLtiPlatform: {
    method: 'POST',
    path: '/school/lti/platform/save',
    auth: 'user',
    payload: SaveLtiPlatformPayloadSchema,
    answer: LtiPlatformsSchema,
  },
  answerLtiDeepLink: {
    method: 'POST',
    path: '/lti/deep-link/answer',
    auth: 'none',
    payload: AnswerLtiDeepLinkPayloadSchema,
    answer: LtiDeepLinkAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
