import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_ROUTES,
  isErrorCode,
  nulCharacterPath,
  type ApiAnswer,
  type ApiPayload,
  type ApiRouteName,
  type Edition,
  type ErrorCode,
  type LocaleCode,
} from '../../contracts';
import type { ServerContext } from '../context';
import { AppError, fail } from '../errors';
import { DAY } from '../shared/clock';
import { ADDRESS_BUDGET_FACTOR, AddressBudgets, CODE_GUESSES_PER_ADDRESS_PER_DAY } from './address-limits';
import { requestLanguage } from '../i18n';
import { editionForHost } from '../site/edition-host';
import type { AuthInfo } from '../auth/tokens';

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

/** A failed payload: the first field with its own error code decides the answer; every field is listed. */
export function validationError(error: z.ZodError): AppError {
  const fields = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: isErrorCode(issue.message) ? issue.message : 'PARAMETER_ERROR',
  }));
  const specific = fields.find((field) => field.message !== 'PARAMETER_ERROR');
  return fail((specific?.message ?? 'PARAMETER_ERROR') as ErrorCode, { fields });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

// The rate limit of a signed-in call already checked its token: the handler reuses the answer.
const checkedTokens = new WeakMap<FastifyRequest, Promise<AuthInfo | null>>();

/** Who is calling, when the request carries a valid access token of an open session. */
export async function authenticate(
  context: ServerContext,
  request: FastifyRequest,
): Promise<AuthInfo | null> {
  const checked = checkedTokens.get(request);
  if (checked) return checked;
  const token = bearerToken(request);
  const auth = token ? context.tokens.verifyAccess(token) : Promise.resolve(null);
  checkedTokens.set(request, auth);
  return auth;
}

/**
 * The key a rate limit counts under: the client's address plus what the call is about, so one classroom behind
 * one address does not share a single budget. A signed-in call counts per account (checked token), whatever its
 * payload names: otherwise a new username or session key per try would start a fresh budget (e.g. guessing the
 * account's password through `POST /user/bind/account`). Other calls count per account name, address, phone,
 * session key or device they name.
 */
async function rateLimitKey(
  context: ServerContext,
  name: ApiRouteName,
  request: FastifyRequest,
): Promise<string> {
  const prefix = `${name}|${request.ip}|`;
  if (API_ROUTES[name].auth === 'user') {
    const auth = await authenticate(context, request);
    if (auth) return `${prefix}user:${auth.userId}`;
  }
  const fields = { ...(request.query as object), ...(request.body as object) } as Record<string, unknown>;
  const about = fields.username ?? fields.target ?? fields.sessionKey ?? fields.deviceId;
  // Normalised as the calls normalise them (trimmed, letter case ignored): padding a name starts no new budget.
  return `${prefix}${typeof about === 'string' ? about.trim().toLowerCase().slice(0, 128) : ''}`;
}

const budgets = new WeakMap<ServerContext, AddressBudgets>();
function budgetsOf(context: ServerContext): AddressBudgets {
  let found = budgets.get(context);
  if (!found) {
    found = new AddressBudgets(context.clock);
    budgets.set(context, found);
  }
  return found;
}

/** Calls that check a verification code. */
const CODE_ROUTES = new Set<ApiRouteName>(['codeLogin', 'bindCode']);
const WRONG_CODE = new Set<ErrorCode>(['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED']);

/**
 * A limited call also counts against its client address alone (ADDRESS_BUDGET_FACTOR times the per-account
 * budget a minute): new usernames, targets or device ids per try start no fresh budget.
 */
function checkAddressBudget(context: ServerContext, name: ApiRouteName, request: FastifyRequest): void {
  const key = `address|${name}|${request.ip}`;
  const used = budgetsOf(context).count(key, 60_000);
  if (used > context.env.RATE_LIMIT_PER_MINUTE * ADDRESS_BUDGET_FACTOR) {
    throw fail('RATE_LIMITED', { retryAfterSeconds: budgetsOf(context).secondsLeft(key) });
  }
}

/**
 * Registers one call of the contract (API_ROUTES, src/contracts/api.ts): method, path, auth, payload parsing (query string
 * for GET and DELETE, form body for POST), the rate limit of sign-in routes, and (outside production) a check
 * that the answer matches its schema.
 */
export function defineRoute<Name extends ApiRouteName>(
  api: FastifyInstance,
  context: ServerContext,
  name: Name,
  handler: (call: Call<Name>) => Promise<ApiAnswer<Name>>,
): void {
  const route = API_ROUTES[name];
  const checkAnswers = context.env.NODE_ENV !== 'production';
  api.route({
    method: route.method,
    url: route.path,
    config:
      'limited' in route
        ? { rateLimit: { keyGenerator: (request) => rateLimitKey(context, name, request) } }
        : {},
    handler: async (request, reply) => {
      if ('limited' in route) checkAddressBudget(context, name, request);
      const auth = await authenticate(context, request);
      if (route.auth === 'user' && !auth) throw fail('UNAUTHORIZED');
      const source = route.method === 'POST' ? request.body : request.query;
      const parsed = route.payload.safeParse(source ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      // PostgreSQL refuses a NUL in text: refused here for every field of every call, never a 500 later.
      const nul = nulCharacterPath(parsed.data);
      if (nul !== null)
        throw fail('PARAMETER_ERROR', { fields: [{ path: nul, message: 'PARAMETER_ERROR' }] });
      const edition = editionForHost(context.env, request.hostname);
      const guessesCode = CODE_ROUTES.has(name);
      const guessKey = `code-guesses|${request.ip}`;
      if (guessesCode && budgetsOf(context).used(guessKey) >= CODE_GUESSES_PER_ADDRESS_PER_DAY) {
        throw fail('CODE_GUESSES_EXCEEDED', { retryAfterSeconds: budgetsOf(context).secondsLeft(guessKey) });
      }
      let answer: ApiAnswer<Name>;
      try {
        answer = await handler({
          payload: parsed.data as ApiPayload<Name>,
          auth: auth as Call<Name>['auth'],
          edition,
          language: requestLanguage(request, edition),
          request,
          reply,
        });
      } catch (error) {
        // A wrong code counts against the address for the day, whichever code or account it was for.
        if (guessesCode && error instanceof AppError && WRONG_CODE.has(error.errorCode)) {
          budgetsOf(context).count(guessKey, DAY);
        }
        throw error;
      }
      return checkAnswers ? route.answer.parse(answer) : answer;
    },
  });
}
