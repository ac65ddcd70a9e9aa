import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { bindAccount, deleteAccount, setPassword, unbind } from './accounts';
import { isMember, requireUser, toUser } from './users';

/**
 * The signed-in account: self info, subscription, binding a username and unbinding login methods, password,
 * deletion (binding an address or a phone by a code: auth/routes.ts).
 */
export function userRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'self', async ({ auth }) => toUser(await requireUser(context.db, auth.userId)));
  defineRoute(api, context, 'subscription', async ({ auth }) => {
    const user = await requireUser(context.db, auth.userId);
    if (!isMember(user, context.clock.now())) return { subscriptionType: 'FREE', expireTime: null };
    return {
      subscriptionType: user.subscriptionType as 'PREMIUM' | 'LIFETIME',
      expireTime: user.subscriptionExpiresAt?.getTime() ?? null,
    };
  });
  defineRoute(api, context, 'bindAccount', async ({ auth, payload, request }) =>
    toUser(await bindAccount(context, { userId: auth.userId, address: request.ip }, payload)),
  );
  defineRoute(api, context, 'unbind', async ({ auth, payload }) =>
    toUser(await unbind(context, auth.userId, payload.method)),
  );
  defineRoute(api, context, 'setPassword', async ({ auth, payload, request }) =>
    toUser(await setPassword(context, { ...auth, address: request.ip }, payload)),
  );
  defineRoute(api, context, 'deleteAccount', async ({ auth, payload, request }) => {
    await deleteAccount(context, { userId: auth.userId, address: request.ip }, payload);
    return { deleted: true };
  });
}
