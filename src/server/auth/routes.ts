import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { codeLogin, completeLogin, passwordLogin, register, visitorLogin } from '../user/accounts';
import { sendCode } from './codes';
import { approveSessionKey, generateSessionKey, redeemLoginCode, sessionKeyCode } from './session-keys';
import { requireUser, toUser } from '../user/users';

/** Sign-in: guest, account, verification code, QR (session key), token refresh and sign-out. */
export function authRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'visitorLogin', ({ payload }) => visitorLogin(context, payload));
  defineRoute(api, context, 'register', ({ payload }) => register(context, payload));
  defineRoute(api, context, 'passwordLogin', ({ payload }) => passwordLogin(context, payload));

  defineRoute(api, context, 'sendCode', ({ payload, language }) =>
    sendCode(context, { via: payload.via, target: payload.target, purpose: payload.purpose, language }),
  );
  defineRoute(api, context, 'codeLogin', ({ payload }) => codeLogin(context, payload));

  defineRoute(api, context, 'generateSessionKey', () => generateSessionKey(context));
  defineRoute(api, context, 'sessionKeyCode', ({ payload }) => sessionKeyCode(context, payload.sessionKey));
  defineRoute(api, context, 'approveSessionKey', async ({ payload, auth }) => {
    await approveSessionKey(context, auth.userId, payload.sessionKey);
    return { approved: true };
  });
  defineRoute(api, context, 'qrLogin', async ({ payload }) => {
    const user = await redeemLoginCode(context, payload.code);
    return completeLogin(context, user, 'wechat', payload, false);
  });

  defineRoute(api, context, 'refresh', async ({ payload }) => {
    const { userId, tokens } = await context.tokens.refresh(payload.refreshToken);
    return { ...tokens, user: toUser(await requireUser(context.db, userId)), isNewUser: false };
  });
  defineRoute(api, context, 'logout', async ({ payload, auth }) => {
    if (auth) await context.tokens.revokeSession(auth.sessionId, 'sign-out');
    const fromRefresh = payload.refreshToken
      ? await context.tokens.sessionOfRefreshToken(payload.refreshToken)
      : null;
    if (fromRefresh) await context.tokens.revokeSession(fromRefresh, 'sign-out');
    return { ok: true };
  });
}
