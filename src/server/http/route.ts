import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  type ApiAnswer,
  type ApiPayload,
  type ApiRoute,
  type ApiRouteName,
  type Edition,
  type LocaleCode,
  normalizeLoginName,
} from '../../contracts';
import { isSafeName } from '../../content/safety';
import type { ServerContext } from '../context';
import { fail } from '../errors';
import { clientKey } from '../shared/client-key';
import { ADDRESS_BUDGET_FACTOR } from './rate-limits';
import { MINUTE } from '../shared/clock';
import { requestLanguage } from '../i18n';
import { editionForHost } from './edition-host';
import { useAuth, type AuthInfo } from './auth';
import { schemaSerializer, useContractSchemas } from './contract-schemas';
import { useReadYourWrites } from './stale-reads';

/** What a handler gets: the parsed payload, who is calling, the request's edition (by host) and language. */
export interface Call<Name extends ApiRouteName> {
  payload: ApiPayload<Name>;
  auth: (typeof API_ROUTES)[Name]['auth'] extends 'user' ? AuthInfo : AuthInfo | null;
  /** The edition the request's host runs (CN_HOSTS, else EDITION), as its pages do. */
  edition: Edition;
  language: LocaleCode;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The key a rate limit counts under: the client's address plus what the call is about, so one classroom behind
 * one address does not share a single budget. A signed-in call counts per account (checked token), whatever its
 * payload names: otherwise a new username or session key per try would start a fresh budget (e.g. guessing the
 * account's password through `POST /user/bind/account`). Other calls count per account name, address, phone,
 * session key or device they name.
 */
function rateLimitKey(name: ApiRouteName, request: FastifyRequest): string {
  const prefix = `${name}|${clientKey(request.ip)}|`;
  // The auth hook ran first: a signed-in call carries its checked session.
  if (API_ROUTES[name].auth === 'user' && request.auth) return `${prefix}user:${request.auth.userId}`;
  const fields = { ...(request.query as object), ...(request.body as object) } as Record<string, unknown>;
  const about = fields.username ?? fields.target ?? fields.sessionKey ?? fields.deviceId;
  // Normalised as the sign-in's lookup normalises a name: padding or re-casing a name starts no new budget.
  return `${prefix}${typeof about === 'string' ? normalizeLoginName(about).slice(0, 128) : ''}`;
}

/**
 * A limited call also counts against its client address alone (ADDRESS_BUDGET_FACTOR times the per-account
 * budget a minute, @fastify/rate-limit's counters as the per-account limit: rate-limits.ts): new usernames,
 * targets or device ids per try start no fresh budget.
 */
function addressBudget(api: FastifyInstance, context: ServerContext, name: ApiRouteName) {
  const check = api.createRateLimit({
    max: context.env.RATE_LIMIT_PER_MINUTE * ADDRESS_BUDGET_FACTOR,
    timeWindow: MINUTE,
    keyGenerator: (request) => `address|${name}|${clientKey(request.ip)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw fail('RATE_LIMITED', { retryAfterSeconds: limit.ttlInSeconds });
  };
}

/**
 * The fields of a validated payload that others read (the route's `shownToOthers`) and that the one safety filter
 * refuses, as NAME_NOT_ALLOWED naming each: a nickname, a class's or school's name, a course title.
 */
export function refuseUnsafeNames(route: ApiRoute, payload: unknown): void {
  const fields = payload as Record<string, unknown>;
  const refused = (route.shownToOthers ?? []).filter((field) => {
    const value = fields[field];
    return typeof value === 'string' && !isSafeName(value);
  });
  if (refused.length > 0) {
    throw fail('NAME_NOT_ALLOWED', {
      fields: refused.map((path) => ({ path, message: 'NAME_NOT_ALLOWED' })),
    });
  }
}

/**
 * The answers fast-json-stringify writes from their contract's schema instead of zod checking them at run time
 * (contract-schemas.ts, schemaSerializer): the hot ones (every saved attempt; the plan page's history, 366 days
 * of totals), whose contract a JSON Schema says in full.
 */
const SCHEMA_SERIALIZED: ReadonlySet<ApiRouteName> = new Set(['submitAttempt', 'history']);

/** A resource's calls (`src/server/<resource>/routes.ts`): `defineRoute` per call of its contract table. */
export type ResourceRoutes = (api: FastifyInstance, context: ServerContext) => void;

/**
 * The API as Fastify plugins: the scope validates every payload and checks every answer with the contract's
 * zod schemas (the type provider's compilers, contract-schemas.ts) and runs the auth hook (auth.ts); each
 * resource's routes are a plugin of their own inside it.
 */
export function apiPlugin(context: ServerContext, resources: readonly ResourceRoutes[]): FastifyPluginAsync {
  return async (api) => {
    useContractSchemas(api);
    useAuth(api, context);
    useReadYourWrites(api, context);
    for (const routes of resources) {
      await api.register(async (scope) => routes(scope, context));
    }
  };
}

/**
 * Registers one call of the contract (API_ROUTES, src/contracts/api.ts) in its route table's format: method,
 * path, who may call it (the auth hook reads `config.auth`), the payload schema (query string for GET and
 * DELETE, form body for POST) and the answer schema for the type provider, and the limits of sign-in routes
 * (rate limit, address budget; wrong codes and passwords are counted where they are checked, auth/codes.ts and
 * user/passwords.ts). The handler gets the validated payload and the caller.
 */
export function defineRoute<Name extends ApiRouteName>(
  api: FastifyInstance,
  context: ServerContext,
  name: Name,
  handler: (call: Call<Name>) => Promise<ApiAnswer<Name>>,
): void {
  const route: ApiRoute = API_ROUTES[name];
  const limited = route.limited === true;
  api.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: {
      [route.method === 'POST' ? 'body' : 'querystring']: route.payload,
      response: { 200: route.answer },
    },
    config: {
      auth: route.auth,
      ...(limited ? { rateLimit: { keyGenerator: (request) => rateLimitKey(name, request) } } : {}),
    },
    preValidation: limited ? [addressBudget(api, context, name)] : [],
    // Typed apart: Fastify's route types read a route-level compiler as the schema's and lose the handler's types.
    ...(SCHEMA_SERIALIZED.has(name)
      ? ({ serializerCompiler: schemaSerializer(context.env.NODE_ENV !== 'production') } as object)
      : {}),
    handler: async (request, reply) => {
      refuseUnsafeNames(route, route.method === 'POST' ? request.body : request.query);
      const edition = editionForHost(context.env, request.hostname);
      return handler({
        payload: (route.method === 'POST' ? request.body : request.query) as ApiPayload<Name>,
        auth: request.auth as Call<Name>['auth'],
        edition,
        language: requestLanguage(request, edition),
        request,
        reply,
      });
    },
  });
}
