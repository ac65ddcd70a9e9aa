import { describe, expect, it } from 'vitest';
import { CUSTOM_COURSE_LIMITS, FREE_CHARACTER_LIMIT } from '../../contracts';
import { TEST_DATABASES, call, suiteServer } from '../test/harness';
import { createActivationCodes } from './codes';
import { buyer, signInAgain } from './test-helpers';

const selfStatus = async (app: Parameters<typeof call>[0], token: string) =>
  (await call(app, 'GET', '/user/info/self', { token })).status;

describe.each(TEST_DATABASES)('what membership unlocks on %s', (kind) => {
  const server = suiteServer(kind);

  const lifetime = async (token: string) => {
    const [code] = await createActivationCodes(server.database.db, {
      card: 'lifetime',
      count: 1,
      name: 'test',
      now: server.clock.now(),
      expiresAt: null,
    });
    await call(server.app, 'POST', '/membership/code/redeem', { token, payload: { code } });
  };

  it('keeps a FREE or PREMIUM account on one device at a time: the newest sign-in wins', async () => {
    const me = await buyer(server.app, { deviceId: 'device-aaaa-1' });
    const first = me.token;
    const second = await signInAgain(server.app, me, { deviceId: 'device-bbbb-2' });
    expect(await selfStatus(server.app, first)).toBe(401);
    expect(await selfStatus(server.app, second)).toBe(200);
    // The same device signing in again replaces its session: a device is a session the server issued.
    const again = await signInAgain(server.app, me, { deviceId: 'device-bbbb-2' });
    expect(await selfStatus(server.app, second)).toBe(401);
    expect(await selfStatus(server.app, again)).toBe(200);
  });

  it('counts the sessions it issued, not the deviceId the client names: six sign-ins with one id leave one', async () => {
    const me = await buyer(server.app, { deviceId: 'device-same-0001' });
    const tokens = [me.token];
    for (let index = 0; index < 5; index++) {
      server.clock.advance(1000);
      tokens.push(await signInAgain(server.app, me, { deviceId: 'device-same-0001' }));
    }
    expect(await Promise.all(tokens.map((token) => selfStatus(server.app, token)))).toEqual([
      401, 401, 401, 401, 401, 200,
    ]);
    // Six at the same moment: still one session alive.
    const together = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<{ accessToken: string }>(server.app, 'POST', '/user/auth/login', {
          payload: { username: me.username, password: 'abc123', deviceId: 'device-same-0001' },
        }),
      ),
    );
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const alive = await Promise.all(
      together.map((answer) => selfStatus(server.app, answer.body.accessToken)),
    );
    expect(alive.filter((status) => status === 200)).toHaveLength(1);
    expect(await Promise.all(tokens.map((token) => selfStatus(server.app, token)))).toEqual(
      tokens.map(() => 401),
    );
  });

  it('lets a lifetime member keep 3 devices on one network, never a fourth or another network', async () => {
    const me = await buyer(server.app, { deviceId: 'device-home-1', remoteAddress: '10.1.2.3' });
    await lifetime(me.token);
    const tokens = [me.token];
    for (const device of ['device-home-2', 'device-home-3']) {
      server.clock.advance(1000);
      tokens.push(await signInAgain(server.app, me, { deviceId: device, remoteAddress: '10.1.2.40' }));
    }
    for (const token of tokens) expect(await selfStatus(server.app, token)).toBe(200);
    // A fourth device on the network signs the oldest out.
    server.clock.advance(1000);
    tokens.push(await signInAgain(server.app, me, { deviceId: 'device-home-4', remoteAddress: '10.1.2.41' }));
    expect(await Promise.all(tokens.map((token) => selfStatus(server.app, token)))).toEqual([
      401, 200, 200, 200,
    ]);
    // A fourth sign-in naming an id already kept is a fourth device all the same.
    server.clock.advance(1000);
    tokens.push(await signInAgain(server.app, me, { deviceId: 'device-home-4', remoteAddress: '10.1.2.41' }));
    expect(await Promise.all(tokens.map((token) => selfStatus(server.app, token)))).toEqual([
      401, 401, 200, 200, 200,
    ]);
    // Another network: only that device stays.
    const away = await signInAgain(server.app, me, {
      deviceId: 'device-away-1',
      remoteAddress: '192.168.9.9',
    });
    expect(await Promise.all([...tokens, away].map((token) => selfStatus(server.app, token)))).toEqual([
      401, 401, 401, 401, 401, 200,
    ]);
  });

  it('limits the characters and custom courses of a FREE account, and lifts them for members', async () => {
    const me = await buyer(server.app);
    for (let index = 1; index < FREE_CHARACTER_LIMIT; index++) {
      const made = await call(server.app, 'POST', '/character/create', {
        token: me.token,
        payload: { avatar: 'avatar-student-2', nickname: `Kid ${index}`, type: 'STUDENT' },
      });
      expect(made.status).toBe(200);
    }
    const over = await call(server.app, 'POST', '/character/create', {
      token: me.token,
      payload: { avatar: 'avatar-student-2', nickname: 'One more', type: 'STUDENT' },
    });
    expect(over.body.errorCode).toBe('CHARACTER_LIMIT_REACHED');
    const freeList = await call<{ limit: number }>(server.app, 'GET', '/course/custom/list', {
      token: me.token,
      payload: { characterId: me.characterId },
    });
    expect(freeList.body.limit).toBe(CUSTOM_COURSE_LIMITS.FREE);
    await call(server.app, 'POST', '/membership/trial', { token: me.token });
    const member = await call(server.app, 'POST', '/character/create', {
      token: me.token,
      payload: { avatar: 'avatar-student-6', nickname: 'One more', type: 'STUDENT' },
    });
    expect(member.status).toBe(200);
    const memberList = await call<{ limit: number }>(server.app, 'GET', '/course/custom/list', {
      token: me.token,
      payload: { characterId: me.characterId },
    });
    expect(memberList.body.limit).toBe(CUSTOM_COURSE_LIMITS.PREMIUM);
  });
});
