import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { actingAs } from '../groups/access';
import { defineRoute } from '../http/route';
import { researchExport } from './service';

/** The school's research export: its administrator only (docs/PRIVACY.md, "Research"). */
export function researchRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'researchExport', async ({ auth, payload }) =>
    researchExport(context, await actingAs(context, auth, payload.characterId, ['SCHOOL'])),
  );
}
