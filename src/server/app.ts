import { secretBox } from './shared/sealed';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { API_BASE, type Health, type LocaleCode } from '../contracts';
import type { ServerContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/database';
import { backfillRollups } from './attempt/backfill';
import { seedDatabase } from './db/seed';
import { productionWarnings, type Env } from './env';
import { AppError, errorBody, fail } from './errors';
import {
  TIMEOUT_OPTIONS,
  answerDuringShutdown,
  clientErrorHandler,
  frameworkErrorHandler,
} from './http/lifecycle';
import { redactError, redactUrl } from './http/redact';
import { apiPlugin, type ResourceRoutes } from './http/route';
import { registerRateLimits } from './http/rate-limits';
import { openRedis } from './http/redis';
import { scheduleAttemptPartitions } from './attempt/partitions';
import { probeReplica, staleReadsOn } from './http/stale-reads';
import { registerSecurityHeaders } from './http/security';
import { trustProxyOption } from './http/trust-proxy';
import { requestLanguage } from './i18n';
import { groupRoutes } from './groups/routes';
import { courseSharedWith } from './groups/assignments';
import { classLayoutsOf } from './groups/class-layouts';
import { schoolRoutes } from './schools/routes';
import { schoolOversight } from './schools/classes';
import { ssoRoutes } from './sso/routes';
import { exportRoutes } from './exports/routes';
import { privacyRoutes } from './privacy/routes';
import { experimentRoutes } from './experiments/routes';
import { recordArm } from './experiments/service';
import { researchRoutes } from './research/routes';
import { ltiRoutes } from './lti/routes';
import { postLtiScores } from './lti/service';
import { leaderboardRoutes } from './leaderboard/routes';
import { membershipRoutes } from './membership/routes';
import { paymentProvidersFor } from './membership/providers';
import { attemptRoutes } from './attempt/routes';
import { authRoutes } from './auth/routes';
import { characterRoutes } from './character/routes';
import { accessRoutes } from './access/routes';
import { customCourseRoutes } from './custom-course/routes';
import { notebookRoutes } from './notebook/routes';
import { registerRealtime } from './realtime/channel';
import { helloChannels } from './realtime/hello';
import { raceChannels } from './race/channels';
import { raceRoutes } from './race/routes';
import { openRoutes } from './open/routes';
import { reportRoutes } from './report/routes';
import { adaptiveRoutes } from './adaptive/routes';
import { userRoutes } from './user/routes';
import { economyRoutes } from './economy/routes';
import { systemClock, type Clock } from './shared/clock';
import { scheduleRetention } from './schools/retention';
import { scheduleSweeps } from './leaderboard/windows';
import { scheduleRoundRefunds } from './economy/rounds';
import { payForAttempt } from './economy/earning';
import { admitSession } from './membership/devices';
import { rankOnSave } from './leaderboard/rank';
import { Outbox, messageSenderFor, type MessageSender } from './shared/messages';
import { sharedSecret } from './shared/secrets';
import { editionForHost } from './http/edition-host';
import { isAppPage } from './site/app-paths';
import { readShellTemplate, renderShell } from './site/page-shell';
import { TokenService } from './auth/tokens';
import { DatabaseLimitCounters, scheduleLimitSweep } from './shared/limits';

export interface AppOptions {
  /** An open database (tests pass theirs); otherwise the one the environment names is opened and closed here. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Replaces the configured mail and SMS providers. */
  sender?: MessageSender;
  /**
   * Routes only the tests' servers add (src/server/dev: the outbox, points, discount codes): the server tests'
   * harness and the end-to-end tests' entry. The production entry (main.ts) passes none, so its bundle holds none.
   */
  testRoutes?: readonly ResourceRoutes[];
  /** A replica for stale-tolerant reads (tests pass theirs); otherwise DATABASE_REPLICA_URL's, when set. */
  replica?: DatabaseHandle;
}

/** Request bodies up to 2 MiB: a long attempt's keystroke log. */
const BODY_LIMIT = 2 * 1024 * 1024;

/** The API's resources, one plugin each (src/server/<resource>/routes.ts). */
const API_RESOURCES: readonly ResourceRoutes[] = [
  authRoutes,
  userRoutes,
  characterRoutes,
  accessRoutes,
  attemptRoutes,
  reportRoutes,
  customCourseRoutes,
  notebookRoutes,
  adaptiveRoutes,
  openRoutes,
  economyRoutes,
  groupRoutes,
  schoolRoutes,
  ssoRoutes,
  exportRoutes,
  privacyRoutes,
  experimentRoutes,
  researchRoutes,
  ltiRoutes,
  leaderboardRoutes,
  membershipRoutes,
  raceRoutes,
];

/** The Fastify instance: its logger (redacted), proxy trust, body limit, timeouts and client-error answers. */
function createFastify(env: Env): FastifyInstance {
  return Fastify({
    logger:
      env.NODE_ENV === 'test'
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
              err: redactError,
            },
          },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    ...TIMEOUT_OPTIONS,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
}

/** The database the options give or the environment names (closed with the app if opened here), migrated and seeded. */
async function openAppDatabase(app: FastifyInstance, env: Env, options: AppOptions): Promise<DatabaseHandle> {
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
        : { dataDir: env.DATA_DIR },
    ));
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  await database.migrate();
  await backfillRollups(database.db);
  await seedDatabase(database.db);
  return database;
}

/** What every route and service works with (context.ts), made once per server. */
async function createContext(
  app: FastifyInstance,
  env: Env,
  options: AppOptions,
  made: { database: DatabaseHandle; clock: Clock; redis: Awaited<ReturnType<typeof openRedis>> },
): Promise<ServerContext> {
  const { database, clock, redis } = made;
  let replica = options.replica;
  if (!replica && env.DATABASE_REPLICA_URL) {
    const opened = await openDatabase({ url: env.DATABASE_REPLICA_URL, poolSize: env.DATABASE_POOL_SIZE });
    app.addHook('onClose', () => opened.close());
    replica = opened;
  }
  const outbox = new Outbox(clock, app.log);
  const context: ServerContext = {
    env,
    db: database.db,
    clock,
    tokens: new TokenService(
      database.db,
      clock,
      env.JWT_SECRET ?? (await sharedSecret(database.db, 'jwt')),
      env.ACCESS_TOKEN_TTL_SECONDS,
      env.REFRESH_TOKEN_TTL_DAYS,
    ),
    sender: options.sender ?? messageSenderFor(env, outbox),
    outbox,
    codeKey: await sharedSecret(database.db, 'verification-code'),
    secrets: secretBox(env.SECRETS_KEY ?? (await sharedSecret(database.db, 'sealed-secrets'))),
    payments: paymentProvidersFor(env),
    limits: new DatabaseLimitCounters(database.db, clock),
    sessionOpened: [admitSession],
    attemptSaved: [payForAttempt, rankOnSave, recordArm],
    attemptStored: [
      (made, row) =>
        postLtiScores(made, row).catch((error: unknown) =>
          app.log.warn({ err: error }, 'a score could not be sent to the learning platform'),
        ),
    ],
    courseShares: [courseSharedWith],
    classLayouts: classLayoutsOf,
    groupOversight: schoolOversight,
    ...(replica ? { staleReads: staleReadsOn(replica.db, redis, clock) } : {}),
  };
  if (context.staleReads) {
    const prober = probeReplica(context.staleReads, app.log);
    app.addHook('onClose', () => prober.stop());
  }
  return context;
}

/** Every error answered with the catalogue's body in the request's language (5xx logged, never explained). */
function setErrorAnswers(app: FastifyInstance, languageOf: (request: FastifyRequest) => LocaleCode): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let known: AppError;
    if (error instanceof AppError) known = error;
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') known = fail('PAYLOAD_TOO_LARGE');
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: bad JSON, an unknown content type, a malformed form.
      known = fail('PARAMETER_ERROR');
    } else known = fail('INTERNAL_ERROR');
    // A 5xx answer says nothing of its cause; the log keeps it.
    if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const body = errorBody(known.errorCode, languageOf(request), known.details);
    if (
      ['RATE_LIMITED', 'CODE_RESEND_TOO_SOON', 'CODE_GUESSES_EXCEEDED', 'CODE_SENDS_EXCEEDED'].includes(
        known.errorCode,
      )
    ) {
      void reply.header('retry-after', String(known.details?.retryAfterSeconds ?? 60));
    }
    return reply.code(known.statusCode).send(body);
  });
}

/** Builds the server: the API under /api and the built app for every other path. */
export async function buildApp(env: Env, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(env);

  for (const warning of productionWarnings(env)) app.log.warn(warning);

  const database = await openAppDatabase(app, env, options);
  const clock = options.clock ?? systemClock;
  const redis = await openRedis(app, env);
  const context = await createContext(app, env, options, { database, clock, redis });

  // The jobs every server schedules and one of them runs per period (server/shared/jobs.ts).
  const stopJobs = [
    await scheduleRetention(context, app.log),
    scheduleSweeps(context.db, context.clock, app.log),
    scheduleRoundRefunds(context.db, context.clock, app.log),
    scheduleLimitSweep(context.db, context.clock, context.limits, app.log),
    scheduleAttemptPartitions(context.db, context.clock, app.log),
  ];
  app.addHook('onClose', async () => {
    await Promise.all(stopJobs.map((stop) => stop()));
  });

  const languageOf = (request: FastifyRequest) =>
    requestLanguage(request, editionForHost(env, request.hostname));
  answerDuringShutdown(app, (request) => errorBody('SERVER_SHUTTING_DOWN', languageOf(request)));
  await registerSecurityHeaders(app);

  // gzip or Brotli for every answer over 1 KB when the browser accepts it: the app's scripts shrink to about a
  // third (tests/bench/page-weight). Registered first, so the static files and the page shell go through it.
  // An answer held in memory up to 256 KB is compressed in one call instead of through a zlib stream (the plugin's
  // default on two cores is 8 KB): Brotli of the plan page's history (366 days, about 120 KB of JSON) costs about
  // 1.5 ms in one call, less than the stream's turns (BENCHMARKS.md, issue 36 stop 21). Files stay streamed.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  // Parses the Cookie header (the web app's HttpOnly refresh cookie, src/server/auth/session-cookie.ts).
  await app.register(fastifyCookie);
  // Every request rate limit: @fastify/rate-limit, its counters in Redis when REDIS_URL is set.
  await registerRateLimits(app, env, redis);

  setErrorAnswers(app, languageOf);

  // The API: one plugin per resource (src/server/<resource>/routes.ts) in a scope that validates payloads and
  // checks answers with the contract's schemas and runs the auth hook (src/server/http/route.ts).
  const health: ResourceRoutes = (api) =>
    api.get('/health', async (request): Promise<Health> => ({
      ok: true,
      edition: editionForHost(env, request.hostname),
    }));
  await app.register(apiPlugin(context, [health, ...API_RESOURCES, ...(options.testRoutes ?? [])]), {
    prefix: API_BASE,
  });
  // The realtime part of the API: WebSocket channels under /api, signed in as the HTTP calls are.
  await registerRealtime(app, context, [helloChannels, raceChannels]);

  await serveClient(app, env, languageOf);
  return app;
}

/** The built app: its files, and the page shell (or the API's not-found error) for every other path. */
async function serveClient(
  app: FastifyInstance,
  env: Env,
  languageOf: (request: FastifyRequest) => LocaleCode,
): Promise<void> {
  const clientDir = resolve(env.CLIENT_DIR);
  const hasClient = existsSync(clientDir);
  // index.html is never served as a file: every page gets it through renderShell (edition, meta, page text).
  if (hasClient) await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });
  const shellTemplate = hasClient ? readShellTemplate(clientDir) : null;
  // Unknown API paths answer the catalogue's not-found error; every other path gets the app shell, whose
  // router shows the page (or its own not-found page).
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === API_BASE || request.url.startsWith(`${API_BASE}/`) || !hasClient) {
      return reply.code(404).send(errorBody('NOT_FOUND', languageOf(request)));
    }
    if (!shellTemplate) return reply.type('text/html').sendFile('index.html');
    const { html, status } = renderShell(shellTemplate, {
      path: request.url,
      edition: editionForHost(env, request.hostname),
      filingNumber: env.SITE_FILING_NUMBER,
      appPage: await isAppPage(request.url),
    });
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
