import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, LoginResult } from '../../contracts';
import {
  TEST_DATABASES,
  call,
  openTestDatabase,
  signInAsGuest,
  startApp,
  type TestServer,
} from '../test/harness';

/**
 * One server for both editions (EDITION=global, CN_HOSTS=cn.keyquest.test): the API follows the request's host
 * as the pages do — the China-region host gets its avatar catalogue (student 4 is pro there, free in the global
 * edition) and errors in Chinese when the request names no language.
 */
describe.each(TEST_DATABASES)('the API edition follows the host (%s)', (kind) => {
  const CN_HOST = 'cn.keyquest.test';
  let server: TestServer;
  let guest: LoginResult;

  beforeAll(async () => {
    server = await startApp(await openTestDatabase(kind), { EDITION: 'global', CN_HOSTS: CN_HOST });
    guest = await signInAsGuest(server.app);
  });
  afterAll(async () => {
    await server.app.close();
    await server.database.close();
  });

  const create = (host: string, avatar: string) =>
    call<Character & { errorCode?: string }>(server.app, 'POST', '/character/create', {
      token: guest.accessToken,
      headers: { host },
      payload: { avatar, nickname: 'Mei', type: 'STUDENT' },
    });

  it('uses the China-region avatar catalogue on a CN_HOSTS host and the global one elsewhere', async () => {
    const onCnHost = await create(CN_HOST, 'avatar-student-4');
    expect(onCnHost.status).toBe(403);
    expect(onCnHost.body.errorCode).toBe('AVATAR_NEEDS_UPGRADE');
    // The host's port and letter case do not matter.
    const withPort = await create('CN.KeyQuest.test:8080', 'avatar-student-4');
    expect(withPort.body.errorCode).toBe('AVATAR_NEEDS_UPGRADE');

    const onGlobalHost = await create('keyquest.test', 'avatar-student-4');
    expect(onGlobalHost.status).toBe(200);
    expect(onGlobalHost.body).toMatchObject({ avatar: 'avatar-student-4', type: 'STUDENT' });
  });

  it('answers errors in the host edition’s language when the request names none, and says its edition', async () => {
    const ask = (host: string) =>
      server.app.inject({ method: 'GET', url: '/api/character/list', headers: { host } });
    const cn = await ask(CN_HOST);
    const global = await ask('keyquest.test');
    expect(cn.statusCode).toBe(401);
    expect(cn.json<{ errorCode: string }>().errorCode).toBe('UNAUTHORIZED');
    expect(cn.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    expect(global.json<{ message: string }>().message).toMatch(/^[\x20-\x7e]+$/);

    const health = async (host: string) =>
      (await server.app.inject({ method: 'GET', url: '/api/health', headers: { host } })).json<{
        edition: string;
      }>().edition;
    expect(await health(CN_HOST)).toBe('cn');
    expect(await health('keyquest.test')).toBe('global');
  });
});
