import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { codeLogin, completeLogin, passwordLogin, register, visitorLogin } from '../user/accounts';
import { sendCode } from './codes';
import { approveSessionKey, generateSessionKey, redeemLoginCode, sessionKeyCode } from './session-keys';
import { requireUser, toUser } from '../user/users';

/** Sign-in: guest, account, verification code, QR (session key), token refresh and sign-out. */
export function authRoutes(api: FastifyInstance, context: ServerContext): void {
  // Sign-ins carry the client's address to the membership's device limits (src/server/membership/devices.ts).
  defineRoute(api, context, 'visitorLogin', ({ payload, request }) =>
    visitorLogin(context, { ...payload, clientAddress: request.ip }),
  );
  defineRoute(api, context, 'register', ({ payload, request }) =>
    register(context, { ...payload, clientAddress: request.ip }),
  );
  defineRoute(api, context, 'passwordLogin', ({ payload, request }) =>
    passwordLogin(context, { ...payload, clientAddress: request.ip }),
  );

  defineRoute(api, context, 'sendCode', ({ payload, language }) =>
    sendCode(context, { via: payload.via, target: payload.target, purpose: payload.purpose, language }),
  );
  defineRoute(api, context, 'codeLogin', ({ payload, request }) =>
    codeLogin(context, { ...payload, clientAddress: request.ip }),
  );

  defineRoute(api, context, 'generateSessionKey', () => generateSessionKey(context));
  defineRoute(api, context, 'sessionKeyCode', ({ payload }) => sessionKeyCode(context, payload.sessionKey));
  defineRoute(api, context, 'approveSessionKey', async ({ payload, auth }) => {
    await approveSessionKey(context, auth.userId, payload.sessionKey);
    return { approved: true };
  });
  defineRoute(api, context, 'qrLogin', async ({ payload, request }) => {
    const user = await redeemLoginCode(context, payload.code);
    return completeLogin(context, user, 'wechat', { ...payload, clientAddress: request.ip }, false);
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
