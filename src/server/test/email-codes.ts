import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ApiErrorBody, LoginResult, Outbox } from '../../contracts';
import { call } from './harness';

/** Sends a sign-in code to an e-mail address and reads it back from the development outbox. */
export async function emailedCode(app: FastifyInstance, target: string): Promise<string> {
  const sent = await call(app, 'POST', '/verification/code/send', { payload: { via: 'email', target } });
  expect(sent.status).toBe(200);
  const { body } = await call<Outbox>(app, 'GET', '/dev/outbox', { payload: { target } });
  return body.messages[0]?.code ?? '';
}

/** Signs in with an e-mail address and a code (right or wrong), terms agreed. */
export function signInWithCode(app: FastifyInstance, target: string, code: string) {
  return call<LoginResult & ApiErrorBody>(app, 'POST', '/verification/code/login', {
    payload: { via: 'email', target, code, agreeTerms: true },
  });
}
