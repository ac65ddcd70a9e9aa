import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LoginResult, SchoolOverview } from '../../contracts';
import { registered } from '../groups/test-helpers';
import { call } from './harness';

/** A new account that opens a school: its token and the school's SCHOOL character (school sign-in's tests). */
export async function openedSchool(app: FastifyInstance, name: string) {
  const account = await registered(app);
  const opened = await call<SchoolOverview>(app, 'POST', '/school/open', {
    token: account.token,
    payload: { name, nickname: 'Office' },
  });
  expect(opened.status).toBe(200);
  return { token: account.token, characterId: opened.body.characterId };
}

/** The app's side after a school sign-in lands: the session key's code exchanged for a login. */
export async function loginFromSessionKey(app: FastifyInstance, final: URL): Promise<LoginResult> {
  const sessionKey = final.searchParams.get('sessionKey');
  expect(sessionKey, final.href).toBeTruthy();
  const code = await call<{ code: string }>(app, 'GET', '/user/auth/sessionKey/code', {
    payload: { sessionKey },
  });
  const login = await call<LoginResult>(app, 'POST', '/user/auth/wechat/web', {
    payload: { code: code.body.code, clientType: 'web' },
  });
  expect(login.status).toBe(200);
  return login.body;
}
