import { Redis } from 'ioredis';

/** Redis as this machine and CI run it (127.0.0.1:6379), or TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers at TEST_REDIS_URL: a test file that needs it skips without it and says so (`what` is what
 * goes untested).
 */
export async function redisAnswers(what: string): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.warn(`Skipped: no Redis answers at ${TEST_REDIS_URL} (${what} not tested).`);
    return false;
  } finally {
    probe.disconnect();
  }
}
