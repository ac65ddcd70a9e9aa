import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import {
  drawLottery,
  ledgerOf,
  lotteryOf,
  markToolboxSeen,
  redeemDiscountCode,
  startRound,
  toolboxOf,
  walletOf,
} from './service';
import { beginRound, leaveRound } from './rounds';

/** The economy: balances, their history, paid game rounds, the toolbox, discount codes and the lottery. */
export function economyRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'wallet', ({ auth, payload }) =>
    walletOf(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'ledger', ({ auth, payload }) => ledgerOf(context, auth.userId, payload));
  defineRoute(api, context, 'startRound', ({ auth, payload }) => startRound(context, auth.userId, payload));
  defineRoute(api, context, 'beginRound', ({ auth, payload }) => beginRound(context, auth.userId, payload));
  defineRoute(api, context, 'leaveRound', ({ auth, payload }) => leaveRound(context, auth.userId, payload));
  defineRoute(api, context, 'toolbox', ({ auth, payload }) =>
    toolboxOf(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'toolboxSeen', ({ auth, payload }) =>
    markToolboxSeen(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'redeemDiscountCode', ({ auth, payload }) =>
    redeemDiscountCode(context, auth.userId, payload),
  );
  defineRoute(api, context, 'lottery', ({ auth, payload }) =>
    lotteryOf(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'drawLottery', ({ auth, payload }) => drawLottery(context, auth.userId, payload));
}
