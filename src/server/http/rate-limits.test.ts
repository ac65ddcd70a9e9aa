import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contracts';
import { call, openTestDatabase, startApp, uniqueName, type TestServer } from '../test/harness';
import { TEST_REDIS_URL, redisAnswers } from '../test/redis';
import { ADDRESS_BUDGET_FACTOR } from './rate-limits';

const hasRedis = await redisAnswers('the shared rate limits are');

const PER_MINUTE = 3;

/** Two servers on one database, as behind a load balancer; with `redis`, both name the same Redis. */
function twoServers(redis: boolean) {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const settings = {
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      ...(redis ? { REDIS_URL: TEST_REDIS_URL } : {}),
    };
    servers.push(await startApp(database, settings), await startApp(database, settings));
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await servers[0]?.database.close();
  });
  /** A client address of this run's own (Redis keeps counts between runs for a minute). */
  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  /**
   * A sign-up try through server `index % 2` (the balancer sends each request to the other server), refused on
   * its merits (the passwords differ): only the rate limits count it, no password budget (those are the
   * database's, shared anyway).
   */
  const signUp = (index: number, username: string, remoteAddress: string) =>
    call<ApiErrorBody>(servers[index % 2]!.app, 'POST', '/user/auth/register', {
      payload: { username, password: 'abc123', confirmPassword: 'abc124', agreeTerms: true },
      remoteAddress,
    });
  return { address, signUp };
}

describe.skipIf(!hasRedis)('rate limits across two servers with REDIS_URL', () => {
  const { address, signUp } = twoServers(true);

  it('spend one budget per account: tries spread over both servers are limited as on one', async () => {
    const username = uniqueName('shared');
    const from = address();
    const statuses: number[] = [];
    for (let index = 0; index <= PER_MINUTE; index++)
      statuses.push((await signUp(index, username, from)).status);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(400), 429]);
  });

  it('spend one budget per address: new names on both servers stop at the address budget', async () => {
    const from = address();
    const budget = PER_MINUTE * ADDRESS_BUDGET_FACTOR;
    const answers: ApiErrorBody[] = [];
    for (let index = 0; index <= budget; index++)
      answers.push((await signUp(index, uniqueName('addr'), from)).body);
    expect(answers.slice(0, budget).every((answer) => answer.errorCode !== 'RATE_LIMITED')).toBe(true);
    expect(answers[budget]?.errorCode).toBe('RATE_LIMITED');
  });
});

describe('rate limits across two servers without REDIS_URL', () => {
  const { address, signUp } = twoServers(false);

  it('count in each server: the same tries spread over both are not limited yet', async () => {
    const username = uniqueName('apart');
    const from = address();
    const statuses: number[] = [];
    for (let index = 0; index <= PER_MINUTE; index++)
      statuses.push((await signUp(index, username, from)).status);
    expect(statuses).toEqual(Array<number>(PER_MINUTE + 1).fill(400));
  });
});
