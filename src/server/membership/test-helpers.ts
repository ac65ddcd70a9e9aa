import type { FastifyInstance } from 'fastify';
import type { Character, LoginResult, Membership, Order, SandboxPayment } from '../../contracts';
import type { DatabaseHandle } from '../db/database';
import { grantDiscountCard } from '../economy/cards';
import type { ManualClock } from '../shared/clock';
import { call, uniqueName, type CallResult } from '../test/harness';

type Answer<T> = CallResult<T & { errorCode?: string }>;

/** A formal account (username and password) with a student: what a buyer needs. */
export async function buyer(
  app: FastifyInstance,
  options: { deviceId?: string; remoteAddress?: string } = {},
): Promise<{ token: string; userId: number; username: string; characterId: number }> {
  const username = uniqueName('buyer');
  const answer = await call<LoginResult>(app, 'POST', '/user/auth/register', {
    payload: {
      username,
      password: 'abc123',
      confirmPassword: 'abc123',
      agreeTerms: true,
      ...(options.deviceId ? { deviceId: options.deviceId } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (answer.status !== 200) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  const token = answer.body.accessToken;
  const created = await call<Character>(app, 'POST', '/character/create', {
    token,
    payload: { avatar: 'avatar-student-1', nickname: 'Buyer', type: 'STUDENT' },
  });
  return { token, userId: answer.body.user.uid, username, characterId: created.body.characterId };
}

export const membership = (app: FastifyInstance, token: string) =>
  call<Membership>(app, 'GET', '/membership', { token }) as Promise<Answer<Membership>>;

export const order = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  call<Order>(app, 'POST', '/membership/order/create', { token, payload }) as Promise<Answer<Order>>;

export const lookUp = (app: FastifyInstance, token: string, orderNo: string) =>
  call<Order>(app, 'GET', '/membership/order', { token, payload: { orderNo } }) as Promise<Answer<Order>>;

/** The payer's choice on the sandbox page of an order. */
export function pay(
  app: FastifyInstance,
  placed: Order,
  action: 'complete' | 'fail' | 'cancel' = 'complete',
) {
  const paymentId = (placed.paymentUrl ?? '').split('/').pop() || placed.paymentToken;
  return call<SandboxPayment>(app, 'POST', '/membership/sandbox/act', {
    payload: { paymentId, action },
  }) as Promise<Answer<SandboxPayment>>;
}

/** A discount card in the account's toolbox (as the lottery would give it). */
export async function discountCard(
  server: { database: DatabaseHandle; clock: ManualClock },
  owner: { userId: number; characterId: number },
  percent: number,
): Promise<string> {
  const card = await grantDiscountCard(server.database.db, {
    percent,
    now: server.clock.now(),
    source: 'test',
    owner,
  });
  return card.code;
}

/** Signs the buyer in again (after the test clock moved past the access token's life): a fresh token. */
export async function signInAgain(
  app: FastifyInstance,
  who: { token: string; username: string },
  options: { deviceId?: string; remoteAddress?: string } = {},
): Promise<string> {
  const answer = await call<LoginResult>(app, 'POST', '/user/auth/login', {
    payload: {
      username: who.username,
      password: 'abc123',
      ...(options.deviceId ? { deviceId: options.deviceId } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  who.token = answer.body.accessToken;
  return who.token;
}
