import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { staleReadContext } from '../http/stale-reads';
import { listAttempts, submitAttempt } from './service';
import { history, keyStatsOf, lessonProgressOf, todayReport } from './daily-reports';

/** Results: submitting attempts, and the progress and the daily reports (today, history) made from them. */
export function attemptRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'submitAttempt', ({ auth, payload, edition }) =>
    submitAttempt(context, auth.userId, payload, edition),
  );
  defineRoute(api, context, 'attemptList', ({ auth, payload }) =>
    listAttempts(context, auth.userId, payload),
  );
  defineRoute(api, context, 'lessonProgress', ({ auth, payload }) =>
    lessonProgressOf(context, auth.userId, payload.characterId),
  );
  defineRoute(api, context, 'keyStats', ({ auth, payload }) =>
    keyStatsOf(context, auth.userId, payload.characterId),
  );
  // Reports may be a second stale: from the replica when one is configured (http/stale-reads.ts).
  defineRoute(api, context, 'todayReport', async ({ auth, payload }) =>
    todayReport(await staleReadContext(context, auth.userId), auth.userId, payload),
  );
  defineRoute(api, context, 'history', async ({ auth, payload }) =>
    history(await staleReadContext(context, auth.userId), auth.userId, payload),
  );
}
