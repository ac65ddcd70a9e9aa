import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { defineRoute } from '../http/route';
import { actingAs } from '../groups/access';
import { approvedSessionKey } from '../auth/session-keys';
import { siteOrigin } from '../sso/routes';
import { toolKey } from './keys';
import {
  LTI_PATHS,
  answerDeepLink,
  finishLtiLaunch,
  listLtiPlatforms,
  saveLtiPlatform,
  startLtiLogin,
  toolUrls,
  type LoginInitiation,
} from './service';
import { schoolOf } from '../schools/service';

/** Where a refused launch lands: the sign-in page's callback, which says the link is no longer valid. */
const refusedPath = (code: string) => `/login/callback?authType=account&error=${encodeURIComponent(code)}`;

/**
 * LTI 1.3 (docs/LTI.md): the platform's login initiation and launch (navigations of the browser, GET or a form
 * POST), KeyQuest's key set, the administrator's platforms and the teacher's deep-linking answer.
 */
export function ltiRoutes(api: FastifyInstance, context: ServerContext): void {
  const origin = (request: FastifyRequest) => siteOrigin(context, request);
  defineRoute(api, context, 'ltiPlatforms', async ({ auth, payload, request }) =>
    listLtiPlatforms(
      context.db,
      await schoolOf(context.db, await actingAs(context, auth, payload.characterId, ['SCHOOL'])),
      origin(request),
    ),
  );
  defineRoute(api, context, 'saveLtiPlatform', async ({ auth, payload, request }) => {
    const { characterId, deviceId: _deviceId, ...platform } = payload;
    const admin = await actingAs(context, auth, characterId, ['SCHOOL']);
    return saveLtiPlatform(context, admin, platform, origin(request));
  });
  defineRoute(api, context, 'answerLtiDeepLink', async ({ payload, request }) =>
    answerDeepLink(context, payload, origin(request)),
  );

  api.get(LTI_PATHS.jwks, { config: { auth: 'none' } }, async (_request, reply) => {
    const key = await toolKey(context.db);
    return reply.header('cache-control', 'public, max-age=300').send({ keys: [key.publicJwk] });
  });

  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    request.log.warn({ err: error.cause ?? error }, 'an LTI launch was refused');
    return reply.redirect(refusedPath(error.errorCode), 303);
  };

  const login = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = (request.method === 'POST' ? request.body : request.query) as LoginInitiation | undefined;
    try {
      const to = await startLtiLogin(context, params ?? {}, toolUrls(origin(request)).launchUrl);
      return reply.header('cache-control', 'no-store').redirect(to, 302);
    } catch (error) {
      return refuse(request, reply, error);
    }
  };
  api.get(LTI_PATHS.login, { config: { auth: 'none' } }, login);
  api.post(LTI_PATHS.login, { config: { auth: 'none' } }, login);

  api.post(LTI_PATHS.launch, { config: { auth: 'none' } }, async (request, reply) => {
    const body = (request.body ?? {}) as { id_token?: string; state?: string };
    try {
      const outcome = await finishLtiLaunch(context, { idToken: body.id_token, state: body.state });
      if (outcome.kind === 'deep-link') {
        return reply.redirect(`/lti/pick?request=${encodeURIComponent(outcome.request)}`, 303);
      }
      const sessionKey = await approvedSessionKey(context, outcome.userId, 'account');
      const next = new URLSearchParams({ authType: 'account', sessionKey, redirect: outcome.redirect });
      return reply.header('cache-control', 'no-store').redirect(`/login/callback?${next}`, 303);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
}
