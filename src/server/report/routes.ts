import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { periodReport, sharedReport, shareReport } from './service';

/** Period reports (day, week, month) and the read-only links that share them with a parent or a teacher. */
export function reportRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'periodReport', ({ auth, payload }) =>
    periodReport(context, auth.userId, payload),
  );
  defineRoute(api, context, 'shareReport', ({ auth, payload }) => shareReport(context, auth.userId, payload));
  defineRoute(api, context, 'sharedReport', ({ payload }) => sharedReport(context, payload.token));
}
