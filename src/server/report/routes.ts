import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { staleReadContext } from '../http/stale-reads';
import { periodReport } from './service';
import { listReportShares, revokeReportShare, sharedReport, shareReport } from './shares';

/** Period reports (day, week, month) and the read-only links that share them with a parent or a teacher. */
export function reportRoutes(api: FastifyInstance, context: ServerContext): void {
  // Reports may be a second stale: from the replica when one is configured (http/stale-reads.ts).
  defineRoute(api, context, 'periodReport', async ({ auth, payload }) =>
    periodReport(await staleReadContext(context, auth.userId), auth.userId, payload),
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
