import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { actingAs, actingTeacher, managedGroup } from '../groups/access';
import { defineRoute } from '../http/route';
import { classExperiment, setClassExperiment } from './service';

/**
 * A class's study: its teacher (or the school's administrator) reads the arm; only the school's administrator
 * sets it, with the school's consent (docs/PRIVACY.md, "Research").
 */
export function experimentRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'classExperiment', async ({ auth, payload }) => {
    const actor = await actingTeacher(context, auth, payload.characterId);
    return classExperiment(context.db, await managedGroup(context, actor, payload.groupId));
  });
  defineRoute(api, context, 'setClassExperiment', async ({ auth, payload }) => {
    const admin = await actingAs(context, auth, payload.characterId, ['SCHOOL']);
    return setClassExperiment(context, admin, payload);
  });
}
