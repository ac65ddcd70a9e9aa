import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { readBoard } from './board';

/** The leaderboards: read from the window rollups the attempt store keeps (src/server/leaderboard/rank.ts). */
export function leaderboardRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'leaderboard', ({ auth, payload, edition }) =>
    readBoard(context, auth.userId, edition, payload),
  );
}
