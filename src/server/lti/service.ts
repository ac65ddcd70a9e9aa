import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { LtiPlatforms, LtiResource } from '../../contracts';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import type { CharacterRow } from '../character/service';
import { MINUTE } from '../shared/clock';
import { schoolOf, type SchoolRow } from '../schools/service';
import { schoolAccountFor } from '../sso/service';
import type { AttemptRow } from '../attempt/attempt-store';
import { ltiDeepLinks, ltiFlows, ltiLaunches, ltiPlatforms } from './schema';
import { toolKey } from './keys';

/*
 * The tokens exchanged with a platform (its ID tokens, the tool's assertions and answers) are timed by the wall
 * clock both sides share, not by the server's own clock (which tests move).
 */

/** The claims of LTI 1.3, Deep Linking 2.0 and Assignment and Grade Services 2.0 (IMS specifications). */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
const AGS_ENDPOINT = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
const AGS_SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
/** The custom parameter KeyQuest's resource links carry: `lesson:<slug>` or `race`. */
const TARGET = 'keyquest_target';
/** A lesson's score: its stars out of three. */
const SCORE_MAXIMUM = 3;

export const LTI_FLOW_TTL_MS = 10 * MINUTE;
export const LTI_PATHS = { login: '/lti/login', launch: '/lti/launch', jwks: '/lti/jwks' } as const;

export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;

function refused(cause: unknown) {
  const error = fail('LTI_REFUSED');
  error.cause = cause;
  return error;
}

/** The addresses a platform is given for KeyQuest. */
export const toolUrls = (origin: string) => ({
  loginUrl: `${origin}/api${LTI_PATHS.login}`,
  launchUrl: `${origin}/api${LTI_PATHS.launch}`,
  jwksUrl: `${origin}/api${LTI_PATHS.jwks}`,
});

export async function listLtiPlatforms(
  db: Executor,
  school: SchoolRow,
  origin: string,
): Promise<LtiPlatforms> {
  const rows = await db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.schoolId, school.id))
    .orderBy(asc(ltiPlatforms.id));
  return {
    platforms: rows.map((row) => ({
      platformId: row.id,
      issuer: row.issuer,
      clientId: row.clientId,
      deploymentIds: row.deploymentIds,
      authUrl: row.authUrl,
      tokenUrl: row.tokenUrl,
      jwksUrl: row.jwksUrl,
    })),
    tool: toolUrls(origin),
  };
}

/** Adds a school's platform, or changes it when the school already has one with this issuer and client id. */
export async function saveLtiPlatform(
  context: ServerContext,
  admin: CharacterRow,
  request: Pick<LtiPlatformRow, 'issuer' | 'clientId' | 'deploymentIds' | 'authUrl' | 'tokenUrl' | 'jwksUrl'>,
  origin: string,
): Promise<LtiPlatforms> {
  const school = await schoolOf(context.db, admin);
  const values = {
    ...request,
    issuer: request.issuer.replace(/\/$/, ''),
    deploymentIds: [...new Set(request.deploymentIds)],
  };
  const [existing] = await context.db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.issuer, values.issuer), eq(ltiPlatforms.clientId, values.clientId)));
  if (existing && existing.schoolId !== school.id) throw fail('LTI_PLATFORM_INVALID');
  if (existing) await context.db.update(ltiPlatforms).set(values).where(eq(ltiPlatforms.id, existing.id));
  else
    await context.db
      .insert(ltiPlatforms)
      .values({ ...values, schoolId: school.id, createdAt: context.clock.now() });
  return listLtiPlatforms(context.db, school, origin);
}

/** The platform's key sets, fetched and cached by jose (refetched for an unknown key id). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

export interface LoginInitiation {
  iss?: string | undefined;
  login_hint?: string | undefined;
  target_link_uri?: string | undefined;
  lti_message_hint?: string | undefined;
  client_id?: string | undefined;
  lti_deployment_id?: string | undefined;
}

/**
 * Third-party initiated login (LTI 1.3 §5.1.1): the platform names itself (and the client and deployment); the
 * browser goes back to its authorization endpoint with a new state and nonce kept here (form_post, prompt=none).
 */
export async function startLtiLogin(
  context: ServerContext,
  request: LoginInitiation,
  launchUrl: string,
): Promise<string> {
  if (!request.iss || !request.login_hint || !request.target_link_uri) throw fail('LTI_REFUSED');
  const candidates = await context.db
    .select()
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.issuer, request.iss.replace(/\/$/, '')),
        request.client_id ? eq(ltiPlatforms.clientId, request.client_id) : undefined,
      ),
    );
  const platform = candidates.find(
    (row) => !request.lti_deployment_id || row.deploymentIds.includes(request.lti_deployment_id),
  );
  if (!platform) throw fail('LTI_REFUSED');
  const now = context.clock.now();
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  await context.db.insert(ltiFlows).values({
    state,
    platformId: platform.id,
    nonce,
    expiresAt: new Date(now.getTime() + LTI_FLOW_TTL_MS),
    createdAt: now,
  });
  const url = new URL(platform.authUrl);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: launchUrl,
    login_hint: request.login_hint,
    state,
    nonce,
    ...(request.lti_message_hint ? { lti_message_hint: request.lti_message_hint } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

type LaunchClaims = JWTPayload & Record<string, unknown>;

/** Where a learner's launch leads: a lesson (scored) or the class race. */
function targetOf(claims: LaunchClaims): { path: string; lessonSlug?: string } {
  const custom = claims[`${LTI}custom`] as Record<string, unknown> | undefined;
  const target = typeof custom?.[TARGET] === 'string' ? custom[TARGET] : '';
  const lesson = /^lesson:([\w-]{1,100})$/.exec(target);
  if (lesson) return { path: `/lesson/${lesson[1]}`, lessonSlug: lesson[1]! };
  if (target === 'race') return { path: '/race' };
  return { path: '/chapter/' };
}

export type LaunchOutcome =
  { kind: 'resource'; userId: number; redirect: string } | { kind: 'deep-link'; request: string };

/**
 * The platform's answer (LTI 1.3 §5.1.2 and the IMS security framework): the flow is taken once by its state; the
 * ID token must be signed by a key of the platform's key set, name the platform as issuer and KeyQuest's client as
 * audience (and `azp` when it names several), carry this flow's nonce, be of LTI 1.3.0 and come from a deployment
 * the school listed. A resource link signs the learner in (their account for this platform's `sub`) and, when the
 * platform gave a line item, records the launch so that the lesson's score goes there; a deep-linking request is
 * kept for the teacher's choice.
 */
export async function finishLtiLaunch(
  context: ServerContext,
  request: { idToken: string | undefined; state: string | undefined },
): Promise<LaunchOutcome> {
  if (!request.idToken || !request.state) throw fail('LTI_REFUSED');
  const now = context.clock.now();
  const [flow] = await context.db
    .delete(ltiFlows)
    .where(and(eq(ltiFlows.state, request.state), gt(ltiFlows.expiresAt, now)))
    .returning();
  if (!flow) throw fail('LTI_REFUSED');
  const [platform] = await context.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, flow.platformId));
  if (!platform) throw fail('LTI_REFUSED');
  let claims: LaunchClaims;
  try {
    const verified = await jwtVerify(request.idToken, keySetOf(platform.jwksUrl), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256'],
      clockTolerance: 60,
    });
    claims = verified.payload as LaunchClaims;
  } catch (error) {
    throw refused(error);
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length > 1 && claims.azp !== platform.clientId) throw fail('LTI_REFUSED');
  if (claims.nonce !== flow.nonce) throw fail('LTI_REFUSED');
  if (claims[`${LTI}version`] !== '1.3.0' || typeof claims.sub !== 'string' || !claims.sub)
    throw fail('LTI_REFUSED');
  const deploymentId = claims[`${LTI}deployment_id`];
  if (typeof deploymentId !== 'string' || !platform.deploymentIds.includes(deploymentId))
    throw fail('LTI_REFUSED');
  const messageType = claims[`${LTI}message_type`];
  if (messageType === 'LtiDeepLinkingRequest')
    return keepDeepLink(context, platform, deploymentId, claims, now);
  if (messageType !== 'LtiResourceLinkRequest') throw fail('LTI_REFUSED');

  const sub = claims.sub;
  const target = targetOf(claims);
  const endpoint = claims[AGS_ENDPOINT] as { lineitem?: unknown; scope?: unknown } | undefined;
  const lineItem = typeof endpoint?.lineitem === 'string' ? endpoint.lineitem : undefined;
  const canScore = Array.isArray(endpoint?.scope) && endpoint.scope.includes(AGS_SCORE_SCOPE);
  const userId = await context.db.transaction(async (tx) => {
    const id = await schoolAccountFor(
      tx,
      platform.schoolId,
      { iss: platform.issuer, sub, email: claims.email },
      now,
    );
    if (target.lessonSlug && lineItem && canScore) {
      await tx.insert(ltiLaunches).values({
        platformId: platform.id,
        userId: id,
        subject: sub,
        lessonSlug: target.lessonSlug,
        lineItem,
        createdAt: now,
      });
    }
    return id;
  });
  return { kind: 'resource', userId, redirect: target.path };
}

async function keepDeepLink(
  context: ServerContext,
  platform: LtiPlatformRow,
  deploymentId: string,
  claims: LaunchClaims,
  now: Date,
): Promise<LaunchOutcome> {
  const settings = claims[`${DL}deep_linking_settings`] as
    { deep_link_return_url?: unknown; data?: unknown } | undefined;
  if (typeof settings?.deep_link_return_url !== 'string') throw fail('LTI_REFUSED');
  const id = randomBytes(24).toString('base64url');
  await context.db.insert(ltiDeepLinks).values({
    id,
    platformId: platform.id,
    deploymentId,
    returnUrl: settings.deep_link_return_url,
    data: typeof settings.data === 'string' ? settings.data : null,
    expiresAt: new Date(now.getTime() + LTI_FLOW_TTL_MS),
    createdAt: now,
  });
  return { kind: 'deep-link', request: id };
}

/**
 * The teacher's choice, answered once (Deep Linking 2.0 §4.2): a JWT signed with the tool's key, KeyQuest's client
 * as issuer and the platform as audience, holding one LTI resource link per lesson (with a line item out of three
 * stars, so the platform makes the gradebook column) or the class race (no grade).
 */
export async function answerDeepLink(
  context: ServerContext,
  request: { request: string; resources: LtiResource[] },
  origin: string,
): Promise<{ returnUrl: string; jwt: string }> {
  const now = context.clock.now();
  const [link] = await context.db
    .delete(ltiDeepLinks)
    .where(and(eq(ltiDeepLinks.id, request.request), gt(ltiDeepLinks.expiresAt, now)))
    .returning();
  if (!link) throw fail('LTI_LINK_EXPIRED');
  const [platform] = await context.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, link.platformId));
  if (!platform) throw fail('LTI_LINK_EXPIRED');
  const { launchUrl } = toolUrls(origin);
  const items = request.resources.map((resource) =>
    resource.kind === 'lesson'
      ? {
          type: 'ltiResourceLink',
          title: resource.title,
          url: launchUrl,
          custom: { [TARGET]: `lesson:${resource.slug}` },
          lineItem: {
            scoreMaximum: SCORE_MAXIMUM,
            label: resource.title,
            resourceId: `lesson:${resource.slug}`,
          },
        }
      : { type: 'ltiResourceLink', title: resource.title, url: launchUrl, custom: { [TARGET]: 'race' } },
  );
  const key = await toolKey(context.db);
  const jwt = await new SignJWT({
    nonce: randomUUID(),
    [`${LTI}message_type`]: 'LtiDeepLinkingResponse',
    [`${LTI}version`]: '1.3.0',
    [`${LTI}deployment_id`]: link.deploymentId,
    [`${DL}content_items`]: items,
    ...(link.data !== null ? { [`${DL}data`]: link.data } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key.privateKey);
  return { returnUrl: link.returnUrl, jwt };
}

/** An access token for the platform's services (client credentials with a signed client assertion, RFC 7523). */
async function serviceToken(context: ServerContext, platform: LtiPlatformRow): Promise<string> {
  const key = await toolKey(context.db);
  const assertion = await new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
  const response = await fetch(platform.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: AGS_SCORE_SCOPE,
    }),
  });
  if (!response.ok) throw new Error(`The platform's token endpoint answered ${response.status}.`);
  const body = (await response.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('The platform gave no access token.');
  return body.access_token;
}

/** The line item's scores service: `<line item>/scores`, its query kept (AGS 2.0 §3.4). */
function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.href;
}

/**
 * After a finished lesson attempt is stored (outside its transaction): each open launch of that lesson by that
 * account is claimed (postedAt set, so a second save of a result finds nothing) and its score posted to the line
 * item: the stars out of three, the speed and accuracy in the comment. A failed post gives the claim back, so the
 * next finished attempt tries again.
 */
export async function postLtiScores(context: ServerContext, row: AttemptRow): Promise<void> {
  if (row.kind !== 'lesson' || !row.finished || !row.lessonSlug) return;
  const now = context.clock.now();
  const claimed = await context.db
    .update(ltiLaunches)
    .set({ postedAt: now })
    .where(
      and(
        eq(ltiLaunches.userId, row.userId),
        eq(ltiLaunches.lessonSlug, row.lessonSlug),
        isNull(ltiLaunches.postedAt),
      ),
    )
    .returning();
  for (const launch of claimed) {
    try {
      const [platform] = await context.db
        .select()
        .from(ltiPlatforms)
        .where(eq(ltiPlatforms.id, launch.platformId));
      if (!platform) continue;
      const token = await serviceToken(context, platform);
      const response = await fetch(scoresUrl(launch.lineItem), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/vnd.ims.lis.v1.score+json',
        },
        body: JSON.stringify({
          userId: launch.subject,
          scoreGiven: row.stars ?? 0,
          scoreMaximum: SCORE_MAXIMUM,
          comment: `${Math.round(row.wpm)} WPM, ${Math.round(row.accuracy * 100)}%`,
          timestamp: now.toISOString(),
          activityProgress: 'Completed',
          gradingProgress: 'FullyGraded',
        }),
      });
      if (!response.ok) throw new Error(`The platform's scores service answered ${response.status}.`);
    } catch (error) {
      await context.db.update(ltiLaunches).set({ postedAt: null }).where(eq(ltiLaunches.id, launch.id));
      throw error;
    }
  }
}
