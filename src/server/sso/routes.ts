import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_BASE,
  SSO_CALLBACK_PATH,
  SSO_START_PATH,
  SsoCallbackQuerySchema,
  SsoStartQuerySchema,
} from '../../contracts';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { defineRoute } from '../http/route';
import { actingAs } from '../groups/access';
import { approvedSessionKey } from '../auth/session-keys';
import { schoolOf } from '../schools/service';
import {
  SSO_BINDING_COOKIE,
  SSO_FLOW_TTL_MS,
  deleteSsoProvider,
  finishSso,
  listSsoProviders,
  providerForEmail,
  saveSsoProvider,
  startSso,
} from './service';

/** The site's own address: PUBLIC_URL when set, else the request's. */
export function siteOrigin(context: ServerContext, request: FastifyRequest): string {
  return (context.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

/** Where a refused sign-in lands: the sign-in page's callback, which says the link is no longer valid. */
const refusedPath = (code: string) => `/login/callback?authType=account&error=${encodeURIComponent(code)}`;

/**
 * The school's providers (administrator calls of the contract) and the sign-in's two navigations: start (to the
 * provider) and callback (back from it, on to /login/callback with an approved session key).
 */
export function ssoRoutes(api: FastifyInstance, context: ServerContext): void {
  const admin = (auth: Parameters<typeof actingAs>[1], characterId: number) =>
    actingAs(context, auth, characterId, ['SCHOOL']);

  defineRoute(api, context, 'ssoProviders', async ({ auth, payload }) =>
    listSsoProviders(context.db, await schoolOf(context.db, await admin(auth, payload.characterId))),
  );
  defineRoute(api, context, 'saveSsoProvider', async ({ auth, payload }) =>
    saveSsoProvider(context, await admin(auth, payload.characterId), payload),
  );
  defineRoute(api, context, 'deleteSsoProvider', async ({ auth, payload }) =>
    deleteSsoProvider(context, await admin(auth, payload.characterId), payload.providerId),
  );

  const callbackUri = (request: FastifyRequest) =>
    `${siteOrigin(context, request)}${API_BASE}${SSO_CALLBACK_PATH}`;
  const cookiePath = `${API_BASE}${SSO_CALLBACK_PATH}`;

  api.get(SSO_START_PATH, { config: { auth: 'none' } }, async (request, reply) => {
    const query = SsoStartQuerySchema.safeParse(request.query);
    if (!query.success) return reply.redirect(refusedPath('SSO_PROVIDER_NOT_FOUND'));
    try {
      const { url, binding } = await startSso(context, {
        providerId: query.data.provider ?? (await providerForEmail(context.db, query.data.email)),
        loginHint: query.data.email,
        redirect: query.data.redirect ?? '/chapter/',
        redirectUri: callbackUri(request),
      });
      void reply.setCookie(SSO_BINDING_COOKIE, binding, {
        path: cookiePath,
        httpOnly: true,
        // Lax: the provider's answer is a top-level navigation from another site.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: SSO_FLOW_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(url);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.warn({ err: error.cause ?? error }, 'a school sign-in could not start');
      return reply.redirect(refusedPath(error.errorCode));
    }
  });

  api.get(SSO_CALLBACK_PATH, { config: { auth: 'none' } }, async (request, reply) => {
    const query = SsoCallbackQuerySchema.safeParse(request.query);
    void reply.clearCookie(SSO_BINDING_COOKIE, { path: cookiePath });
    if (!query.success) return reply.redirect(refusedPath('SSO_REFUSED'));
    try {
      const currentUrl = new URL(`${callbackUri(request)}${request.url.slice(request.url.indexOf('?'))}`);
      const { userId, redirect } = await finishSso(context, {
        currentUrl,
        state: query.data.state,
        binding: request.cookies[SSO_BINDING_COOKIE],
      });
      const sessionKey = await approvedSessionKey(context, userId, 'account');
      const next = new URLSearchParams({ authType: 'account', sessionKey, redirect });
      return reply.header('cache-control', 'no-store').redirect(`/login/callback?${next}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.warn({ err: error.cause ?? error }, 'a school sign-in was refused');
      return reply.redirect(refusedPath(error.errorCode));
    }
  });
}
