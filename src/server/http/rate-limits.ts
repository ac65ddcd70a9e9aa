import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../env';
import { fail } from '../errors';
import { MINUTE } from '../shared/clock';

/** Calls of one limited route from one address per minute (http/route.ts): this many times the per-account budget. */
export const ADDRESS_BUDGET_FACTOR = 5;

/** Where the limits' counters live in Redis: one prefix, so several servers (and nothing else) share them. */
export const RATE_LIMIT_NAMESPACE = 'keyquest-rate-limit-';

/**
 * Every request rate limit of the API is @fastify/rate-limit's (docs/SERVER.md, "Rate limits"): the per-account
 * limit of each limited route (its route config, route.ts) and the per-address budget beside it
 * (`createRateLimit`, route.ts). With REDIS_URL the library keeps its counters in Redis (its Redis store), so
 * every server behind a load balancer spends one budget; without it, in this server's memory (one server, the
 * embedded default). A Redis that does not answer refuses the limited calls (INTERNAL_ERROR) rather than let
 * them through unlimited, and a server that cannot reach it at start does not start (redis.ts).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  env: Env,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // Before the payload is validated (after the auth hook): a malformed try counts as much as any other.
    hook: 'preValidation',
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: MINUTE,
    ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
    errorResponseBuilder: (_request, limit) =>
      fail('RATE_LIMITED', { retryAfterSeconds: Math.ceil(limit.ttl / 1000) }),
  });
}
