import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { periodReport } from './service';
import { listReportShares, revokeReportShare, sharedReport, shareReport } from './shares';

/** Period reports (day, week, month) and the read-only links that share them with a parent or a teacher. */
export function reportRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'periodReport', ({ auth, payload }) =>
    periodReport(context, auth.userId, payload),
  );
  defineRoute(api, context, 'shareReport', ({ auth, payload }) => shareReport(context, auth.userId, payload));
  defineRoute(api, context, 'reportShares', ({ auth, payload }) =>
    listReportShares(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'revokeReportShare', ({ auth, payload }) =>
    revokeReportShare(context, auth.userId, payload.shareId),
  );
  defineRoute(api, context, 'sharedReport', ({ payload }) => sharedReport(context, payload.token));
}
