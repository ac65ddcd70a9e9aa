import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import { raceServiceOf } from './service';

/** Live races' one HTTP call: the races open for a student's classes. The races run on the `race` channel. */
export function raceRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'classRaces', async ({ auth, payload }) => ({
    races: await raceServiceOf(context).classRaces(auth, payload.characterId),
  }));
}
