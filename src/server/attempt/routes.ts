import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
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
  defineRoute(api, context, 'todayReport', ({ auth, payload }) => todayReport(context, auth.userId, payload));
  defineRoute(api, context, 'history', ({ auth, payload }) => history(context, auth.userId, payload));
}
