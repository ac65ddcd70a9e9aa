import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, LoginResult } from '../../contracts';
import { CODE_GUESSES_PER_ADDRESS_PER_DAY } from './codes';
import { createActivationCodes } from '../membership/codes';
import { TEST_DATABASES, call, suiteServer, uniqueName } from '../test/harness';
import { emailedCode, signInWithCode } from '../test/email-codes';

type Answer = LoginResult & ApiErrorBody;

describe.each(TEST_DATABASES)('accounts against an attacker (%s)', (kind) => {
  const server = suiteServer(kind, { RATE_LIMIT_PER_MINUTE: '4' });

  const register = (username: string, password = 'abc123') =>
    call<Answer>(server.app, 'POST', '/user/auth/register', {
      payload: { username, password, confirmPassword: password, agreeTerms: true },
      headers: { 'x-test': username },
    });
  const login = (username: string, password: string) =>
    call<Answer>(server.app, 'POST', '/user/auth/login', { payload: { username, password } });

  it('counts padded and re-cased usernames against one password budget', async () => {
    const username = uniqueName();
    expect((await register(username)).status).toBe(200);
    const tries = [
      username,
      ` ${username}`,
      `${username} `,
      `  ${username.toUpperCase()}  `,
      `\t${username}`,
    ];
    const statuses: number[] = [];
    for (const name of tries) statuses.push((await login(name, 'wrong1')).status);
    // 4 a minute: the fifth try is refused, however the name was padded.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    server.clock.advance(61_000);
  });

  it('ends every other session and its refresh token when the password changes', async () => {
    server.clock.advance(61_000);
    const username = uniqueName();
    const phone = await register(username);
    // A lifetime member: the only account that keeps two sessions at once (docs/MEMBERSHIP.md, devices).
    const [card] = await createActivationCodes(server.database.db, {
      card: 'lifetime',
      count: 1,
      name: 'test',
      now: server.clock.now(),
      expiresAt: null,
    });
    const redeemed = await call(server.app, 'POST', '/membership/code/redeem', {
      token: phone.body.accessToken,
      payload: { code: card },
    });
    expect(redeemed.status).toBe(200);
    const laptop = await login(username, 'abc123');
    expect(laptop.status).toBe(200);
    const changed = await call(server.app, 'POST', '/user/password', {
      token: phone.body.accessToken,
      payload: { oldPassword: 'abc123', password: 'xyz789', confirmPassword: 'xyz789' },
    });
    expect(changed.status).toBe(200);
    // The laptop (which may be the thief's) is signed out, access and refresh alike.
    expect(
      (await call(server.app, 'GET', '/user/info/self', { token: laptop.body.accessToken })).status,
    ).toBe(401);
    const refreshed = await call<Answer>(server.app, 'POST', '/user/auth/refresh', {
      payload: { refreshToken: laptop.body.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    // The phone that changed it stays signed in.
    expect((await call(server.app, 'GET', '/user/info/self', { token: phone.body.accessToken })).status).toBe(
      200,
    );
    server.clock.advance(61_000);
  });
});

describe.each(TEST_DATABASES)('behind one proxy, a client writing X-Forwarded-For (%s)', (kind) => {
  const server = suiteServer(kind, { RATE_LIMIT_PER_MINUTE: '4', TRUST_PROXY: '1' });

  it('gets no fresh budget from the made-up addresses it puts in front of its real one', async () => {
    const username = uniqueName();
    const registered = await call<Answer>(server.app, 'POST', '/user/auth/register', {
      payload: { username, password: 'abc123', confirmPassword: 'abc123', agreeTerms: true },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(registered.status).toBe(200);
    const statuses: number[] = [];
    for (let index = 0; index < 30; index++) {
      const answer = await call<Answer>(server.app, 'POST', '/user/auth/login', {
        payload: { username, password: 'wrong1' },
        // The load balancer (10.0.0.2) appends the address it saw; the client wrote the first one.
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${index + 1}, 203.0.113.7` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
    // Another client behind the same balancer keeps its own budget.
    const other = await call<Answer>(server.app, 'POST', '/user/auth/login', {
      payload: { username, password: 'abc123' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.status).toBe(200);
  });
});

describe.each(TEST_DATABASES)('verification codes guessed from one address (%s)', (kind) => {
  const server = suiteServer(kind);

  it(`refuses code guesses from an address after ${CODE_GUESSES_PER_ADDRESS_PER_DAY} wrong ones in a day, for any code`, async () => {
    const targets = Array.from({ length: 4 }, (_, index) => `${uniqueName('kid')}${index}@example.com`);
    const codeOf = (target: string) => emailedCode(server.app, target);
    const guess = (target: string, code: string) => signInWithCode(server.app, target, code);
    let wrong = 0;
    // Spread over several codes and addresses: each code allows only a few tries, the day's budget is shared.
    for (const target of targets) {
      const right = await codeOf(target);
      const wrongCode = right === '0000' ? '1111' : '0000';
      for (let index = 0; index < 5 && wrong < CODE_GUESSES_PER_ADDRESS_PER_DAY; index++) {
        const answer = await guess(target, wrongCode);
        expect(['CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']).toContain(answer.body.errorCode);
        wrong++;
        if (answer.body.errorCode === 'CODE_ATTEMPTS_EXCEEDED') break;
      }
      server.clock.advance(61_000);
    }
    while (wrong < CODE_GUESSES_PER_ADDRESS_PER_DAY) {
      const target = `${uniqueName('more')}@example.com`;
      const right = await codeOf(target);
      expect((await guess(target, right === '0000' ? '1111' : '0000')).body.errorCode).toBe('CODE_INVALID');
      wrong++;
      server.clock.advance(61_000);
    }
    // Even the right code for a fresh address is refused now, from this address, until the day is over.
    const fresh = `${uniqueName('late')}@example.com`;
    const right = await codeOf(fresh);
    const refused = await guess(fresh, right);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('CODE_GUESSES_EXCEEDED');
    server.clock.advance(24 * 3600 * 1000);
    expect((await guess(fresh, right)).status).not.toBe(429);
  });
});
