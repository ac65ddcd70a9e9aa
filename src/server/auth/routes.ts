import type { FastifyInstance } from 'fastify';
import type { ApiAnswer, LoginResult } from '../../contracts';
import type { ServerContext } from '../context';
import { defineRoute, type Call } from '../http/route';
import { bindByCode } from './binding';
import { sendCode } from './codes';
import { approveSessionKey, generateSessionKey, redeemLoginCode, sessionKeyCode } from './session-keys';
import { requireUser, toUser } from '../user/users';
import { clearRefreshCookie, cookieRefreshToken, deliverLogin } from './session-cookie';
import { codeLogin, completeLogin, passwordLogin, register, visitorLogin } from './sign-in';
import { AppError } from '../errors';

type LoginRoute = 'visitorLogin' | 'register' | 'passwordLogin' | 'codeLogin' | 'qrLogin' | 'refresh';

/**
 * Sign-in: guest, account, verification code, QR (session key), token refresh and sign-out; binding an address or
 * a phone by a code.
 */
export function authRoutes(api: FastifyInstance, context: ServerContext): void {
  /** A login call: its result goes out through deliverLogin (the web app's refresh token in a cookie). */
  const login = <Name extends LoginRoute>(name: Name, handler: (call: Call<Name>) => Promise<LoginResult>) =>
    defineRoute(
      api,
      context,
      name,
      async (call) =>
        deliverLogin(call.request, call.reply, await handler(call), context.clock.now()) as ApiAnswer<Name>,
    );

  // Sign-ins carry the client's address to the membership's device limits (src/server/membership/devices.ts).
  login('visitorLogin', ({ payload, request }) =>
    visitorLogin(context, { ...payload, clientAddress: request.ip }),
  );
  login('register', ({ payload, request }) => register(context, { ...payload, clientAddress: request.ip }));
  login('passwordLogin', ({ payload, request }) =>
    passwordLogin(context, { ...payload, clientAddress: request.ip }),
  );

  defineRoute(api, context, 'sendCode', ({ payload, language, request }) =>
    sendCode(context, {
      via: payload.via,
      target: payload.target,
      purpose: payload.purpose,
      language,
      address: request.ip,
    }),
  );
  login('codeLogin', ({ payload, request }) => codeLogin(context, { ...payload, clientAddress: request.ip }));
  defineRoute(api, context, 'bindCode', async ({ auth, payload, request }) =>
    toUser(await bindByCode(context, { userId: auth.userId, address: request.ip }, payload)),
  );

  defineRoute(api, context, 'generateSessionKey', () => generateSessionKey(context));
  defineRoute(api, context, 'sessionKeyCode', ({ payload }) => sessionKeyCode(context, payload.sessionKey));
  defineRoute(api, context, 'approveSessionKey', async ({ payload, auth }) => {
    await approveSessionKey(context, auth.userId, payload.sessionKey);
    return { approved: true };
  });
  login('qrLogin', async ({ payload, request }) => {
    const { user, loginType } = await redeemLoginCode(context, payload.code);
    return completeLogin(context, user, loginType, { ...payload, clientAddress: request.ip }, false);
  });

  login('refresh', async ({ payload, request, reply }) => {
    const fromCookie = payload.refreshToken ? null : cookieRefreshToken(request);
    try {
      const { userId, tokens } = await context.tokens.refresh(payload.refreshToken ?? fromCookie ?? '');
      return { ...tokens, user: toUser(await requireUser(context.db, userId)), isNewUser: false };
    } catch (error) {
      // A refused cookie is of no more use: the browser forgets it.
      if (fromCookie !== null && error instanceof AppError) clearRefreshCookie(request, reply);
      throw error;
    }
  });
  defineRoute(api, context, 'logout', async ({ payload, auth, request, reply }) => {
    if (auth) await context.tokens.revokeSession(auth.sessionId, 'sign-out');
    const given = payload.refreshToken ?? cookieRefreshToken(request);
    const fromRefresh = given ? await context.tokens.sessionOfRefreshToken(given) : null;
    if (fromRefresh) await context.tokens.revokeSession(fromRefresh, 'sign-out');
    clearRefreshCookie(request, reply);
    return { ok: true };
  });
}
