import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { StartupProblem, describeError } from '../db/startup-problems';
import type { Env } from '../env';

/**
 * The one Redis connection of a server (REDIS_URL): the rate limits' counters (rate-limits.ts) and the marks of
 * recent writers (stale-reads.ts) share it. Connection errors are logged (the client reconnects by itself); a
 * server that cannot reach Redis at start does not start. Closed with the app. Unset: undefined.
 */
export async function openRedis(app: FastifyInstance, env: Env): Promise<Redis | undefined> {
  if (!env.REDIS_URL) return undefined;
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    lazyConnect: true,
  });
  let lastError: unknown = null;
  redis.on('error', (error: unknown) => {
    lastError = error;
    app.log.warn({ err: error }, 'Redis does not answer');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new StartupProblem(`REDIS_URL: Redis does not answer (${describeError(lastError ?? error)}).`);
  }
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}
