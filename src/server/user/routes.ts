import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { bindAccount, bindByCode, deleteAccount, setPassword, unbind } from './accounts';
import { isMember, requireUser, toUser } from './users';

/** The signed-in account: self info, subscription, binding and unbinding login methods, password, deletion. */
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
  defineRoute(api, context, 'bindAccount', async ({ auth, payload }) =>
    toUser(await bindAccount(context, auth.userId, payload)),
  );
  defineRoute(api, context, 'bindCode', async ({ auth, payload }) =>
    toUser(await bindByCode(context, auth.userId, payload)),
  );
  defineRoute(api, context, 'unbind', async ({ auth, payload }) =>
    toUser(await unbind(context, auth.userId, payload.method)),
  );
  defineRoute(api, context, 'setPassword', async ({ auth, payload }) =>
    toUser(await setPassword(context, auth, payload)),
  );
  defineRoute(api, context, 'deleteAccount', async ({ auth, payload }) => {
    await deleteAccount(context, auth.userId, payload);
    return { deleted: true };
  });
}
